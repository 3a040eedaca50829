import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this browser's (ms): its `now`, read between `sentAt` and
 * `receivedAt`, against their midpoint. 0 when the answer holds no time.
 */
export function clockOffset(serverNow: string | undefined, sentAt: number, receivedAt: number): number {
  const t = serverNow ? Date.parse(serverNow) : Number.NaN;
  return Number.isFinite(t) ? Math.round(t - (sentAt + receivedAt) / 2) : 0;
}

let offset: Promise<number> | null = null;

/**
 * The server's clock against this browser's, read once per page load from /healthz (`now`): what counts
 * from the server's instants (waiting times, which dividends are still to come) does so on its clock, so
 * a browser clock that is off (or the test clock of a staging server) does not make it wrong. 0 when the
 * server cannot be asked.
 */
export function serverOffset(): Promise<number> {
  offset ??= (async () => {
    const sentAt = Date.now();
    try {
      const res = await fetch('/healthz', { cache: 'no-store', credentials: 'omit' });
      const body = (await res.json()) as { now?: string };
      return clockOffset(body.now, sentAt, Date.now());
    } catch {
      return 0;
    }
  })();
  return offset;
}

/** The server's clock offset once known (null until then), for screens that must not redraw when it arrives. */
export function useServerOffset(): number | null {
  const [delta, setDelta] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void serverOffset().then((d) => {
      if (live) setDelta(d);
    });
    return () => {
      live = false;
    };
  }, []);
  return delta;
}

/** The server's now (ms), moving on every `everyMs`. */
export function useServerNow(everyMs: number): number {
  const delta = useServerOffset() ?? 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + delta;
}
