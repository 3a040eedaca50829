import sdl from '../../../schema/schema.graphql?raw';

/** The values of one enum of the committed schema (what the server sends). */
export function schemaEnumValues(name: string): string[] {
  const block = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(sdl)?.[1];
  if (!block) throw new Error(`schema/schema.graphql has no enum ${name}`);
  return block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[A-Z][A-Z0-9_]*$/.test(l));
}

/** The values of the schema's ErrorCode enum. */
export function schemaErrorCodes(): string[] {
  return schemaEnumValues('ErrorCode');
}
