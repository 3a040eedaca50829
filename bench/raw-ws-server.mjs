// Baseline: a bare `ws` server speaking just enough graphql-transport-ws, fed by the same Redis
// channel, that sends each subscribed socket the same payload per tick (serialised once per symbol).
import Redis from 'ioredis';
import { WebSocketServer } from 'ws';

const [portArg, redisUrl, channel] = process.argv.slice(2);
const bySymbol = new Map();
const wss = new WebSocketServer({ port: Number(portArg), path: '/graphql', perMessageDeflate: false });
wss.on('connection', (ws) => {
  const subs = [];
  ws.on('message', (raw) => {
    const msg = JSON.parse(raw.toString());
    if (msg.type === 'connection_init') ws.send('{"type":"connection_ack"}');
    if (msg.type === 'subscribe') {
      const prefix = `{"id":${JSON.stringify(msg.id)},"type":"next","payload":{"data":{"quotes":`;
      for (const s of msg.payload.variables.symbols) {
        if (!bySymbol.has(s)) bySymbol.set(s, new Set());
        const sub = { ws, prefix };
        bySymbol.get(s).add(sub);
        subs.push([s, sub]);
      }
    }
  });
  ws.on('close', () => {
    for (const [s, sub] of subs) bySymbol.get(s)?.delete(sub);
  });
});
const redis = new Redis(redisUrl);
await redis.subscribe(channel);
redis.on('message', (_ch, message) => {
  for (const q of JSON.parse(message)) {
    const subs = bySymbol.get(q.symbol);
    if (!subs) continue;
    const json = JSON.stringify(q);
    for (const { ws, prefix } of subs) ws.send(`${prefix}${json}}}}`);
  }
});
process.send?.({ type: 'ready' });
