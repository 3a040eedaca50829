import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A document as codegen writes it: typed, with its trusted-document hash embedded. */
type Hashed<R, V> = TypedDocumentNode<R, V> & { __meta__?: { hash?: string } };

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

function hashOf(document: { __meta__?: { hash?: string } }): string {
  const hash = document.__meta__?.hash;
  if (!hash) throw new Error('document has no hash: run npm run codegen in examples/cli');
  return hash;
}

function operationName(document: DocumentNode): string | undefined {
  const def = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return def && 'name' in def ? def.name?.value : undefined;
}

/** The Vela API as this app sees it: documents sent by hash, the token as a bearer. */
export class VelaApi {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async request<R, V>(document: Hashed<R, V>, variables?: V): Promise<R> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ operationName: operationName(document), variables, extensions: { documentId: hashOf(document) } }),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: R; errors?: Array<{ extensions?: { code?: string } }> };
    if (body.errors?.length) throw new ApiError(body.errors[0].extensions?.code ?? 'INTERNAL_ERROR', res.status);
    if (!res.ok || !body.data) throw new ApiError(`HTTP_${res.status}`, res.status);
    return body.data;
  }

  /** Calls `onData` for every result until `stop()` is called or the server ends the stream. */
  subscribe<R, V>(document: Hashed<R, V>, variables: V, onData: (data: R) => void): { done: Promise<void>; stop: () => void } {
    const client = createClient({
      url: `${this.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${this.token}` },
      retryAttempts: 0,
      lazy: true,
    });
    let stop = () => {};
    const done = new Promise<void>((resolve, reject) => {
      const unsubscribe = client.subscribe<R>(
        // The text stays on this side: the server runs the registered document with this hash.
        {
          query: '',
          operationName: operationName(document),
          variables: variables as Record<string, unknown>,
          extensions: { documentId: hashOf(document) },
        },
        {
          next: (result) => {
            if (result.errors?.length) reject(new ApiError(String(result.errors[0].extensions?.code ?? 'INTERNAL_ERROR'), 200));
            else if (result.data) onData(result.data as R);
          },
          error: (err) => {
            const code = Array.isArray(err) ? String(err[0]?.extensions?.code ?? 'INTERNAL_ERROR') : 'CONNECTION_CLOSED';
            reject(new ApiError(code, 0));
          },
          complete: () => resolve(),
        },
      );
      stop = () => {
        unsubscribe();
        void client.dispose();
        resolve();
      };
    });
    return { done: done.finally(() => void client.dispose()), stop };
  }
}
