import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness';
import { until } from '../test/until';

// One heartbeat for every socket (issue 17: no keep-alive timers per socket): a client that answers
// pings stays connected, one that stops answering is dropped, as graphql-ws's own keep-alive did.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ wsHeartbeatMs: 100 });
});
afterAll(async () => app?.close());

function open(autoPong: boolean) {
  const ws = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { autoPong });
  const state = { open: false, closed: false, pings: 0 };
  ws.on('open', () => {
    state.open = true;
    ws.send(JSON.stringify({ type: 'connection_init' }));
  });
  ws.on('ping', () => state.pings++);
  ws.on('close', () => {
    state.closed = true;
  });
  return { ws, state };
}

describe('WebSocket heartbeat', () => {
  it('keeps a socket that answers pings and drops one that does not', async () => {
    const live = open(true);
    const silent = open(false);
    await until(() => live.state.open && silent.state.open);
    await until(() => silent.state.closed);
    // The answering socket was pinged through the same rounds and is still open.
    expect(live.state.pings).toBeGreaterThanOrEqual(2);
    expect(live.state.closed).toBe(false);
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
    live.ws.close();
  });
});
