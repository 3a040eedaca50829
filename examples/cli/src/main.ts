import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ApiError, VelaApi } from './api';
import { OrderPreviewDocument, PlaceOrderDocument, PortfolioDocument, QuotesDocument } from './documents';

const USAGE = `Vela example CLI — set VELA_URL (e.g. http://localhost:4000) and VELA_TOKEN (a personal API token).

  vela portfolio                                 balances (needs the read scope)
  vela quotes <SYMBOL>... [--count N]            live quotes, e.g. US:AAPL ES:SAN (read)
  vela order --symbol S --shares N --limit P [--short] [--yes]
                                                 previews a limit order with every charge; places it with --yes (trade)
`;

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function portfolio(api: VelaApi): Promise<void> {
  const { portfolio: p } = await api.request(PortfolioDocument);
  out(`Portfolio at ${p.at}${p.simulated ? ' (Simulated prices)' : ''}`);
  for (const b of p.balances) {
    out(
      `${b.currency}  available ${b.available}  frozen ${b.frozen}  positions ${b.positionValue}  total ${b.totalAssets}  floating P/L ${b.floatingProfit}`,
    );
  }
}

async function quotes(api: VelaApi, symbols: string[], count: number | null): Promise<void> {
  if (symbols.length === 0) throw new UsageError('name at least one symbol, e.g. US:AAPL');
  let seen = 0;
  const stream = api.subscribe(QuotesDocument, { symbols }, ({ quotes: q }) => {
    // Quotes of one batch may arrive together: no more than asked for.
    if (count !== null && seen >= count) return;
    out(`${q.at}  ${q.symbol}  bid ${q.bid}  ask ${q.ask}${q.simulated ? '  Simulated' : ''}`);
    seen += 1;
    if (count !== null && seen >= count) stream.stop();
  });
  process.once('SIGINT', () => stream.stop());
  await stream.done;
}

async function order(api: VelaApi, o: { symbol?: string; shares?: string; limit?: string; short?: boolean; yes?: boolean }): Promise<void> {
  if (!o.symbol || !o.shares || !o.limit) throw new UsageError('order needs --symbol, --shares and --limit');
  const shares = Number(o.shares);
  if (!Number.isInteger(shares) || shares <= 0) throw new UsageError('--shares is a whole number above 0');
  const input = {
    symbol: o.symbol,
    orderType: 'LIMIT' as const,
    direction: o.short ? ('SHORT' as const) : ('LONG' as const),
    shares,
    leverage: 1,
    limitPrice: o.limit,
  };
  // Every charge is shown before anything is placed.
  const { orderPreview: p } = await api.request(OrderPreviewDocument, { input });
  out(`Preview: ${input.direction} ${shares} ${o.symbol} limit ${o.limit}`);
  for (const c of p.charges) out(`  charge ${c.kind}: ${c.amount} ${c.currency}`);
  out(`  total to hold ${p.totalCost} ${p.settlementCurrency} (charges ${p.chargesTotal}); available ${p.available}`);
  if (!o.yes) {
    out('Not placed: run again with --yes to place it.');
    return;
  }
  const { placeOrder: placed } = await api.request(PlaceOrderDocument, { input: { ...input, idempotencyKey: randomUUID() } });
  out(
    `Placed order ${placed.orderNo}: ${placed.status} ${placed.direction} ${placed.shares} ${placed.symbol} limit ${placed.limitPrice} (held ${placed.heldAmount ?? '0'} ${placed.settlementCurrency})`,
  );
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      count: { type: 'string' },
      symbol: { type: 'string' },
      shares: { type: 'string' },
      limit: { type: 'string' },
      short: { type: 'boolean' },
      yes: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  const url = process.env.VELA_URL;
  const token = process.env.VELA_TOKEN;
  if (!command || !url || !token) throw new UsageError('');
  const api = new VelaApi(url.replace(/\/$/, ''), token);
  if (command === 'portfolio') await portfolio(api);
  else if (command === 'quotes') await quotes(api, rest, values.count ? Number(values.count) : null);
  else if (command === 'order') await order(api, values);
  else throw new UsageError(`unknown command ${command}`);
}

main().catch((err) => {
  if (err instanceof UsageError) {
    if (err.message) process.stderr.write(`${err.message}\n\n`);
    process.stderr.write(USAGE);
    process.exit(2);
  }
  if (err instanceof ApiError) {
    process.stderr.write(`refused: ${err.code}${err.status ? ` (HTTP ${err.status})` : ''}\n`);
    process.exit(1);
  }
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
