import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import type { FieldCipher } from '../../shared/field-cipher';
import { isUuid } from '../../shared/ids';
import type { AuditService } from '../audit/audit.service';
import { Role, type User } from '../auth/user.entity';
import { UploadError } from '../uploads/uploads.errors';
import { RealNameStatus, RealNameSubmission } from './real-name.entities';
import { RealNameError } from './real-name.errors';
import { checkRealName, ID_NUMBER_FIELD, type RealNameFields } from './real-name.rules';

/** What a submission needs of the uploads module's service (listed before this module). */
export interface RealNameUploads {
  /** Marks the uploads attached to the submission inside its transaction; UPLOAD_NOT_FOUND unless all are the owner's, of that purpose and unattached. */
  attach(em: EntityManager, ownerId: string, uploadIds: string[], purpose: string, ref: { type: string; id: string }): Promise<unknown>;
  /** A short-lived signed link to view an upload (every view audited). */
  viewUrl(viewer: User, uploadId: string): string | Promise<string>;
}

export const REAL_NAME_UPLOAD_PURPOSE = 'real_name';
/** The uploads' reference type and the review kind. */
export const REAL_NAME_KIND = 'real_name';
const OPEN_INDEX = 'real_name_one_open_per_user';

export interface RequestMeta {
  ip: string | null;
}

/**
 * Real-name (identity) verification: the user submits their ID document's details and two images; ops
 * pass or reject it through the one review workflow (real-name.reviews.ts). Withdrawals, and every
 * product that takes money, ask `requirePassed` first.
 */
export class RealNameService {
  constructor(
    private readonly ds: DataSource,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly uploads: RealNameUploads,
    private readonly cipher: FieldCipher,
  ) {}

  /**
   * The submission that counts: the one under review or passed (there is at most one), else the latest
   * rejected one; null when the user never submitted.
   */
  async latest(userId: string, em: EntityManager = this.ds.manager): Promise<RealNameSubmission | null> {
    const rows: Array<{ id: string }> = await em.query(
      `SELECT id FROM real_name_submissions WHERE user_id = $1
         ORDER BY status IN ('pending', 'passed') DESC, created_at DESC, submission_no DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ? em.getRepository(RealNameSubmission).findOneBy({ id: rows[0].id }) : null;
  }

  async byId(id: string): Promise<RealNameSubmission> {
    const found = isUuid(id) ? await this.ds.getRepository(RealNameSubmission).findOneBy({ id }) : null;
    if (!found) throw new DomainError(CommonError.NOT_FOUND);
    return found;
  }

  /** Whether the user passed real-name verification. */
  async hasPassed(userId: string, em: EntityManager = this.ds.manager): Promise<boolean> {
    const rows: unknown[] = await em.query(`SELECT 1 FROM real_name_submissions WHERE user_id = $1 AND status = 'passed'`, [userId]);
    return rows.length > 0;
  }

  /** Refuses with REAL_NAME_REQUIRED unless the user passed real-name verification (a pass is never undone). */
  async requirePassed(userId: string, em?: EntityManager): Promise<void> {
    if (!(await this.hasPassed(userId, em))) throw new DomainError(RealNameError.REAL_NAME_REQUIRED);
  }

  /** The refusal for a user who already has a submission under review or passed, if any. */
  private async refuseIfOpen(em: EntityManager, userId: string, lock: boolean): Promise<void> {
    const rows: Array<{ status: string }> = await em.query(
      `SELECT status FROM real_name_submissions WHERE user_id = $1 AND status IN ('pending', 'passed')${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    const status = rows[0]?.status;
    if (status === RealNameStatus.PASSED) throw new DomainError(RealNameError.REAL_NAME_ALREADY_PASSED);
    if (status === RealNameStatus.PENDING) throw new DomainError(RealNameError.REAL_NAME_PENDING);
  }

  /**
   * Files a submission for review: every field and both images required ('Missing information'), the
   * images the user's own unattached real-name uploads (attached here, in the same transaction). Refused
   * after a pass ('Passed real-name authentication, please do not submit again') and while one is under
   * review; the database's partial unique index holds that rule against concurrent submissions too.
   */
  async submit(user: User, input: RealNameFields, meta: RequestMeta): Promise<RealNameSubmission> {
    await this.refuseIfOpen(this.ds.manager, user.id, false);
    const f = checkRealName(input);
    if (!isUuid(f.frontUploadId) || !isUuid(f.backUploadId)) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    const id = randomUUID();
    try {
      await this.uow.run(
        async (tx) => {
          await this.refuseIfOpen(tx.em, user.id, true);
          const now = this.clock.now();
          // The images first: UPLOAD_NOT_FOUND unless both are the user's own unused real-name uploads.
          await this.uploads.attach(tx.em, user.id, [f.frontUploadId, f.backUploadId], REAL_NAME_UPLOAD_PURPOSE, {
            type: REAL_NAME_KIND,
            id,
          });
          await tx.em.query(
            `INSERT INTO real_name_submissions
               (id, submission_no, user_id, id_name, id_number_enc, id_number_masked, nationality, phone, residence, front_upload_id, back_upload_id, created_at)
             VALUES ($1, 'V' || to_char($11::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('real_name_no_seq'),
                     $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              id,
              user.id,
              f.idName,
              this.cipher.encrypt(f.idNumber, ID_NUMBER_FIELD),
              f.idNumberMasked,
              f.nationality,
              f.phone,
              f.residence,
              f.frontUploadId,
              f.backUploadId,
              now,
            ],
          );
          await this.audit.record(tx.em, {
            actorId: user.id,
            actorLabel: user.phone,
            action: 'real_name.submitted',
            targetType: REAL_NAME_KIND,
            targetId: id,
            after: { status: RealNameStatus.PENDING, idName: f.idName, idNumber: f.idNumberMasked, nationality: f.nationality },
            ip: meta.ip,
          });
          await tx.emit(user.id, 'REAL_NAME_UPDATED', { id, status: RealNameStatus.PENDING }, now);
        },
        { lockUsers: [user.id] },
      );
    } catch (err) {
      // Another submission won the race to the partial unique index: answer as if it had been seen first.
      if (err instanceof QueryFailedError && (err.driverError as { constraint?: string })?.constraint === OPEN_INDEX) {
        await this.refuseIfOpen(this.ds.manager, user.id, false);
        throw new DomainError(RealNameError.REAL_NAME_PENDING);
      }
      throw err;
    }
    return this.byId(id);
  }

  /** A signed, short-lived link to one of the submission's images for a viewer (ops); each view is audited. */
  /**
   * A short-lived link to one image of a submission, for ops or for the submission's owner (the upload
   * route lets exactly those two open it, and audits every view); anyone else is FORBIDDEN.
   */
  async imageUrl(viewer: User, s: RealNameSubmission, side: 'front' | 'back'): Promise<string> {
    if (viewer.role !== Role.OPS && viewer.id !== s.userId) throw new DomainError(CommonError.FORBIDDEN);
    return this.uploads.viewUrl(viewer, side === 'front' ? s.frontUploadId : s.backUploadId);
  }
}
