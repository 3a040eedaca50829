import fs from 'node:fs';
import path from 'node:path';
import { Money } from '../shared/money';
import type { TestApp, TestUser } from './harness';
import { type ScriptedMarket, fundUser } from './scripted-market';
import { insertBars } from '../modules/market-data/quote-store';
import { parseReplayCsv } from '../modules/market-data/providers/replay/replay-provider';

// Test support of the intraday strategy: the recorded fixtures (data/, replay CSV format), a verified and
// funded user with a pay password, and a session played through the real feed minute by minute.

const DATA = path.join(__dirname, '../modules/intraday/data');

export const APPLY = `mutation A($input: ApplyIntradayInput!) { applyIntradayStrategy(input: $input) {
  id orderNo symbol currency amount status reasons riskBand phase holding tradeDate atr realisedNet netResult chargesTotal
  trades { id seq positionId orderNo tradeNo shares buyPrice sellPrice stopPrice targetPrice buyCharges sellCharges netProfit exitReason simulated }
} }`;
export const RECORD = `query R($id: ID!) { intradayApplication(id: $id) {
  id orderNo status phase holding rangeHigh rangeLow realisedNet netResult resultNow chargesTotal
  trades { id seq positionId orderNo tradeNo shares buyPrice sellPrice stopPrice targetPrice buyCharges sellCharges netProfit exitReason simulated openedAt closedAt }
} }`;

export interface Bar {
  at: Date;
  open: string;
  high: string;
  low: string;
  close: string;
}

export function minuteFixture(file: string): Bar[] {
  return parseReplayCsv(fs.readFileSync(path.join(DATA, file), 'utf8'), file);
}

/** The recorded daily bars before `date` (YYYY-MM-DD), stored as the feed's backfill stores history. */
export async function backfillDaily(app: TestApp, before: string): Promise<void> {
  const bars = parseReplayCsv(fs.readFileSync(path.join(DATA, 'aapl-daily.csv'), 'utf8'), 'aapl-daily.csv')
    .map((b) => ({ ...b, tradeDate: b.at.toISOString().slice(0, 10) }))
    .filter((b) => b.tradeDate < before);
  await insertBars(app.appDs, 'bars_daily', bars);
}

/** A verified user with `amount` USD deposited and the pay password 246810. */
export async function strategyUser(app: TestApp, ops: TestUser, usd: string): Promise<TestUser> {
  const u = await app.registerUser({ verified: true });
  await fundUser(app, ops, u, 'USD', usd);
  const set = await u.client.exec(`mutation S($input: SetPayPasswordInput!) { setPayPassword(input: $input) }`, {
    input: { loginPassword: u.password, newPassword: '246810', confirmPassword: '246810' },
  });
  if (set.errors) throw new Error(JSON.stringify(set.errors));
  return u;
}

let keys = 0;
export const newKey = () => `intraday-${Date.now()}-${++keys}`;

/**
 * Plays minute bars through the feed: four ticks a bar (open, then the nearer extreme, the other, close)
 * at 5, 20, 35 and 50 seconds into the minute, bid and ask one cent either side; each tick runs the tick
 * hooks. Only ticks at or after `from` and before `until` are played.
 */
export async function play(
  app: TestApp,
  market: ScriptedMarket,
  bars: readonly Bar[],
  window: { from?: Date; until?: Date } = {},
): Promise<void> {
  for (const b of bars) {
    const up = new Money(b.close).gte(b.open);
    const path = up ? [b.open, b.low, b.high, b.close] : [b.open, b.high, b.low, b.close];
    for (let i = 0; i < 4; i++) {
      const at = new Date(b.at.getTime() + (5 + i * 15) * 1000);
      if ((window.from && at < window.from) || (window.until && at >= window.until)) continue;
      app.clock.set(at);
      const p = new Money(path[i]);
      await market.tick([['US:AAPL', p.minus('0.01').toFixed(), p.plus('0.01').toFixed()]]);
    }
  }
}
