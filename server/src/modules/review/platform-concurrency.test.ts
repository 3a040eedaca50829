import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';

// The unit of work's promises under load, through the real API: a user's orders, transfers and
// withdrawals (and ops reviewing them) running at once never deadlock into an error a client sees, and
// every statement line's running balance follows from the line before it.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;

const key = () => randomUUID();
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id } }`;
const FX_QUOTE = `query Q($from: String!, $to: String!, $amount: Decimal!) { fxQuote(from: $from, to: $to, amount: $amount) { id rate } }`;
const TRANSFER = `mutation T($input: TransferFundsInput!) { transferFunds(input: $input) { id } }`;
const WITHDRAW = `mutation W($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id } }`;
const REVOKE = `mutation R($id: ID!, $key: String!) { revokeWithdrawal(id: $id, idempotencyKey: $key) { id } }`;
const APPROVE = `mutation A($id: ID!, $key: String!) { approveWithdrawal(id: $id, idempotencyKey: $key) { id } }`;
const SET_PAY = `mutation S($input: SetPayPasswordInput!) { setPayPassword(input: $input) }`;
const ADD_CARD = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { id } }`;
const STATEMENT = `query S($currency: String!, $after: String) { statement(currency: $currency, first: 100, after: $after) {
  items { entryId kind orderNo label availableChange frozenChange availableAfter frozenAfter } nextCursor } }`;
const BALANCES = `query { balances { currency available frozen } }`;

type Line = { entryId: string; kind: string; orderNo: string | null; label: string | null } & Record<
  'availableChange' | 'frozenChange' | 'availableAfter' | 'frozenAfter',
  string
>;

/** Codes a client may see for these operations when they race: refusals for a reason, never a fault. */
const BUSINESS_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'RATE_CHANGED',
  'ALREADY_REVIEWED',
  'WITHDRAWAL_NOT_PENDING',
  'POSITION_ALREADY_CLOSED',
]);

beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 24 });
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: New York in session
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([['US:AAPL', '200.00', '200.10']]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

async function trader(): Promise<{ u: TestUser; card: string }> {
  // Real-name passed: withdrawals need it.
  const u = await app.registerUser({ verified: true });
  await fundUser(app, ops, u, 'USD', '8000');
  await fundUser(app, ops, u, 'EUR', '8000');
  await u.client.exec(SET_PAY, { input: { loginPassword: u.password, newPassword: 'pay-123456', confirmPassword: 'pay-123456' } });
  const card = await u.client.exec<{ addBankCard: { id: string } }>(ADD_CARD, {
    input: {
      holderName: 'Ana Pérez',
      bankName: 'CaixaBank',
      cardNumber: '4000 1234 5678 9010',
      bankAddress: 'Calle Mayor 1, Madrid',
      iban: 'ES91 2100 0418 4502 0005 1332',
    },
  });
  // Withdrawals need a second factor, freshly checked (the enrolment counts for 5 minutes of the test clock).
  await app.enrolSecondFactor(u);
  return { u, card: card.data!.addBankCard.id };
}

async function statement(u: TestUser, currency: string): Promise<Line[]> {
  const lines: Line[] = [];
  let after: string | null = null;
  for (;;) {
    const page: { data?: { statement: { items: Line[]; nextCursor: string | null } } | null; errors?: unknown } = await u.client.exec(
      STATEMENT,
      { currency, after },
    );
    expect(JSON.stringify(page.errors ?? null)).toBe('null');
    lines.push(...page.data!.statement.items);
    after = page.data!.statement.nextCursor;
    if (!after) return lines;
  }
}

describe('the unit of work under concurrent money paths of the same users', () => {
  it('orders, transfers, withdrawals and reviews at once: no deadlock reaches a client, and every running balance is exact', async () => {
    const traders = await Promise.all([trader(), trader(), trader()]);
    const errors: string[] = [];
    const withdrawals: Array<{ u: TestUser; id: string }> = [];
    const positions: Array<{ u: TestUser; id: string }> = [];
    const quoteId = async (u: TestUser, from: string, to: string) =>
      (await u.client.exec<{ fxQuote: { id: string } }>(FX_QUOTE, { from, to, amount: '25.50' })).data!.fxQuote.id;
    const note = (r: Parameters<typeof codeOf>[0]) => {
      const code = codeOf(r);
      if (code) errors.push(code);
    };

    const operations: Array<() => Promise<void>> = [];
    for (let round = 0; round < 12; round++) {
      for (const { u, card } of traders) {
        operations.push(async () => {
          const r = await u.client.exec<{ placeOrder: { id: string } }>(PLACE, {
            input: { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 2, leverage: 1, idempotencyKey: key() },
          });
          note(r);
          const pos: Array<{ id: string }> = r.data
            ? await app.ds.query('SELECT id FROM positions WHERE order_id = $1', [r.data.placeOrder.id])
            : [];
          if (pos[0]) positions.push({ u, id: pos[0].id });
        });
        operations.push(async () => {
          const from = round % 2 ? 'EUR' : 'USD';
          const to = from === 'EUR' ? 'USD' : 'EUR';
          note(
            await u.client.exec(TRANSFER, {
              input: { quoteId: await quoteId(u, from, to), idempotencyKey: key() },
            }),
          );
        });
        operations.push(async () => {
          const r = await u.client.exec<{ requestWithdrawal: { id: string } }>(WITHDRAW, {
            input: {
              method: 'BANK',
              currency: round % 2 ? 'EUR' : 'USD',
              amount: '120',
              bankCardId: card,
              payPassword: 'pay-123456',
              idempotencyKey: key(),
            },
          });
          note(r);
          if (r.data) withdrawals.push({ u, id: r.data.requestWithdrawal.id });
        });
        operations.push(async () => {
          const w = withdrawals.shift();
          if (!w) return;
          note(
            round % 3 === 0
              ? await w.u.client.exec(REVOKE, { id: w.id, key: key() })
              : await ops.client.exec(APPROVE, { id: w.id, key: key() }),
          );
        });
        operations.push(async () => {
          const p = positions.shift();
          if (p) note(await p.u.client.exec(CLOSE, { id: p.id, key: key() }));
        });
      }
    }
    // Eight at a time, in a shuffled order, so the same user's paths overlap.
    operations.sort(() => Math.random() - 0.5);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < operations.length) await operations[next++]();
      }),
    );

    expect(errors.filter((c) => !BUSINESS_REFUSALS.has(c))).toEqual([]);
    const deadlocks: Array<{ deadlocks: string }> = await app.ds.query(
      'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
    );
    console.log({ operations: operations.length, refusals: errors.length, deadlocks: deadlocks[0]?.deadlocks });

    // Every line follows from the one before it, in both balances, and the newest matches the balance.
    for (const { u } of traders) {
      const balances = (await u.client.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES)).data!
        .balances;
      for (const currency of ['EUR', 'USD']) {
        const lines = (await statement(u, currency)).reverse();
        expect(lines.length).toBeGreaterThan(3);
        let available = new Money(0);
        let frozen = new Money(0);
        for (const line of lines) {
          available = available.plus(line.availableChange);
          frozen = frozen.plus(line.frozenChange);
          expect({
            entry: line.entryId,
            available: new Money(line.availableAfter).toFixed(),
            frozen: new Money(line.frozenAfter).toFixed(),
          }).toEqual({
            entry: line.entryId,
            available: available.toFixed(),
            frozen: frozen.toFixed(),
          });
          // Every line names what it was about.
          expect(line.orderNo).toMatch(/^[DWXOTR]\d{8}\d+$/);
          if (line.kind.startsWith('position_')) expect(line.label).toBe('US:AAPL');
        }
        const b = balances.find((x) => x.currency === currency)!;
        expect([available.toFixed(), frozen.toFixed()]).toEqual([new Money(b.available).toFixed(), new Money(b.frozen).toFixed()]);
      }
    }
    expect((await app.services.ledger.check()).problems).toEqual([]);
  }, 180_000);
});
