import { randomUUID } from 'node:crypto';
import { adjustBalance } from '../seed/ops-flows';
import { Money } from '../shared/money';
import type { TestApp, TestUser } from './harness';

/** Credits a user's available cash through the maker-checker adjustment (`ops` makes it, the app's checker approves). */
export async function credit(app: TestApp, ops: TestUser, userId: string, amount: string, currency = 'EUR'): Promise<void> {
  await adjustBalance(app.services, ops.user, (await app.checker()).user, {
    userId,
    currency,
    amount: new Money(amount),
    reason: 'test funding',
    idempotencyKey: randomUUID(),
  });
}
