import type { DataSource, EntityManager } from 'typeorm';
import type { ReviewItem, ReviewKind, ReviewQueueRow } from '../../app/module';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { CommonReviewReason, type ReviewReasonDescriptions } from '../review/review-reasons';
import { RealNameStatus } from './real-name.entities';
import { REAL_NAME_KIND } from './real-name.service';
import { queueFilter } from '../../shared/pagination';

/** Real-name's own refusal reasons, beyond the common ones (merged into ReviewReasonCode). */
export enum RealNameReviewReason {
  DOCUMENTS_UNCLEAR = 'DOCUMENTS_UNCLEAR',
  DOCUMENTS_MISMATCH = 'DOCUMENTS_MISMATCH',
}

export const realNameReviewReasonDescriptions: ReviewReasonDescriptions<RealNameReviewReason> = {
  DOCUMENTS_UNCLEAR: 'The uploaded documents cannot be read.',
  DOCUMENTS_MISMATCH: 'The documents do not match the details entered.',
};

/** The reasons a real-name submission may be refused with (the user reads them in their language). */
export const REAL_NAME_REASON_CODES: readonly string[] = [
  RealNameReviewReason.DOCUMENTS_UNCLEAR,
  RealNameReviewReason.DOCUMENTS_MISMATCH,
  CommonReviewReason.NAME_MISMATCH,
  CommonReviewReason.DUPLICATE,
  CommonReviewReason.SUSPECTED_FRAUD,
  CommonReviewReason.OTHER,
];

interface Row {
  id: string;
  user_id: string;
  submission_no: string;
  status: string;
  id_name: string;
  id_number_masked: string;
  nationality: string;
  created_at: Date;
}

const COLUMNS = 'id, user_id, submission_no, status, id_name, id_number_masked, nationality, created_at';

async function one(em: EntityManager, id: string, lock: boolean): Promise<Row | null> {
  const rows: Row[] = await em.query(`SELECT ${COLUMNS} FROM real_name_submissions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

const summaryOf = (r: Row) => `${r.id_name} · ${r.nationality} · ${r.id_number_masked}`;

const itemOf = (r: Row): ReviewItem => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  // No amount: a real-name decision never needs a second approval.
  amount: null,
  summary: { submissionNo: r.submission_no, idName: r.id_name, nationality: r.nationality, idNumber: r.id_number_masked },
});

/** Real-name submissions: ops pass them or reject them with a reason; the user may submit again after a rejection. */
export function realNameReview(ds: DataSource): ReviewKind {
  return {
    kind: REAL_NAME_KIND,
    pendingStatus: RealNameStatus.PENDING,
    event: 'REAL_NAME_UPDATED',
    outcomes: { approve: RealNameStatus.PASSED, refuse: RealNameStatus.REJECTED },
    find: async (em, id) => {
      const r = await one(em, id, false);
      return r && itemOf(r);
    },
    lock: async (em, id) => itemOf((await one(em, id, true)) as Row),
    async apply(decision, item, c) {
      if (decision === 'approve') {
        await c.tx.em.query(`UPDATE real_name_submissions SET status = 'passed', decided_by_id = $2, decided_at = $3 WHERE id = $1`, [
          item.id,
          c.actor.id,
          c.now,
        ]);
        return {};
      }
      if (!c.reasonCode || !REAL_NAME_REASON_CODES.includes(c.reasonCode)) throw new DomainError(CommonError.BAD_INPUT);
      await c.tx.em.query(
        `UPDATE real_name_submissions SET status = 'rejected', reason_code = $2, note = $3, decided_by_id = $4, decided_at = $5 WHERE id = $1`,
        [item.id, c.reasonCode, c.note, c.actor.id, c.now],
      );
      return { reasonCode: c.reasonCode };
    },
    async queue(status, limit, after, userId): Promise<ReviewQueueRow[]> {
      const f = queueFilter('', 'created_at', status, limit, after, userId);
      const rows: Row[] = await ds.query(
        `SELECT ${COLUMNS} FROM real_name_submissions WHERE ${f.where}
           ORDER BY created_at DESC, id DESC LIMIT $2`,
        f.params,
      );
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        status: r.status,
        orderNo: r.submission_no,
        amount: null,
        currency: null,
        createdAt: r.created_at,
        summary: summaryOf(r),
      }));
    },
  };
}
