import { createHash, randomUUID } from 'node:crypto';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import type { ReviewItem, ReviewKind, ReviewQueueRow } from '../../app/module';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import type { FieldCipher } from '../../shared/field-cipher';
import type { AuditService } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { ID_NUMBER_FIELD, normaliseIdNumber } from '../real-name/real-name.rules';
import { SecondFactorError } from './second-factor.errors';
import type { SignInService } from './sign-in.service';
import { queueFilter } from '../../shared/pagination';

export const RECOVERY_KIND = 'second_factor_recovery';
export const RECOVERY_EVENT = 'SECOND_FACTOR_RECOVERY_UPDATED';
/** After an approved recovery, withdrawals stay closed this long (issue 32: 48 hours). */
export const RECOVERY_WITHDRAWAL_LOCK_HOURS = 48;
const OPEN_INDEX = 'second_factor_recovery_one_open';

export interface RecoveryRequest {
  requestNo: string;
  status: string;
}

interface Row {
  id: string;
  request_no: string;
  user_id: string;
  status: string;
  name_matches: boolean;
  id_number_matches: boolean;
  created_at: Date;
}

const COLUMNS = 'id, request_no, user_id, status, name_matches, id_number_matches, created_at';

/** Names compared as people type them on a phone: case, accents, spaces and punctuation aside. */
function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLocaleLowerCase('und')
      .replace(/[\s.,'’-]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
}

function sameSecret(a: string, b: string): boolean {
  // Compared as hashes of equal length: no early exit on the first differing character.
  const h = (s: string) => createHash('sha256').update(s).digest('hex');
  return h(a) === h(b);
}

/**
 * Recovery for a user who lost every second factor (issue 32). The request needs the right password (a
 * sign-in ticket) and a passed real-name record; it states the record's name and ID number, and the
 * server tells ops only whether they match. Ops decide in the review workflow. Every device of the
 * account is told of the request and of the decision (a security notification), so an attacker who
 * knows the password cannot recover quietly; an approval removes every factor, turns two-step sign-in
 * off and keeps withdrawals closed for 48 hours.
 */
export class RecoveryService {
  constructor(
    private readonly ds: DataSource,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
    private readonly signIn: SignInService,
  ) {}

  async request(ticket: string, input: { idName: string; idNumber: string }, meta: RequestMeta): Promise<RecoveryRequest> {
    const { userId } = await this.signIn.ticketOwner(ticket);
    const [record] = await this.ds.query(
      `SELECT id_name, id_number_enc FROM real_name_submissions WHERE user_id = $1 AND status = 'passed' ORDER BY decided_at DESC NULLS LAST LIMIT 1`,
      [userId],
    );
    if (!record) throw new DomainError(SecondFactorError.RECOVERY_REAL_NAME_REQUIRED);
    const nameMatches = sameName(input.idName, record.id_name);
    const idNumberMatches = sameSecret(normaliseIdNumber(input.idNumber), this.cipher.decrypt(record.id_number_enc, ID_NUMBER_FIELD));
    const id = randomUUID();
    try {
      await this.uow.run(
        async (tx) => {
          const now = this.clock.now();
          await tx.em.query(
            `INSERT INTO second_factor_recoveries (id, request_no, user_id, status, name_matches, id_number_matches, created_at)
             VALUES ($1, 'R' || to_char($5::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('second_factor_recovery_no_seq'), $2, 'pending', $3, $4, $5)`,
            [id, userId, nameMatches, idNumberMatches, now],
          );
          await this.audit.record(tx.em, {
            actorId: userId,
            actorLabel: userId,
            action: 'auth.recovery.requested',
            targetType: RECOVERY_KIND,
            targetId: id,
            after: { nameMatches, idNumberMatches },
            ip: meta.ip,
          });
          await tx.emit(userId, RECOVERY_EVENT, { id, status: 'pending' }, now);
        },
        { lockUsers: [userId] },
      );
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { constraint?: string })?.constraint === OPEN_INDEX) {
        throw new DomainError(SecondFactorError.RECOVERY_ALREADY_PENDING);
      }
      throw err;
    }
    const [row] = await this.ds.query(`SELECT request_no, status FROM second_factor_recoveries WHERE id = $1`, [id]);
    return { requestNo: row.request_no, status: row.status };
  }

  /** Until when withdrawals stay closed after an approved recovery (null when they are open). */
  async withdrawalsLockedUntil(userId: string): Promise<Date | null> {
    const [row] = await this.ds.query(
      `SELECT max(withdrawals_locked_until) AS until FROM second_factor_recoveries WHERE user_id = $1 AND status = 'approved'`,
      [userId],
    );
    const until = row?.until ? new Date(row.until) : null;
    return until && until.getTime() > this.clock.now().getTime() ? until : null;
  }

  /** The review kind: ops approve (factors removed, withdrawals closed 48 h) or refuse with a reason. */
  review(): ReviewKind {
    const one = async (em: EntityManager, id: string, lock: boolean): Promise<Row | null> => {
      const rows: Row[] = await em.query(`SELECT ${COLUMNS} FROM second_factor_recoveries WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
      return rows[0] ?? null;
    };
    const itemOf = (r: Row): ReviewItem => ({
      id: r.id,
      userId: r.user_id,
      status: r.status,
      amount: null,
      summary: { requestNo: r.request_no, nameMatches: r.name_matches, idNumberMatches: r.id_number_matches },
    });
    const summaryOf = (r: Row) => `name ${r.name_matches ? '✓' : '✗'} · ID number ${r.id_number_matches ? '✓' : '✗'}`;
    return {
      kind: RECOVERY_KIND,
      pendingStatus: 'pending',
      event: RECOVERY_EVENT,
      outcomes: { approve: 'approved', refuse: 'refused' },
      find: async (em, id) => {
        const r = await one(em, id, false);
        return r && itemOf(r);
      },
      lock: async (em, id) => itemOf((await one(em, id, true)) as Row),
      apply: async (decision, item, c) => {
        const em = c.tx.em;
        if (decision === 'approve') {
          const until = new Date(c.now.getTime() + RECOVERY_WITHDRAWAL_LOCK_HOURS * 3_600_000);
          await em.query(`DELETE FROM totp_factors WHERE user_id = $1`, [item.userId]);
          await em.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [item.userId]);
          await em.query(`DELETE FROM passkeys WHERE user_id = $1`, [item.userId]);
          await em.query(`UPDATE users SET two_step_sign_in = false WHERE id = $1`, [item.userId]);
          await em.query(
            `UPDATE second_factor_recoveries SET status = 'approved', decided_by_id = $2, decided_at = $3, withdrawals_locked_until = $4 WHERE id = $1`,
            [item.id, c.actor.id, c.now, until],
          );
          return { withdrawalsLockedUntil: until.toISOString() };
        }
        // Any review reason (the review workflow checks it is one); the user reads it in their language.
        if (!c.reasonCode) throw new DomainError(CommonError.BAD_INPUT);
        await em.query(
          `UPDATE second_factor_recoveries SET status = 'refused', reason_code = $2, note = $3, decided_by_id = $4, decided_at = $5 WHERE id = $1`,
          [item.id, c.reasonCode, c.note, c.actor.id, c.now],
        );
        return { reasonCode: c.reasonCode };
      },
      queue: async (status, limit, after, userId): Promise<ReviewQueueRow[]> => {
        const f = queueFilter('', 'created_at', status, limit, after, userId);
        const rows: Row[] = await this.ds.query(
          `SELECT ${COLUMNS} FROM second_factor_recoveries WHERE ${f.where}
             ORDER BY created_at DESC, id DESC LIMIT $2`,
          f.params,
        );
        return rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          status: r.status,
          orderNo: r.request_no,
          amount: null,
          currency: null,
          createdAt: r.created_at,
          summary: summaryOf(r),
        }));
      },
    };
  }
}
