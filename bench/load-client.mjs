// Load generator (its own process): N graphql-ws clients, each subscribed to `per` symbols of the
// quotes subscription; counts delivered messages and samples tick-to-client latency from the quote's
// `at` (the server timestamp of the tick). Prints one JSON line with the results, then exits.
import WebSocket from 'ws';

const [url, nArg, perArg, warmArg, measureArg, symbolsArg] = process.argv.slice(2);
const N = Number(nArg);
const PER = Number(perArg);
const WARM_MS = Number(warmArg);
const MEASURE_MS = Number(measureArg);
const SYMBOLS = symbolsArg.split(',');
const FIELDS = 'symbol price bid ask open high low previousClose change changePercent volume marketValue currency at simulated source marketOpen';
const QUERY = `subscription($symbols: [ID!]!) { quotes(symbols: $symbols) { ${FIELDS} } }`;

let measuring = false;
let delivered = 0;
let bytes = 0;
const latencies = [];
let connected = 0;
let failed = 0;

function onMessage(data) {
  if (!measuring) return;
  delivered++;
  bytes += data.length;
  if ((delivered & 7) === 0) {
    const s = data.toString();
    const i = s.indexOf('"at":"');
    if (i >= 0) latencies.push(Date.now() - Date.parse(s.slice(i + 6, s.indexOf('"', i + 6))));
  }
}

function open(i) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    ws.on('open', () => ws.send('{"type":"connection_init"}'));
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      failed++;
      resolve();
    };
    ws.on('error', fail);
    ws.on('close', fail);
    setTimeout(fail, 30_000).unref();
    ws.on('message', (data) => {
      if (data.length < 40 && data.toString().includes('connection_ack')) {
        const symbols = Array.from({ length: PER }, (_, k) => SYMBOLS[(i * PER + k) % SYMBOLS.length]);
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY, variables: { symbols } } }));
        ws.on('message', onMessage);
        if (settled) return;
        settled = true;
        connected++;
        resolve();
      }
    });
  });
}

const t0 = Date.now();
for (let i = 0; i < N; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, N - i) }, (_, k) => open(i + k)));
}
const connectMs = Date.now() - t0;
process.send?.({ type: 'connected', connected, failed, connectMs });
await new Promise((r) => setTimeout(r, WARM_MS));
measuring = true;
const start = Date.now();
await new Promise((r) => setTimeout(r, MEASURE_MS));
measuring = false;
const seconds = (Date.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? null;
process.send?.({
  type: 'result',
  connected,
  failed,
  connectMs,
  messagesPerSecond: Math.round(delivered / seconds),
  mbPerSecond: Math.round((bytes / seconds / 1e6) * 10) / 10,
  p50: pct(0.5),
  p99: pct(0.99),
  samples: latencies.length,
});
setTimeout(() => process.exit(0), 100);
