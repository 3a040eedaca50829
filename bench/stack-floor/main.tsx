// The least app the fixed client stack can make: one route, one query, one translated message.
// bench/stack-floor.mjs builds it as the client is built and weighs it (the 175 KB budget of issue 30; issue 12's was 150).
import { ApolloClient, ApolloProvider, HttpLink, InMemoryCache, useQuery } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { HashRouter, Link, Route, Routes } from 'react-router-dom';

// A document as the codegen and the client's build ship it: an AST, no parser in the browser.
const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as TypedDocumentNode<{ me: { id: string } | null }>;

// A message as the client's build ships it: precompiled to the ICU syntax tree (argument = type 1).
const messages = { hello: [{ type: 0, value: 'Hello ' }, { type: 1, value: 'id' }] } as never;

const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });

function Home() {
  const { data } = useQuery(MeDocument);
  return (
    <p>
      <FormattedMessage id="hello" values={{ id: data?.me?.id ?? '' }} /> <Link to="/other">→</Link>
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <IntlProvider locale="en" messages={messages}>
    <ApolloProvider client={client}>
      <HashRouter>
        <Routes>
          <Route path="/" element={<Home />} />
        </Routes>
      </HashRouter>
    </ApolloProvider>
  </IntlProvider>,
);
