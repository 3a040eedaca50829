import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../../db/unit-of-work';
import type { Clock } from '../../../shared/clock';
import { CommonError } from '../../../shared/common.errors';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/ids';
import { logger } from '../../../shared/logger';
import { type Page, decodeCursor, pageOf } from '../../../shared/pagination';
import type { AuditService } from '../../audit/audit.service';
import type { User } from '../../auth/user.entity';
import type { UploadCipher } from '../../uploads/upload-cipher';
import type { UploadStore } from '../../uploads/upload-store';
import type { DocumentLanguage } from '../pdf/fonts';
import type { BuiltDocument, DocumentBuildContext, DocumentHolder } from './document-build';
import { queueMonthlyStatements } from './documents.schedule';
import { type DocumentKind, type DocumentParams, type DocumentRequest, checkRequest, paramsKey } from './document-requests';
import { DocumentsError } from './documents.errors';

/** How long a signed download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** Documents a user may have queued or building at once. */
export const MAX_PENDING_DOCUMENTS = 5;
/** A build not finished within this long is taken up again (its process stopped); a third failure is final. */
const STALE_BUILD_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 3;
/** Progress is written (and sent over accountEvents) at most this often, in percentage points. */
const PROGRESS_STEP = 10;

export const DOCUMENT_UPDATED = 'DOCUMENT_UPDATED';

export type DocumentStatus = 'queued' | 'building' | 'ready' | 'failed';

export interface DocumentRow {
  id: string;
  document_no: string;
  owner_id: string;
  kind: DocumentKind;
  params: DocumentParams;
  language: DocumentLanguage;
  origin: 'user' | 'schedule';
  status: DocumentStatus;
  progress: number;
  attempts: number;
  storage_key: string | null;
  content_type: string | null;
  file_name: string | null;
  size: number | null;
  error_code: string | null;
  created_at: Date;
  ready_at: Date | null;
}

export type DocumentBuilder = (ctx: DocumentBuildContext, kind: DocumentKind, params: DocumentParams) => Promise<BuiltDocument>;

/** The parts of a signed download link (`/documents/<id>?v=…&exp=…&sig=…`). */
export interface DownloadLink {
  v?: unknown;
  exp?: unknown;
  sig?: unknown;
}

const COLUMNS = `id, document_no, owner_id, kind, params, language, origin, status, progress, attempts, storage_key, content_type,
  file_name, size, error_code, created_at, ready_at`;

/**
 * Documents users keep (issue 36): asked for by the user (or made by the monthly schedule), built from
 * the ledger by the builders in the background, stored encrypted in the uploads store, and handed out
 * only through short signed links for their owner, each download audited. A builder only reads.
 */
export class DocumentsService {
  /** Builds started by this process (one at a time: a PDF is CPU work). */
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly store: UploadStore,
    private readonly cipher: UploadCipher,
    private readonly build: DocumentBuilder,
  ) {}

  // ---- the user's side ----

  /**
   * Asks for a document. A trade confirmation (small) is made at once and answered ready; the others are
   * queued and made in the background, their progress sent over accountEvents, a notification when ready.
   * A past month's statement or a confirmation already made in that language is answered as it is.
   */
  async request(user: User, raw: DocumentRequest): Promise<DocumentRow> {
    const now = this.clock.now();
    const req = checkRequest(raw, now);
    await this.rememberLanguage(user.id, req.language, now);
    if (req.kind === 'trade_confirmation')
      await this.checkOwnsPosition(user.id, (req.params as { positionId: string }).positionId, req.params);
    const key = paramsKey(req.kind, req.params);
    if (req.kind === 'monthly_statement' || req.kind === 'trade_confirmation') {
      const [existing]: DocumentRow[] = await this.ds.query(
        `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1 AND kind = $2 AND params_key = $3 AND language = $4 AND status <> 'failed'
         ORDER BY created_at DESC LIMIT 1`,
        [user.id, req.kind, key, req.language],
      );
      if (existing) return existing;
    }
    const id = randomUUID();
    await this.uow.run(
      async (tx) => {
        const [{ n }]: Array<{ n: number }> = await tx.em.query(
          `SELECT count(*)::int AS n FROM documents WHERE owner_id = $1 AND status IN ('queued', 'building')`,
          [user.id],
        );
        if (n >= MAX_PENDING_DOCUMENTS) throw new DomainError(DocumentsError.DOCUMENT_TOO_MANY_PENDING, { max: MAX_PENDING_DOCUMENTS });
        await this.insert(tx.em, {
          id,
          ownerId: user.id,
          kind: req.kind,
          params: req.params,
          key,
          language: req.language,
          origin: 'user',
          now,
        });
        await tx.emit(user.id, DOCUMENT_UPDATED, { id, status: 'queued', progress: 0, kind: req.kind }, now);
      },
      { lockUsers: [user.id] },
    );
    if (req.kind === 'trade_confirmation') await this.buildOne(id);
    else this.kick(id);
    return this.row(user.id, id);
  }

  async list(userId: string, first: number, after?: string | null): Promise<Page<DocumentRow>> {
    const scope = ['documents', userId];
    // Within one instant (a schedule run queues several months at once) the later number is the later month.
    const cursor = decodeCursor(after, scope, ['instant', 'text'] as const);
    const rows: DocumentRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1
         AND ($2::timestamptz IS NULL OR (created_at, document_no) < ($2::timestamptz, $3::varchar))
       ORDER BY created_at DESC, document_no DESC LIMIT $4`,
      [userId, cursor?.[0] ?? null, cursor?.[1] ?? null, first + 1],
    );
    return pageOf(rows, first, (r) => [r.created_at, r.document_no], scope);
  }

  /**
   * Ops: a user's documents (what they asked for, when, whether it was made; never the file), each look
   * audited (`documents.listed`), so support can see why a statement did not arrive.
   */
  async opsList(
    actor: { user: User; ip: string | null },
    userId: string,
    first: number,
    after?: string | null,
  ): Promise<Page<DocumentRow>> {
    if (!isUuid(userId)) throw new DomainError(CommonError.NOT_FOUND);
    const page = await this.list(userId, first, after);
    await this.audit.record(this.ds.manager, {
      actorId: actor.user.id,
      actorLabel: actor.user.phone,
      action: 'documents.listed',
      targetType: 'user',
      targetId: userId,
      after: { count: page.items.length },
      ip: actor.ip,
    });
    return page;
  }

  /** One of the user's documents; another user's or an unknown id is NOT_FOUND. */
  async row(userId: string, id: string): Promise<DocumentRow> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const [row]: DocumentRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM documents WHERE id = $1 AND owner_id = $2`, [id, userId]);
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return row;
  }

  /** A five-minute download link for the owner alone (DOCUMENT_NOT_READY until it is built). */
  async downloadUrl(user: User, id: string): Promise<string> {
    const row = await this.row(user.id, id);
    if (row.status !== 'ready') throw new DomainError(DocumentsError.DOCUMENT_NOT_READY);
    const exp = Math.floor(this.clock.now().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
    const sig = this.cipher.sign(row.id, user.id, exp);
    return `/documents/${row.id}?v=${encodeURIComponent(user.id)}&exp=${exp}&sig=${sig}`;
  }

  /**
   * Opens a signed download link for the signed-in `viewer`: the signature must match, the link must not
   * have expired and must be the viewer's own, and the document theirs. Audited (`document.downloaded`)
   * before a byte is returned.
   */
  async download(viewer: User | null, id: string, link: DownloadLink, ip: string | null): Promise<{ bytes: Buffer; row: DocumentRow }> {
    const v = typeof link.v === 'string' ? link.v : '';
    const sig = typeof link.sig === 'string' ? link.sig : '';
    const exp = typeof link.exp === 'string' && /^\d{1,12}$/.test(link.exp) ? Number(link.exp) : Number.NaN;
    if (!isUuid(id) || !isUuid(v) || !Number.isFinite(exp) || !sig || !this.cipher.verify(id, v, exp, sig)) {
      throw new DomainError(DocumentsError.DOCUMENT_LINK_INVALID);
    }
    if (exp * 1000 < this.clock.now().getTime()) throw new DomainError(DocumentsError.DOCUMENT_LINK_EXPIRED);
    if (!viewer) throw new DomainError(CommonError.UNAUTHENTICATED);
    if (viewer.id !== v) throw new DomainError(CommonError.NOT_FOUND);
    const row = await this.row(viewer.id, id);
    if (row.status !== 'ready' || !row.storage_key) throw new DomainError(DocumentsError.DOCUMENT_NOT_READY);
    const sealed = await this.store.get(row.storage_key);
    if (!sealed) {
      logger.error({ documentId: id }, 'a ready document has no stored bytes');
      throw new DomainError(CommonError.NOT_FOUND);
    }
    const bytes = this.cipher.open(id, sealed);
    await this.audit.record(this.ds.manager, {
      actorId: viewer.id,
      actorLabel: viewer.phone,
      action: 'document.downloaded',
      targetType: 'document',
      targetId: id,
      after: { documentNo: row.document_no, kind: row.kind, params: row.params, size: row.size },
      ip,
    });
    return { bytes, row };
  }

  // ---- building ----

  /** Starts building in this process after what it is building now (the job picks up whatever this misses). */
  private kick(id: string): void {
    this.running = this.running.then(async () => {
      await this.buildOne(id).catch((err) => logger.error({ err, documentId: id }, 'a document build failed to start'));
    });
  }

  /** Waits for the builds this process started (tests, shutdown). */
  async idle(): Promise<void> {
    await this.running;
  }

  /**
   * Claims one document (queued, or building for longer than a stopped process would) and builds it.
   * Answers false when another process holds it or it is done. A builder's refusal (a DomainError) fails
   * the document with its code; any other error leaves it for a later attempt, the third being final.
   */
  async buildOne(id: string): Promise<boolean> {
    const now = this.clock.now();
    // An UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [[claimed]]: [DocumentRow[], number] = await this.ds.query(
      `UPDATE documents SET status = 'building', started_at = $2, attempts = attempts + 1, progress = 0
       WHERE id = $1 AND (status = 'queued' OR (status = 'building' AND started_at < $3)) AND attempts < $4
       RETURNING ${COLUMNS}`,
      [id, now, new Date(now.getTime() - STALE_BUILD_MS), MAX_ATTEMPTS],
    );
    if (!claimed) return false;
    let lastProgress = 0;
    const ctx: DocumentBuildContext = {
      ds: this.ds,
      clock: this.clock,
      holder: await this.holder(claimed.owner_id),
      language: claimed.language,
      progress: async (fraction) => {
        const pct = Math.max(0, Math.min(99, Math.floor(fraction * 100)));
        if (pct - lastProgress < PROGRESS_STEP) return;
        lastProgress = pct;
        await this.uow.run(async (tx) => {
          await tx.em.query(`UPDATE documents SET progress = $2 WHERE id = $1 AND status = 'building'`, [id, pct]);
          await tx.emit(
            claimed.owner_id,
            DOCUMENT_UPDATED,
            { id, status: 'building', progress: pct, kind: claimed.kind },
            this.clock.now(),
          );
        });
      },
    };
    try {
      const built = await this.build(ctx, claimed.kind, claimed.params);
      const storageKey = `documents/${id.slice(0, 2)}/${id}.bin`;
      await this.store.put(storageKey, this.cipher.seal(id, built.bytes));
      await this.finish(claimed, {
        status: 'ready',
        storageKey,
        contentType: built.contentType,
        fileName: built.fileName,
        size: built.bytes.length,
        errorCode: null,
      });
    } catch (err) {
      const refused = err instanceof DomainError;
      if (!refused) logger.error({ err, documentId: id, kind: claimed.kind }, 'a document build failed');
      if (refused || claimed.attempts >= MAX_ATTEMPTS) {
        await this.finish(claimed, {
          status: 'failed',
          storageKey: null,
          contentType: null,
          fileName: null,
          size: null,
          errorCode: refused ? err.code : CommonError.INTERNAL_ERROR,
        });
      } else {
        await this.ds.query(`UPDATE documents SET status = 'queued' WHERE id = $1 AND status = 'building'`, [id]);
      }
    }
    return true;
  }

  private async finish(
    row: DocumentRow,
    r: {
      status: 'ready' | 'failed';
      storageKey: string | null;
      contentType: string | null;
      fileName: string | null;
      size: number | null;
      errorCode: string | null;
    },
  ): Promise<void> {
    const now = this.clock.now();
    await this.uow.run(async (tx) => {
      await tx.em.query(
        `UPDATE documents SET status = $2::varchar, storage_key = $3, content_type = $4, file_name = $5, size = $6, error_code = $7,
           ready_at = CASE WHEN $2::varchar = 'ready' THEN $8::timestamptz END,
           progress = CASE WHEN $2::varchar = 'ready' THEN 100 ELSE progress END
         WHERE id = $1 AND status = 'building'`,
        [row.id, r.status, r.storageKey, r.contentType, r.fileName, r.size, r.errorCode, now],
      );
      await tx.emit(
        row.owner_id,
        DOCUMENT_UPDATED,
        {
          id: row.id,
          status: r.status,
          progress: r.status === 'ready' ? 100 : row.progress,
          kind: row.kind,
          documentNo: row.document_no,
          period: periodOf(row.params),
          // A confirmation is made while the user waits: no notification for it.
          notify: row.kind !== 'trade_confirmation',
          errorCode: r.errorCode,
        },
        now,
      );
    });
  }

  /** The job: builds what is unfinished (oldest first) until `budgetMs` has passed. */
  async buildPending(budgetMs = 50_000): Promise<number> {
    const started = Date.now();
    let built = 0;
    while (Date.now() - started < budgetMs) {
      const now = this.clock.now();
      const ids: Array<{ id: string }> = await this.ds.query(
        `SELECT id FROM documents WHERE (status = 'queued' OR (status = 'building' AND started_at < $1)) AND attempts < $2
         ORDER BY created_at LIMIT 20`,
        [new Date(now.getTime() - STALE_BUILD_MS), MAX_ATTEMPTS],
      );
      if (ids.length === 0) break;
      let any = false;
      for (const { id } of ids) {
        if (Date.now() - started >= budgetMs) break;
        if (await this.buildOne(id)) {
          built++;
          any = true;
        }
      }
      if (!any) break;
    }
    return built;
  }

  /** Queues each month's statement once it is over (documents.schedule.ts). Answers the months it covered. */
  scheduleMonthlyStatements(): Promise<string[]> {
    return queueMonthlyStatements(this.ds, this.clock, this.uow);
  }

  // ---- helpers ----

  private async insert(
    em: EntityManager,
    d: {
      id: string;
      ownerId: string;
      kind: DocumentKind;
      params: DocumentParams;
      key: string;
      language: DocumentLanguage;
      origin: 'user';
      now: Date;
    },
  ): Promise<void> {
    await em.query(
      `INSERT INTO documents (id, document_no, owner_id, kind, params, params_key, language, origin, status, created_at)
       VALUES ($1, 'D' || to_char($8::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('document_no_seq'),
               $2, $3, $4::jsonb, $5, $6, $7, 'queued', $8)`,
      [d.id, d.ownerId, d.kind, JSON.stringify(d.params), d.key, d.language, d.origin, d.now],
    );
  }

  private async rememberLanguage(userId: string, language: DocumentLanguage, now: Date): Promise<void> {
    await this.ds.query(
      `INSERT INTO document_preferences (user_id, language, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET language = EXCLUDED.language, updated_at = EXCLUDED.updated_at`,
      [userId, language, now],
    );
  }

  /** A confirmation of another user's position (or of a close that has not happened) is NOT_FOUND at once, nothing stored. */
  private async checkOwnsPosition(userId: string, positionId: string, params: DocumentParams): Promise<void> {
    const leg = (params as { leg: string }).leg;
    const [row]: Array<{ closed: boolean }> = await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id) AS closed FROM positions p WHERE p.id = $1 AND p.user_id = $2`,
      [positionId, userId],
    );
    if (!row || (leg === 'close' && !row.closed)) throw new DomainError(CommonError.NOT_FOUND);
  }

  /** Who the header names: the verified name, else the masked phone; the tax country from the user's W-8BEN. */
  private async holder(userId: string): Promise<DocumentHolder> {
    const [u]: Array<{ phone: string; name: string | null; tax_country: string | null }> = await this.ds.query(
      `SELECT u.phone,
              (SELECT r.id_name FROM real_name_submissions r WHERE r.user_id = u.id AND r.status = 'passed' ORDER BY r.created_at DESC LIMIT 1) AS name,
              (SELECT f.country FROM user_tax_forms f WHERE f.user_id = u.id ORDER BY f.signed_at DESC LIMIT 1) AS tax_country
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    const masked = maskPhone(u?.phone ?? '');
    return { userId, name: u?.name ?? masked, number: masked, taxCountry: u?.tax_country ?? null };
  }
}

/** '+34600000123' → '+34 6••••0123'. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '••••';
  return `${phone.slice(0, 3)} ${phone.slice(3, 4)}${'•'.repeat(Math.max(0, phone.length - 8))}${phone.slice(-4)}`;
}

/** The period a document covers, for notifications: '2026-10', '2025', '2026-01-01/2026-03-31' or null. */
export function periodOf(params: DocumentParams): string | null {
  const p = params as unknown as Record<string, unknown>;
  if (typeof p.month === 'string') return p.month;
  if (typeof p.year === 'number') return String(p.year);
  if (typeof p.from === 'string' && typeof p.to === 'string') return `${p.from}/${p.to}`;
  return null;
}
