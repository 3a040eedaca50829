/**
 * Trusted documents: codegen writes `gql/persisted-documents.json` = { "<sha256>": "<document text>" }.
 * The server (in production) runs only those documents, asked for by hash. Here we index the manifest
 * by operation name so each outgoing operation can be sent as its hash, never as query text.
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
