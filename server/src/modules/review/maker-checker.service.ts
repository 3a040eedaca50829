import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import type { ReviewItem } from '../../app/module';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import type { AuditService } from '../audit/audit.service';
import { idempotent, once } from '../ledger/idempotency';
import type { AccountsService, AdjustmentInput } from '../ledger/accounts.service';
import type { Actor, DecisionInput, ReviewService, SecondApprovalFiler } from './review.service';
import { ReviewError } from './review.errors';
import { OpsRequestKind, OpsRequestStatus } from './review.types';

interface OpsRequestRow {
  id: string;
  request_no: string;
  kind: OpsRequestKind;
  status: OpsRequestStatus;
  maker_id: string;
  maker_label: string;
  target_user_id: string | null;
  target_user_phone: string | null;
  summary: string;
  payload: Record<string, string | null>;
  reason: string;
  checker_id: string | null;
  checker_label: string | null;
  checker_note: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/**
 * The reason of a review approval filed for a second ops user without a note of the maker's: a code,
 * which clients put in the reader's language (issue 30: no English sentence of the server's on a screen
 * in another language). Rows filed before stored the English sentence; both read as the code.
 */
export const SECOND_APPROVAL_REASON = 'SECOND_APPROVAL_THRESHOLD';
const LEGACY_SECOND_APPROVAL_REASON = 'Approval above the second-approval threshold';

export interface OpsRequestView {
  id: string;
  requestNo: string;
  kind: OpsRequestKind;
  status: OpsRequestStatus;
  makerId: string;
  makerLabel: string;
  targetUserId: string | null;
  targetUserPhone: string | null;
  summary: string;
  reason: string;
  /** SECOND_APPROVAL_THRESHOLD when the maker gave no reason of their own (see above); null otherwise. */
  reasonCode: string | null;
  amount: Decimal | null;
  currency: string | null;
  checkerId: string | null;
  checkerLabel: string | null;
  checkerNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

const SELECT = `SELECT r.*, m.phone AS maker_label, c.phone AS checker_label, t.phone AS target_user_phone
  FROM ops_requests r JOIN users m ON m.id = r.maker_id LEFT JOIN users c ON c.id = r.checker_id LEFT JOIN users t ON t.id = r.target_user_id`;

/** The stored reason as the API gives it: the code (with the English sentence for older clients), or ops' own text. */
function reasonOf(stored: string): { reason: string; reasonCode: string | null } {
  if (stored === SECOND_APPROVAL_REASON || stored === LEGACY_SECOND_APPROVAL_REASON)
    return { reason: LEGACY_SECOND_APPROVAL_REASON, reasonCode: SECOND_APPROVAL_REASON };
  return { reason: stored, reasonCode: null };
}

function toView(r: OpsRequestRow): OpsRequestView {
  return {
    id: r.id,
    requestNo: r.request_no,
    kind: r.kind,
    status: r.status,
    makerId: r.maker_id,
    makerLabel: r.maker_label,
    targetUserId: r.target_user_id,
    targetUserPhone: r.target_user_phone,
    summary: r.summary,
    ...reasonOf(r.reason),
    amount: r.payload.amount ? new Money(r.payload.amount) : null,
    currency: r.payload.currency ?? null,
    checkerId: r.checker_id,
    checkerLabel: r.checker_label,
    checkerNote: r.checker_note,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  };
}

/**
 * Maker-checker: a balance adjustment of any amount, and an approval above the threshold, is filed by
 * one ops user (the maker) and takes effect only when a second, different ops user (the checker)
 * approves it. Nobody approves their own request or acts on their own account. Both steps are audited.
 */
export class MakerCheckerService implements SecondApprovalFiler {
  constructor(
    private readonly ds: DataSource,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly accounts: AccountsService,
    private readonly review: ReviewService,
  ) {
    review.useSecondApproval(this);
  }

  /** The maker files a balance adjustment; nothing moves until a checker approves. */
  async fileAdjustment(
    maker: Actor,
    input: AdjustmentInput & { idempotencyKey: string },
    meta: { ip: string | null },
  ): Promise<OpsRequestView> {
    const adj = this.accounts.checkAdjustment(input);
    if (adj.userId === maker.id) throw new DomainError(ReviewError.OWN_ACCOUNT_FORBIDDEN);
    const key = {
      ownerId: maker.id,
      key: input.idempotencyKey,
      operation: 'fileAdjustment',
      input: { userId: adj.userId, currency: adj.currency, amount: adj.amount, reason: adj.reason },
    };
    const run = () =>
      this.uow.run(async (tx) => {
        const exists: unknown[] = await tx.em.query('SELECT 1 FROM users WHERE id = $1', [adj.userId]);
        if (exists.length === 0) throw new DomainError(CommonError.NOT_FOUND);
        const { resultId } = await idempotent(tx.em, key, async (newId) => {
          const sign = adj.amount.isNegative() ? '−' : '+';
          await this.insert(tx, newId, {
            kind: OpsRequestKind.BALANCE_ADJUSTMENT,
            maker,
            targetUserId: adj.userId,
            summary: `Adjust ${adj.currency} ${sign}${adj.amount.abs().toFixed(2)}`,
            payload: { userId: adj.userId, currency: adj.currency, amount: adj.amount.toFixed(2) },
            reason: adj.reason,
            ip: meta.ip,
          });
        });
        return resultId;
      });
    return this.byId(await once(this.uow, key, run, async (id) => id));
  }

  /** Called by the review workflow inside its unit of work: the approval waits for a checker. */
  async fileReviewDecision(tx: Tx, maker: Actor, item: ReviewItem, input: DecisionInput, requestId?: string): Promise<string> {
    const id = requestId ?? ((await tx.em.query('SELECT gen_random_uuid() AS id'))[0].id as string);
    try {
      await tx.em.query('SAVEPOINT file_review_decision');
      await this.insert(tx, id, {
        kind: OpsRequestKind.REVIEW_DECISION,
        maker,
        targetUserId: item.userId,
        summary: `Approve ${input.kind}${item.amount ? ` of ${item.amount.currency} ${new Money(item.amount.value).toFixed(2)}` : ''}`,
        payload: {
          kind: input.kind,
          id: item.id,
          decision: input.decision,
          amount: item.amount?.value ?? null,
          currency: item.amount?.currency ?? null,
        },
        reason: input.note?.trim() || SECOND_APPROVAL_REASON,
        ip: null,
      });
      await tx.em.query('RELEASE SAVEPOINT file_review_decision');
    } catch (err) {
      if ((err as { constraint?: string }).constraint === 'ops_requests_one_pending_review') {
        throw new DomainError(ReviewError.SECOND_APPROVAL_PENDING);
      }
      throw err;
    }
    return id;
  }

  private async insert(
    tx: Tx,
    id: string,
    r: {
      kind: OpsRequestKind;
      maker: Actor;
      targetUserId: string | null;
      summary: string;
      payload: Record<string, string | null>;
      reason: string;
      ip: string | null;
    },
  ): Promise<void> {
    const now = this.clock.now();
    await tx.em.query(
      `INSERT INTO ops_requests (id, request_no, kind, maker_id, target_user_id, summary, payload, reason, created_at)
       VALUES ($1, 'R' || to_char($8::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('ops_request_no_seq'), $2, $3, $4, $5, $6, $7, $8)`,
      [id, r.kind, r.maker.id, r.targetUserId, r.summary.slice(0, 300), JSON.stringify(r.payload), r.reason.slice(0, 500), now],
    );
    await this.audit.record(tx.em, {
      actorId: r.maker.id,
      actorLabel: r.maker.phone,
      action: 'ops_request.filed',
      targetType: 'ops_request',
      targetId: id,
      after: { kind: r.kind, summary: r.summary, targetUserId: r.targetUserId, ...r.payload },
      reason: r.reason,
      ip: r.ip,
    });
  }

  /** The checker approves (the action takes effect now) or rejects a pending request. */
  async decide(
    checker: Actor,
    input: { id: string; approve: boolean; note?: string | null; idempotencyKey: string },
    meta: { ip: string | null },
  ): Promise<OpsRequestView> {
    if (!isUuid(input.id)) throw new DomainError(CommonError.NOT_FOUND);
    const note = input.note?.trim() || null;
    const key = {
      ownerId: checker.id,
      key: input.idempotencyKey,
      operation: 'decideOpsRequest',
      input: { id: input.id, approve: input.approve, note },
    };
    const run = () =>
      this.uow.run(async (tx) => {
        const found: Array<{ target_user_id: string | null }> = await tx.em.query('SELECT target_user_id FROM ops_requests WHERE id = $1', [
          input.id,
        ]);
        if (!found[0]) throw new DomainError(CommonError.NOT_FOUND);
        await tx.lockUsers(found[0].target_user_id);
        await idempotent(tx.em, key, async () => {
          const rows: OpsRequestRow[] = await tx.em.query(`${SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [input.id]);
          const r = rows[0];
          if (r.status !== OpsRequestStatus.PENDING) throw new DomainError(ReviewError.OPS_REQUEST_NOT_PENDING);
          if (r.maker_id === checker.id) throw new DomainError(ReviewError.MAKER_CANNOT_APPROVE);
          if (r.target_user_id === checker.id) throw new DomainError(ReviewError.OWN_ACCOUNT_FORBIDDEN);
          const maker: Actor = { id: r.maker_id, phone: r.maker_label };
          let result: Record<string, unknown> = {};
          if (input.approve) result = await this.apply(tx, r, maker, checker, meta);
          const now = this.clock.now();
          await tx.em.query(
            `UPDATE ops_requests SET status = $2, checker_id = $3, checker_note = $4, result = $5, decided_at = $6 WHERE id = $1`,
            [r.id, input.approve ? OpsRequestStatus.APPROVED : OpsRequestStatus.REJECTED, checker.id, note, JSON.stringify(result), now],
          );
          await this.audit.record(tx.em, {
            actorId: checker.id,
            actorLabel: checker.phone,
            action: input.approve ? 'ops_request.approved' : 'ops_request.rejected',
            targetType: 'ops_request',
            targetId: r.id,
            before: { status: r.status, makerId: r.maker_id },
            after: { status: input.approve ? OpsRequestStatus.APPROVED : OpsRequestStatus.REJECTED, ...result },
            reason: note,
            ip: meta.ip,
          });
        });
      });
    await once(this.uow, key, run, async () => {});
    return this.byId(input.id);
  }

  private async apply(
    tx: Tx,
    r: OpsRequestRow,
    maker: Actor,
    checker: Actor,
    meta: { ip: string | null },
  ): Promise<Record<string, unknown>> {
    const p = r.payload;
    if (r.kind === OpsRequestKind.BALANCE_ADJUSTMENT) {
      const entryId = await this.accounts.applyAdjustment(tx, {
        requestId: r.id,
        requestNo: r.request_no,
        maker,
        checker,
        userId: p.userId as string,
        currency: p.currency as string,
        amount: new Money(p.amount as string),
        reason: r.reason,
        ip: meta.ip,
      });
      return { entryId };
    }
    const outcome = await this.review.decideInTx(
      tx,
      maker,
      { kind: p.kind as string, id: p.id as string, decision: 'approve', idempotencyKey: r.id },
      { meta, as: 'ops', checkedBy: checker },
    );
    return { reviewStatus: outcome.status };
  }

  async byId(id: string): Promise<OpsRequestView> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: OpsRequestRow[] = await this.ds.query(`${SELECT} WHERE r.id = $1`, [id]);
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return toView(rows[0]);
  }

  async list(status: OpsRequestStatus | null, first: number, after: string | null | undefined): Promise<Page<OpsRequestView>> {
    const wanted = status ?? OpsRequestStatus.PENDING;
    const scope = ['opsRequests', wanted];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const rows: OpsRequestRow[] = await this.ds.query(
      `${SELECT} WHERE r.status = $1 ${c ? 'AND (r.created_at, r.id) < ($3, $4)' : ''} ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      c ? [wanted, first + 1, c[0], c[1]] : [wanted, first + 1],
    );
    const page = pageOf(rows, first, (r) => [r.created_at, r.id], scope);
    return { items: page.items.map(toView), nextCursor: page.nextCursor };
  }
}
