import { createHash } from 'node:crypto';

/**
 * Statements of the hot paths, sent as named prepared statements: PostgreSQL parses them once per
 * connection and, once it settles on a generic plan, stops planning them too (the order path's CTEs
 * spent more time in the planner than in the executor). Opt-in by text, because each prepared
 * statement stays in the memory of every connection that ran it: only fixed texts belong here, never
 * text built from data (an IN list's length, an inlined value).
 */
const names = new Map<string, string>();

/** Marks `sql` as prepared on every connection that runs it with parameters; returns it unchanged. */
export function prepared(sql: string): string {
  if (!names.has(sql)) names.set(sql, `vela_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
  return sql;
}

interface QueryableClient {
  query(...args: unknown[]): unknown;
}

/**
 * Wraps a pg client's `query` (from the pool's onConnect): a marked text with a parameter array goes as
 * `{ name, text, values }`, which pg prepares on first use and then only binds and executes.
 */
export function preparePool(client: QueryableClient): void {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [text, values, ...rest] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }, ...rest) : query(...args);
  };
}
