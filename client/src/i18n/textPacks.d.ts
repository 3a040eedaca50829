// A message file split into its app texts or its `screens` texts (vite.config.ts textPacks, i18n/packs.ts).
declare module '*.json?texts=first' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?texts=screens' {
  const messages: Record<string, string>;
  export default messages;
}
