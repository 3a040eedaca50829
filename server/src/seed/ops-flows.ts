import type Decimal from 'decimal.js';
import type { Services } from '../app/registry';
import type { User } from '../modules/auth/user.entity';

/**
 * Confirms a deposit the way ops do: the maker decides; above the second-approval threshold the checker
 * (a different ops user) approves the request. Used by the demo seed, the test kit and the benchmarks.
 */
export async function confirmDeposit(services: Services, maker: User, checker: User | null, depositId: string, key: string): Promise<void> {
  const outcome = await services.review.decide(maker, { kind: 'deposit', id: depositId, decision: 'approve', idempotencyKey: key });
  if (!outcome.opsRequestId) return;
  if (!checker) throw new Error(`deposit ${depositId} needs a second ops user's approval`);
  await services.makerChecker.decide(checker, { id: outcome.opsRequestId, approve: true, idempotencyKey: `${key}-checked` }, { ip: null });
}

/** Adjusts a user's cash the way ops do: the maker files it, the checker (a different ops user) approves it. */
export async function adjustBalance(
  services: Services,
  maker: User,
  checker: User,
  input: { userId: string; currency: string; amount: Decimal; reason: string; idempotencyKey: string },
): Promise<void> {
  const request = await services.makerChecker.fileAdjustment(maker, input, { ip: null });
  await services.makerChecker.decide(
    checker,
    { id: request.id, approve: true, idempotencyKey: `${input.idempotencyKey}-checked` },
    { ip: null },
  );
}
