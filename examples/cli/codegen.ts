import type { CodegenConfig } from '@graphql-codegen/cli';

// Run from the repository's root (npm run codegen runs it). The CLI's own typed documents and trusted-document manifest, from the committed schema. The manifest
// (src/gql/persisted-documents.json) is what ops register for the app: in production its token may run
// only these documents (and the web client's).
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['examples/cli/src/**/*.ts', '!examples/cli/src/gql/**/*'],
  generates: {
    'examples/cli/src/gql/': {
      preset: 'client',
      config: {
        enumsAsTypes: true,
        // Only the types its own operations use, not the whole schema's.
        onlyOperationTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string', LocalDate: 'string', JSON: 'unknown' },
        useTypeImports: true,
      },
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
    },
  },
};
export default config;
