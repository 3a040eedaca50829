import { ApolloLink } from '@apollo/client';

/**
 * Puts the trusted document hash of every known operation into `extensions.documentId` and tells the
 * HTTP link to leave the query text out: the POST body becomes
 * `{ operationName, variables, extensions: { documentId } }`.
 * An operation without a hash (only possible in development, before codegen ran) is sent as usual.
 */
export function createTrustedDocumentLink(documentIds: ReadonlyMap<string, string>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const documentId = documentIds.get(operation.operationName);
    if (documentId) {
      operation.extensions = { ...operation.extensions, documentId };
      operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
        http: { ...http, includeQuery: false, includeExtensions: true },
      }));
    }
    return forward(operation);
  });
}
