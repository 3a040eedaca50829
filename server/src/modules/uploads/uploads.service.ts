import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { UploadsConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { logger } from '../../shared/logger';
import { Semaphore } from '../../shared/semaphore';
import type { AuditService } from '../audit/audit.service';
import { Role, type User } from '../auth/user.entity';
import { Upload, UPLOAD_PURPOSES, UploadPurpose } from './upload.entity';
import type { UploadCipher } from './upload-cipher';
import { cleanImage } from './upload-image';
import type { UploadStore } from './upload-store';
import { UploadError } from './uploads.errors';

/** Uploads not attached to anything within this long are deleted (store and row) by the cleanup job. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a signed view link works. */
export const VIEW_LINK_SECONDS = 5 * 60;
/** Advisory-lock namespace of users' upload locks (pg_advisory_xact_lock(int, int); money locks are 7001). */
const USER_UPLOAD_LOCK = 7002;
/** Rows the cleanup job deletes per statement. */
const CLEANUP_BATCH = 500;

/** What POST /uploads answers. */
export interface UploadResult {
  id: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

/** The parts of a signed view link (`/uploads/<id>?v=…&exp=…&sig=…`). */
export interface ViewLink {
  v?: unknown;
  exp?: unknown;
  sig?: unknown;
}

/**
 * Image uploads: the one way user files enter Vela. Every image is sniffed, decoded under a pixel cap,
 * re-encoded without metadata and encrypted before it is stored; it is shown only through a short
 * signed link for its owner or ops (each view audited), or publicly for banners. A submission attaches
 * its uploads inside its own transaction; what is never attached is deleted after a day.
 */
export class UploadsService {
  /** Two images decode at once (one per core); a few more wait, the rest are told the server is busy. */
  private readonly gate = new Semaphore(2, 16);

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly config: UploadsConfig,
    readonly store: UploadStore,
    private readonly cipher: UploadCipher,
  ) {}

  get maxBytes(): number {
    return this.config.maxBytes;
  }

  /** Refuses a purpose that does not exist or is not this user's to use (banners are ops'). */
  checkPurpose(user: User, purpose: string): UploadPurpose {
    if (!UPLOAD_PURPOSES.includes(purpose)) throw new DomainError(UploadError.UPLOAD_PURPOSE_INVALID);
    if (purpose === UploadPurpose.BANNER && user.role !== Role.OPS) throw new DomainError(UploadError.UPLOAD_PURPOSE_INVALID);
    return purpose as UploadPurpose;
  }

  /** Refuses a user who already holds UPLOAD_MAX_PENDING unattached uploads (checked before the body is read). */
  async checkPending(user: User): Promise<void> {
    if ((await this.pendingCount(this.ds.manager, user.id)) >= this.config.maxPending)
      throw new DomainError(UploadError.UPLOAD_LIMIT_REACHED);
  }

  /** The user's uploads not yet attached and not yet the cleanup job's. */
  private async pendingCount(em: EntityManager, ownerId: string): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - UNATTACHED_TTL_MS);
    const [row] = await em.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1 AND attached_at IS NULL AND created_at > $2`, [
      ownerId,
      cutoff,
    ]);
    return row?.n ?? 0;
  }

  /** Cleans, encrypts and stores one image the user sent; nothing is kept when any step refuses it. */
  async create(user: User, purpose: string, bytes: Buffer): Promise<UploadResult> {
    const p = this.checkPurpose(user, purpose);
    if (bytes.length === 0) throw new DomainError(UploadError.UPLOAD_INCOMPLETE);
    if (bytes.length > this.config.maxBytes) throw new DomainError(UploadError.UPLOAD_TOO_LARGE);
    await this.checkPending(user);
    const image = await this.gate.run(() => cleanImage(bytes, this.config));
    const id = randomUUID();
    const storageKey = `${id.slice(0, 2)}/${id}.bin`;
    await this.store.put(storageKey, this.cipher.seal(id, image.bytes));
    try {
      // The cap is enforced here, atomically: the user's upload lock, the count and the row in one
      // transaction, so parallel uploads queue on the lock and each sees the rows stored before it
      // (checkPending above only spares the work of reading a body that would be refused).
      await this.ds.transaction(async (em) => {
        await em.query('SELECT pg_advisory_xact_lock($1, hashtext($2::text))', [USER_UPLOAD_LOCK, user.id]);
        if ((await this.pendingCount(em, user.id)) >= this.config.maxPending) throw new DomainError(UploadError.UPLOAD_LIMIT_REACHED);
        await em.getRepository(Upload).insert({
          id,
          ownerId: user.id,
          purpose: p,
          contentType: image.contentType,
          size: image.bytes.length,
          width: image.width,
          height: image.height,
          storageKey,
          createdAt: this.clock.now(),
          attachedAt: null,
          referenceType: null,
          referenceId: null,
        });
      });
    } catch (err) {
      await this.store.delete(storageKey).catch((e) => logger.warn({ err: e, storageKey }, 'could not remove an upload whose row failed'));
      throw err;
    }
    return { id, contentType: image.contentType, width: image.width, height: image.height, size: image.bytes.length };
  }

  /**
   * Marks uploads as used by `ref`, inside the caller's transaction. UPLOAD_NOT_FOUND (and nothing
   * changes) unless every id exists, belongs to `ownerId`, has `purpose`, is not yet attached and is
   * younger than a day (older ones are the cleanup job's).
   */
  async attach(em: EntityManager, ownerId: string, uploadIds: string[], purpose: string, ref: { type: string; id: string }): Promise<void> {
    const ids = [...new Set(uploadIds)];
    if (ids.length === 0 || !ids.every(isUuid)) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    if (!ref.type || ref.type.length > 32 || !ref.id || ref.id.length > 64) throw new DomainError(CommonError.BAD_INPUT);
    const now = this.clock.now();
    const [rows]: [Array<{ id: string }>, number] = await em.query(
      `UPDATE uploads SET attached_at = $5, reference_type = $6, reference_id = $7
        WHERE id = ANY($1::uuid[]) AND owner_id = $2 AND purpose = $3 AND attached_at IS NULL AND created_at > $4
        RETURNING id`,
      [ids, ownerId, purpose, new Date(now.getTime() - UNATTACHED_TTL_MS), now, ref.type, ref.id],
    );
    // The caller's transaction rolls back on the throw, undoing the rows this statement did mark.
    if (rows.length !== ids.length) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
  }

  /** A five-minute link for this viewer alone: `/uploads/<id>?v=<viewer>&exp=<unix seconds>&sig=<hmac>`. */
  viewUrl(viewer: User, uploadId: string): string {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + VIEW_LINK_SECONDS;
    const sig = this.cipher.sign(uploadId, viewer.id, exp);
    return `/uploads/${encodeURIComponent(uploadId)}?v=${encodeURIComponent(viewer.id)}&exp=${exp}&sig=${sig}`;
  }

  /** The public address of a banner image (served without sign-in, cached for long: an upload never changes). */
  publicUrl(uploadId: string): string {
    return `/uploads/public/${encodeURIComponent(uploadId)}`;
  }

  /**
   * Opens a signed view link for the signed-in `viewer`: the signature must match, the link must not have
   * expired, it must have been made for this viewer, and the viewer must own the upload or be ops. Each
   * view is audited (`upload.viewed`) before a byte is returned.
   */
  async view(viewer: User | null, uploadId: string, link: ViewLink, ip: string | null): Promise<{ bytes: Buffer; contentType: string }> {
    const v = typeof link.v === 'string' ? link.v : '';
    const sig = typeof link.sig === 'string' ? link.sig : '';
    const exp = typeof link.exp === 'string' && /^\d{1,12}$/.test(link.exp) ? Number(link.exp) : Number.NaN;
    if (!isUuid(uploadId) || !isUuid(v) || !Number.isFinite(exp) || !sig || !this.cipher.verify(uploadId, v, exp, sig)) {
      throw new DomainError(UploadError.UPLOAD_LINK_INVALID);
    }
    if (exp * 1000 < this.clock.now().getTime()) throw new DomainError(UploadError.UPLOAD_LINK_EXPIRED);
    if (!viewer) throw new DomainError(CommonError.UNAUTHENTICATED);
    if (viewer.id !== v) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    const upload = await this.ds.getRepository(Upload).findOneBy({ id: uploadId });
    if (!upload || (upload.ownerId !== viewer.id && viewer.role !== Role.OPS)) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    const bytes = await this.read(upload);
    await this.audit.record(this.ds.manager, {
      actorId: viewer.id,
      actorLabel: viewer.phone,
      action: 'upload.viewed',
      targetType: 'upload',
      targetId: upload.id,
      after: { ownerId: upload.ownerId, purpose: upload.purpose, referenceType: upload.referenceType, referenceId: upload.referenceId },
      ip,
    });
    return { bytes, contentType: upload.contentType };
  }

  /** A banner image for anyone (other purposes are never public: UPLOAD_NOT_FOUND). */
  async viewPublic(uploadId: string): Promise<{ bytes: Buffer; contentType: string }> {
    if (!isUuid(uploadId)) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    const upload = await this.ds.getRepository(Upload).findOneBy({ id: uploadId, purpose: UploadPurpose.BANNER });
    if (!upload) throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    return { bytes: await this.read(upload), contentType: upload.contentType };
  }

  private async read(upload: Upload): Promise<Buffer> {
    const sealed = await this.store.get(upload.storageKey);
    if (!sealed) {
      logger.error({ uploadId: upload.id }, 'an upload row has no stored bytes');
      throw new DomainError(UploadError.UPLOAD_NOT_FOUND);
    }
    return this.cipher.open(upload.id, sealed);
  }

  /**
   * The cleanup job: deletes uploads still unattached a day after they were made, rows first (so an
   * attach racing it either wins and keeps the upload, or finds it gone), then their stored bytes.
   */
  async deleteUnattached(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - UNATTACHED_TTL_MS);
    let total = 0;
    for (;;) {
      const [rows]: [Array<{ id: string; storage_key: string }>, number] = await this.ds.query(
        `DELETE FROM uploads WHERE id IN (
           SELECT id FROM uploads WHERE attached_at IS NULL AND created_at <= $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id, storage_key`,
        [cutoff, CLEANUP_BATCH],
      );
      for (const row of rows) {
        await this.store
          .delete(row.storage_key)
          .catch((err) => logger.warn({ err, uploadId: row.id }, 'could not delete the stored bytes of an expired upload'));
      }
      total += rows.length;
      if (rows.length < CLEANUP_BATCH) break;
    }
    if (total > 0) logger.info({ deleted: total }, 'unattached uploads deleted');
    return total;
  }
}
