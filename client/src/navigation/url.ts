/** Splitting and normalising in-app URLs such as `/subPackages/market/stockDetail/stockDetail?code=2330&market=TW`. */

export interface ParsedUrl {
  /** Path without query, always starting with `/`. */
  readonly path: string;
  /** Query parameters (last value wins). */
  readonly query: Readonly<Record<string, string>>;
  /** Path plus the query string as given (normalised: no empty `?`). */
  readonly url: string;
}

export function parseUrl(input: string): ParsedUrl {
  const trimmed = input.trim();
  const hashless = trimmed.startsWith('#') ? trimmed.slice(1) : trimmed;
  const q = hashless.indexOf('?');
  let path = q === -1 ? hashless : hashless.slice(0, q);
  const search = q === -1 ? '' : hashless.slice(q + 1);
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return { path, query, url: search ? `${path}?${search}` : path };
}

/** Builds `path?query` from parts; undefined values are left out. */
export function buildUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
