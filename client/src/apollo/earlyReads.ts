import { marketOfSymbol, symbolFromQuery } from '../features/markets/stockParams';

/**
 * The opened page's first reads, sent by the boot script (boot.ts) as soon as the HTML has arrived,
 * while the app's own code is still downloading. The app's first request for the same read (same
 * operation, same variables) then takes that answer instead of asking again (`withEarlyReads`, the
 * HTTP link's fetch): the page's data no longer waits for `main` to download and run.
 *
 * Pure data and functions: the boot script bundles this module without React or Apollo. Each page's
 * list must be what the page itself asks first (earlyReads.test.ts runs the pages' reads and compares).
 */
export interface EarlyRead {
  operationName: string;
  variables: Readonly<Record<string, unknown>>;
  /** The picture the page will show largest, from the answer's data: its download starts with the answer. */
  image?: (data: unknown) => string | undefined;
  /** The answer's data is painted into the boot script's shell (boot.ts, shellMarkup.ts) as soon as it is in. */
  shell?: boolean;
}

/** How many news items Home shows. */
export const HOME_NEWS_COUNT = 3;

/** An answer is taken only this soon after the boot script asked for it: later, the app asks afresh. */
export const EARLY_READ_TTL_MS = 10_000;

const read = (operationName: string, variables: Record<string, unknown> = {}, image?: EarlyRead['image'], shell?: boolean): EarlyRead => ({
  operationName,
  variables,
  image,
  shell,
});

/** Home's first banner (the carousel opens on it). */
const firstBanner = (data: unknown) => (data as { banners?: { imageUrl?: string | null }[] } | null)?.banners?.[0]?.imageUrl ?? undefined;

/** Every page reads the session (the account-events listener, the sign-in guard). */
const SESSION = read('Session_Me');

/** By route name: the reads of the pages people open the app on, in the reader's language and with the page's URL query. */
export const EARLY_READS: Readonly<Record<string, (lang: string, query: Readonly<Record<string, string>>) => EarlyRead[]>> = {
  home: (lang) => [SESSION, read('HomeContent_Load', { lang, first: HOME_NEWS_COUNT }, firstBanner, true)],
  mine: () => [SESSION, read('Mine_Me'), read('BalanceCard_Balances'), read('Portfolio_Current')],
  stockDetail: (lang, query) => {
    const symbol = symbolFromQuery(query);
    const market = symbol ? marketOfSymbol(symbol) : null;
    return symbol && market ? [SESSION, read('StockDetail_Instrument', { symbol, market, lang }, undefined, true)] : [SESSION];
  },
};

/** The same key for the same read, whatever the order of its variables. */
export function earlyReadKey(operationName: string, variables: unknown): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;
  return `${operationName} ${JSON.stringify(canonical(variables ?? {}))}`;
}

/** What the boot script leaves for the app: when it asked, and each read's answer on its way. */
export interface EarlyAnswers {
  at: number;
  answers: Partial<Record<string, Promise<Response>>>;
}

declare global {
  interface Window {
    __VELA_EARLY__?: EarlyAnswers;
  }
}

/**
 * Sends a page's early reads (the boot script does, with each operation's trusted hash) and leaves their
 * answers for the app; a read the build knows no hash for is left to the app. Answers when every read
 * painted into the shell has been painted (or has failed); at once when there is none.
 */
export function sendEarlyReads(
  reads: readonly EarlyRead[],
  documentIds: Readonly<Record<string, string>>,
  preloadImage: (src: string) => void,
  paintShell: (operationName: string, data: unknown) => void = () => undefined,
): Promise<void> {
  const answers: Partial<Record<string, Promise<Response>>> = {};
  const painted: Promise<void>[] = [];
  for (const { operationName, variables, image, shell } of reads) {
    const documentId = documentIds[operationName];
    if (!documentId) continue;
    // As the app's HTTP link asks (apollo/client.ts): same URL, headers, credentials and body.
    const answer = fetch(`${window.location.origin}/graphql`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables, extensions: { documentId } }),
    });
    answers[earlyReadKey(operationName, variables)] = answer;
    // Registered first, so it reads a copy before the app reads the answer itself.
    const done = answer
      .then((response) => ((image || shell) && response.ok ? response.clone().json() : undefined))
      .then((body: { data?: unknown } | undefined) => {
        if (!body) return;
        const src = image?.(body.data);
        if (src) preloadImage(src);
        if (shell) paintShell(operationName, body.data);
      })
      .catch(() => undefined); // the app's own request reports a failure
    if (shell) painted.push(done);
  }
  window.__VELA_EARLY__ = { at: Date.now(), answers };
  return Promise.all(painted).then(() => undefined);
}

/** The boot script's answer to this request body, once and only while fresh; undefined otherwise. */
export function takeEarlyRead(body: unknown, now: number = Date.now()): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__VELA_EARLY__;
  if (!early || typeof body !== 'string') return undefined;
  if (now - early.at > EARLY_READ_TTL_MS) {
    window.__VELA_EARLY__ = undefined;
    return undefined;
  }
  let request: { operationName?: unknown; variables?: unknown; query?: unknown };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    return undefined;
  }
  if (typeof request.operationName !== 'string' || request.query) return undefined;
  const key = earlyReadKey(request.operationName, request.variables);
  const answer = early.answers[key];
  if (answer) delete early.answers[key];
  return answer;
}

/** The HTTP link's fetch: an early answer where the boot script has one for the request, else `fetch`. */
export function withEarlyReads(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => takeEarlyRead(init?.body) ?? fetchImpl(input, init);
}
