/**
 * Trusted documents: codegen writes `gql/persisted-documents.json` = { "<sha256>": "<document text>" }.
 * The server (in production) runs only those documents, asked for by hash. Here we index them by
 * operation name so each outgoing operation can be sent as its hash, never as query text.
 */
const OPERATION_NAME = /\b(query|mutation|subscription)\s+(\w+)/g;

export function buildDocumentIdMap(manifest: Readonly<Record<string, string>>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [hash, text] of Object.entries(manifest)) {
    for (const match of text.matchAll(OPERATION_NAME)) {
      const name = match[2];
      if (name && !ids.has(name)) ids.set(name, hash);
    }
  }
  return ids;
}

/**
 * operationName → hash for the app's links. Tests and the dev server fill it from the whole manifest
 * (apollo/client.ts). The production build leaves the manifest out of the first screen: each document
 * arrives in its own module and enters its hash here as it loads (`trusted`, from vite.config.ts's
 * `graphqlDocuments`), so an operation's hash is known before the operation can be sent.
 */
export const documentIds = new Map<string, string>();

/** A document of the production build, with its operation's trusted hash. */
export function trusted<D>(operationName: string, hash: string, document: D): D {
  documentIds.set(operationName, hash);
  return document;
}
