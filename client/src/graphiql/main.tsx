import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createClient } from 'graphql-ws';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The ops playground, served by the app itself (no CDN). It runs with the session cookie of whoever
// signed in to the app in this browser; the server lets only ops sessions run documents of their own.
type Params = { query: string; operationName?: string | null; variables?: Record<string, unknown> | null };

const ws = createClient({ url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`, lazy: true });

function fetcher(params: Params) {
  if (/^\s*subscription\b/m.test(params.query))
    return ws.iterate({ ...params, variables: params.variables ?? undefined, operationName: params.operationName ?? undefined });
  return fetch(`${location.origin}/graphql`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  }).then((r) => r.json());
}

const defaultQuery = `# Vela ops GraphiQL. Sign in as an ops user in the app (same browser) first.
# Example: the latest audit entries.
query Ops_AuditLog {
  auditLog(first: 20) {
    items {
      at
      actorLabel
      action
      targetType
      targetId
      reason
    }
    nextCursor
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher as never} defaultQuery={defaultQuery} />
  </StrictMode>,
);
