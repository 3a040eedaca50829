import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A document as codegen writes it: typed, with its trusted-document hash embedded. */
type Hashed<R, V> = TypedDocumentNode<R, V> & { __meta__?: { hash?: string } };
type AnyHashed = DocumentNode & { __meta__?: { hash?: string } };

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

/** The answer of a server that does not know a document by its hash (or, in production, at all). */
const NOT_TRUSTED = 'DOCUMENT_NOT_TRUSTED';

/**
 * The Vela API as this app sees it: the token as a bearer, documents sent by hash. A server that does not
 * know a hash (a development server, where no app is registered) is sent the document's text instead,
 * which development runs; production runs only registered documents and refuses the text too.
 */
export class VelaApi {
  /** Set once the server did not know a hash: every later document goes as text. */
  private sendText = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  private operation(document: AnyHashed, variables: unknown, asText: boolean) {
    return asText
      ? { query: print(document), operationName: operationName(document), variables }
      : { query: '', operationName: operationName(document), variables, extensions: { documentId: hashOf(document) } };
  }

  async request<R, V>(document: Hashed<R, V>, variables?: V): Promise<R> {
    if (!this.sendText) {
      try {
        return await this.post<R>(document, variables, false);
      } catch (err) {
        if (!(err instanceof ApiError && err.code === NOT_TRUSTED)) throw err;
        this.sendText = true;
      }
    }
    return this.post<R>(document, variables, true);
  }

  private async post<R>(document: AnyHashed, variables: unknown, asText: boolean): Promise<R> {
    const { query, ...rest } = this.operation(document, variables, asText);
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(asText ? { query, ...rest } : rest),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: R; errors?: Array<{ extensions?: { code?: string } }> };
    if (body.errors?.length) throw new ApiError(body.errors[0].extensions?.code ?? 'INTERNAL_ERROR', res.status);
    if (!res.ok || !body.data) throw new ApiError(`HTTP_${res.status}`, res.status);
    return body.data;
  }

  /** Calls `onData` for every result until `stop()` is called or the server ends the stream. */
  subscribe<R, V>(document: Hashed<R, V>, variables: V, onData: (data: R) => void): { done: Promise<void>; stop: () => void } {
    let stopped = false;
    let current: { stop: () => void } | null = null;
    const attempt = (asText: boolean): Promise<void> => {
      const one = this.subscribeOnce(document, variables, asText, onData);
      current = one;
      if (stopped) one.stop();
      return one.done.catch((err: unknown) => {
        // Refused before any data because the server does not know the hash: once more with the text.
        if (!asText && !stopped && err instanceof ApiError && err.code === NOT_TRUSTED && !one.received()) {
          this.sendText = true;
          return attempt(true);
        }
        throw err;
      });
    };
    const done = attempt(this.sendText);
    return {
      done,
      stop: () => {
        stopped = true;
        current?.stop();
      },
    };
  }

  private subscribeOnce<R>(
    document: AnyHashed,
    variables: unknown,
    asText: boolean,
    onData: (data: R) => void,
  ): { done: Promise<void>; stop: () => void; received: () => boolean } {
    const client = createClient({
      url: `${this.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${this.token}` },
      retryAttempts: 0,
      lazy: true,
    });
    let stop = () => {};
    let stopped = false;
    let received = false;
    const done = new Promise<void>((resolve, reject) => {
      const unsubscribe = client.subscribe<R>(
        // By hash, the text stays on this side: the server runs the registered document with this hash.
        this.operation(document, variables, asText) as { query: string; variables?: Record<string, unknown> },
        {
          next: (result) => {
            if (result.errors?.length) reject(new ApiError(String(result.errors[0].extensions?.code ?? 'INTERNAL_ERROR'), 200));
            else if (result.data && !stopped) {
              received = true;
              onData(result.data as R);
            }
          },
          error: (err) => {
            const code = Array.isArray(err) ? String(err[0]?.extensions?.code ?? 'INTERNAL_ERROR') : 'CONNECTION_CLOSED';
            reject(new ApiError(code, 0));
          },
          complete: () => resolve(),
        },
      );
      stop = () => {
        stopped = true;
        unsubscribe();
        void client.dispose();
        resolve();
      };
    });
    return { done: done.finally(() => void client.dispose()), stop: () => stop(), received: () => received };
  }
}
