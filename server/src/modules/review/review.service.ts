import type Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { ReviewDecision, ReviewItem, ReviewKind, ReviewQueueRow } from '../../app/module';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { idempotent, once } from '../ledger/idempotency';
import { ReviewError } from './review.errors';
import { isReviewReasonCode } from './review-reasons';

export interface Actor {
  id: string;
  phone: string;
}

export interface DecisionInput {
  kind: string;
  id: string;
  decision: ReviewDecision;
  reasonCode?: string | null;
  note?: string | null;
  idempotencyKey: string;
}

export interface DecisionResult {
  kind: string;
  id: string;
  status: string;
  opsRequestId: string | null;
}

export interface QueueItem {
  kind: string;
  id: string;
  userId: string;
  userPhone: string | null;
  status: string;
  orderNo: string | null;
  amount: Decimal | null;
  currency: string | null;
  summary: string;
  createdAt: Date;
  needsSecondApproval: boolean;
}

/** How a decision that needs a second ops user is filed (the maker-checker service does it). */
export interface SecondApprovalFiler {
  fileReviewDecision(tx: Tx, maker: Actor, item: ReviewItem, input: DecisionInput, id?: string): Promise<string>;
}

/**
 * The one review workflow. Every "pending review" state of every domain goes through `decide`: it takes
 * the user's money lock, records the idempotency key, locks the item, guards its status, lets the kind
 * apply its ledger side and row update, audits with before/after and the reason, and emits the user's
 * event, all in one unit of work. Approvals above the threshold wait for a second ops user.
 */
export class ReviewService {
  private filer: SecondApprovalFiler | null = null;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly kinds: () => Map<string, ReviewKind>,
    private readonly secondApprovalAbove: Decimal,
  ) {}

  /** The maker-checker service registers itself here (the two depend on each other). */
  useSecondApproval(filer: SecondApprovalFiler): void {
    this.filer = filer;
  }

  kind(name: string): ReviewKind {
    const k = this.kinds().get(name);
    if (!k) throw new DomainError(ReviewError.REVIEW_KIND_UNKNOWN);
    return k;
  }

  kindNames(): ReviewKind[] {
    return [...this.kinds().values()];
  }

  needsSecondApproval(item: Pick<ReviewItem, 'amount'>): boolean {
    return item.amount !== null && new Money(item.amount.value).gt(this.secondApprovalAbove);
  }

  /** An ops decision (approve or refuse) on an item waiting for review. */
  async decide(ops: User, input: DecisionInput, meta: { ip: string | null } = { ip: null }): Promise<DecisionResult> {
    if (input.decision === 'revoke') throw new DomainError(ReviewError.DECISION_NOT_ALLOWED);
    return this.run(ops, input, meta, 'ops');
  }

  /** The owner takes back an item still waiting for review (a withdrawal, an application…). */
  async revoke(user: User, kind: string, id: string, idempotencyKey: string, meta: { ip: string | null } = { ip: null }) {
    return this.run(user, { kind, id, decision: 'revoke', idempotencyKey }, meta, 'owner');
  }

  private async run(actor: Actor, input: DecisionInput, meta: { ip: string | null }, as: 'ops' | 'owner'): Promise<DecisionResult> {
    const k = this.kind(input.kind);
    if (!k.outcomes[input.decision]) throw new DomainError(ReviewError.DECISION_NOT_ALLOWED);
    const reasonCode = input.reasonCode ?? null;
    if (input.decision === 'refuse' && !reasonCode) throw new DomainError(ReviewError.REASON_CODE_REQUIRED);
    if (reasonCode && !isReviewReasonCode(reasonCode)) throw new DomainError(CommonError.BAD_INPUT);
    if (!isUuid(input.id)) throw new DomainError(CommonError.NOT_FOUND);
    const key = {
      ownerId: actor.id,
      key: input.idempotencyKey,
      operation: `review.${input.kind}.${input.decision}`,
      input: { id: input.id, reasonCode, note: input.note?.trim() || null },
    };
    // The key's answer, replayed: what the first call answered, every field. A decision that filed a
    // second-approval request filed it under the key's result id (the item was still pending then);
    // any other recorded decision was applied, so the item took the decision's outcome.
    const replay = async (em: EntityManager, resultId: string): Promise<DecisionResult> => {
      const filed = (await em.query('SELECT 1 FROM ops_requests WHERE id = $1', [resultId])).length > 0;
      return filed
        ? { kind: input.kind, id: input.id, status: k.pendingStatus, opsRequestId: resultId }
        : { kind: input.kind, id: input.id, status: k.outcomes[input.decision] ?? '', opsRequestId: null };
    };
    const run = () =>
      this.uow.run(async (tx) => {
        const found = await k.find(tx.em, input.id);
        if (!found || (as === 'owner' && found.userId !== actor.id)) throw new DomainError(CommonError.NOT_FOUND);
        // The user's money lock first, as on every money path; then the key, then the item.
        await tx.lockUsers(found.userId);
        let result: DecisionResult | null = null;
        const { replayed, resultId } = await idempotent(tx.em, key, async (id) => {
          result = await this.decideInTx(tx, actor, input, { meta, as, checkedBy: null, resultId: id });
        });
        return replayed || !result ? replay(tx.em, resultId) : result;
      });
    return once(this.uow, key, run, (resultId) => this.uow.read((em) => replay(em, resultId)));
  }

  /**
   * Applies a decision inside the caller's unit of work (the user's money lock already taken). With
   * `checkedBy`, the approval was filed by `actor` and approved by a second ops user now.
   */
  async decideInTx(
    tx: Tx,
    actor: Actor,
    input: DecisionInput,
    o: {
      meta: { ip: string | null };
      as: 'ops' | 'owner';
      checkedBy: Actor | null;
      /** The idempotency key's result id: a second-approval request filed now takes it as its id. */
      resultId?: string;
    },
  ): Promise<DecisionResult> {
    const k = this.kind(input.kind);
    const item = await k.lock(tx.em, input.id);
    if (item.status !== k.pendingStatus) {
      throw new DomainError((input.decision === 'revoke' && k.revokeNotPendingError) || ReviewError.ALREADY_REVIEWED);
    }
    const status = k.outcomes[input.decision];
    if (!status) throw new DomainError(ReviewError.DECISION_NOT_ALLOWED);
    const decider = o.checkedBy ?? actor;
    if (o.as === 'ops' && (item.userId === actor.id || item.userId === decider.id))
      throw new DomainError(ReviewError.OWN_ACCOUNT_FORBIDDEN);
    if (input.decision === 'approve' && !o.checkedBy && this.needsSecondApproval(item)) {
      if (!this.filer) throw new Error('review: no maker-checker service');
      const requestId = await this.filer.fileReviewDecision(tx, actor, item, input, o.resultId);
      return { kind: k.kind, id: item.id, status: item.status, opsRequestId: requestId };
    }
    const now = this.clock.now();
    const reasonCode = input.reasonCode ?? null;
    const note = input.note?.trim() || null;
    const after = await k.apply(input.decision, item, { tx, actor: { id: decider.id, label: decider.phone }, reasonCode, note, now });
    await this.audit.record(tx.em, {
      actorId: decider.id,
      actorLabel: decider.phone,
      action: `review.${k.kind}.${input.decision}`,
      targetType: k.kind,
      targetId: item.id,
      before: { status: item.status, ...item.summary },
      after: { status, ...after, ...(o.checkedBy ? { makerId: actor.id } : {}) },
      reason: [reasonCode, note].filter(Boolean).join(': ') || null,
      ip: o.meta.ip,
    });
    await tx.emit(
      item.userId,
      k.event,
      { id: item.id, status, ...(reasonCode ? { reasonCode } : {}), ...(note ? { reason: note } : {}) },
      now,
    );
    for (const currency of k.balanceCurrencies?.(item) ?? []) await tx.emitBalance(item.userId, currency, now);
    return { kind: k.kind, id: item.id, status, opsRequestId: null };
  }

  /**
   * One user's items waiting for review, across every kind with an inbox (newest first, at most
   * `perKind` of each): the context ops see beside that user's support conversation.
   */
  async openFor(userId: string, perKind = 10): Promise<Array<ReviewQueueRow & { kind: string }>> {
    const out: Array<ReviewQueueRow & { kind: string }> = [];
    for (const k of this.kindNames()) {
      if (!k.queue) continue;
      for (const r of await k.queue(k.pendingStatus, perKind, null, userId)) out.push({ ...r, kind: k.kind });
    }
    return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** The ops inbox of one kind: items in a status (default: waiting), newest first. */
  async queue(kind: string, status: string | null, first: number, after: string | null | undefined): Promise<Page<QueueItem>> {
    const k = this.kind(kind);
    if (!k.queue) throw new DomainError(ReviewError.REVIEW_KIND_UNKNOWN);
    const wanted = status ?? k.pendingStatus;
    const scope = ['reviewQueue', kind, wanted];
    const cursor = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const rows = await k.queue(wanted, first + 1, cursor ? { at: cursor[0], id: cursor[1] } : null);
    const page = pageOf(rows, first, (r) => [r.createdAt, r.id], scope);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((r) => ({
        kind,
        id: r.id,
        userId: r.userId,
        userPhone: null,
        status: r.status,
        orderNo: r.orderNo,
        amount: r.amount === null ? null : new Money(r.amount),
        currency: r.currency,
        summary: r.summary,
        createdAt: r.createdAt,
        needsSecondApproval:
          r.status === k.pendingStatus &&
          this.needsSecondApproval({ amount: r.amount === null ? null : { value: r.amount, currency: r.currency ?? '' } }),
      })),
    };
  }
}
