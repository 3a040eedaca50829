import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

// Client types come from the committed schema (emitted by the server build), never from a running server.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      config: {
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string', LocalDate: 'string', JSON: 'unknown' },
        useTypeImports: true,
      },
      presetConfig: {
        fragmentMasking: true,
        // Trusted documents: the manifest client/src/gql/persisted-documents.json is what a user session may run.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      // Apollo Client adds __typename to every selection; the manifest must hold the same documents.
      documentTransforms: [addTypenameSelectionDocumentTransform],
    },
  },
};
export default config;
