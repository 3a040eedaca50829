import type { DataSource, EntityManager } from 'typeorm';
import type { User } from '../auth/user.entity';
import type { AuditService } from '../audit/audit.service';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../graphql/pubsub';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import { renderMarkdown } from './content-markdown';
import { assertSlugFree, foldForSearch, helpQuery, isValidSlug, slugOf, slugTaken } from './content-help';
import {
  CONTENT_LANGUAGES,
  type ContentKindValue,
  type ContentLanguage,
  ContentItem,
  type StoredTranslation,
  type StoredTranslations,
  contentLanguage,
} from './content.entity';
import { ContentError } from './content.errors';
import { type ContentEntry, type ContentInput, ContentKind, type OpsContentItem } from './content.types';
import { auditView, toEntry, toOps } from './content.views';

/** Who acts and from where (every ops change is audited with both). */
export interface ContentActor {
  user: User;
  ip: string | null;
}

/**
 * The seam to the uploads module: a banner's image is an upload with purpose `banner`, attached to the
 * item when it is saved, and shown through a public link. Null until an uploads service is composed.
 */
export interface BannerImages {
  attach(em: EntityManager, ownerId: string, uploadId: string, ref: { type: string; id: string }): Promise<void>;
  publicUrl(uploadId: string): string;
}

/** How many pinned notices the Home marquee shows at most. */
export const MARQUEE_LIMIT = 10;
/** How many banners the Home carousel shows at most. */
export const BANNER_LIMIT = 10;

/** App routes a banner may open (hash routes), or an https address. */
const ROUTE_LINK = /^\/(pages|subPackages)\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_.%:-]*)?$/;

export function isValidBannerLink(link: string): boolean {
  if (ROUTE_LINK.test(link)) return true;
  try {
    const u = new URL(link);
    return u.protocol === 'https:' && u.username === '' && u.password === '' && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** News, notices, banners and help articles: ops write them (audited), readers get the published ones in their language. */
export class ContentService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private images: BannerImages | null = null,
    private readonly bus: Pick<EventBus['pubSub'], 'publish' | 'subscribe'> | null = null,
  ) {}

  /**
   * Tells every signed-in screen that these notices are visible now (after their transaction committed):
   * their bells read the unread count again. Called on publishing now, and by the one-minute sweep for a
   * notice whose scheduled time came (a second call for the same notice only makes screens read again).
   */
  announceNotices(notices: ReadonlyArray<{ id: string; publishAt: Date }>): void {
    for (const n of notices) this.bus?.publish('NOTICE_PUBLISHED', { id: n.id, at: n.publishAt.toISOString() });
  }

  /** Notices as they become visible, in any process (nothing without an event bus). */
  noticeStream(): AsyncIterable<{ id: string; at: string }> {
    return this.bus ? this.bus.subscribe('NOTICE_PUBLISHED') : nothingEver();
  }

  /** Plugs in the uploads module's banner images (the composition root or a later module calls it). */
  useBannerImages(images: BannerImages): void {
    this.images = images;
  }

  /** The injected clock's now (the seed dates its items from it, so CLOCK_START runs see them published). */
  now(): Date {
    return this.clock.now();
  }

  imageUrl(uploadId: string | null): string | null {
    return uploadId && this.images ? this.images.publicUrl(uploadId) : null;
  }

  // ---- readers ----

  /** Published news, pinned first, newest first. */
  newsPage(lang: string | null | undefined, first: number, after?: string | null): Promise<Page<ContentEntry>> {
    return this.publishedPage('news', lang, first, after);
  }

  /** Published notices, pinned first, newest first. */
  noticesPage(lang: string | null | undefined, first: number, after?: string | null): Promise<Page<ContentEntry>> {
    return this.publishedPage('notice', lang, first, after);
  }

  /**
   * Published help articles in the reader's language (English where an article has none), pinned first,
   * then by title. With a query: those whose title or text contains it, in the version the reader is
   * shown or in English, compared folded (case, accents and full-width forms ignored) as a plain
   * substring, so Chinese text is found as typed and `%` or `_` match only themselves.
   */
  async helpArticles(
    lang: string | null | undefined,
    query: string | null | undefined,
    first: number,
    after?: string | null,
  ): Promise<Page<ContentEntry>> {
    const l = contentLanguage(lang);
    const q = helpQuery(query);
    const scope = ['content', 'help', l, q];
    const c = decodeCursor(after, scope, ['int', 'text', 'uuid'] as const);
    const served = `COALESCE(c.translations -> :lang, c.translations -> 'en')`;
    const title = `(${served} ->> 'title') COLLATE "C"`;
    const qb = this.published('help').setParameter('lang', l);
    if (q) {
      qb.andWhere(
        `(strpos(COALESCE(${served} ->> 'search', ''), :q) > 0 OR strpos(COALESCE(c.translations -> 'en' ->> 'search', ''), :q) > 0)`,
        { q },
      );
    }
    if (c) qb.andWhere(`(1 - c.pinned::int, ${title}, c.id) > (:np, :t, :id)`, { np: 1 - Number(c[0]), t: c[1], id: c[2] });
    const rows = await qb
      .orderBy('c.pinned', 'DESC')
      .addOrderBy(title, 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(first + 1)
      .getMany();
    const page = pageOf(rows, first, (r) => [r.pinned ? 1 : 0, (r.translations[l] ?? r.translations.en).title, r.id], scope);
    return { items: page.items.map((r) => toEntry(r, l)), nextCursor: page.nextCursor };
  }

  /** One published help article by its slug (unknown, a draft or a scheduled one is NOT_FOUND). */
  async helpArticle(slug: string, lang: string | null | undefined): Promise<ContentEntry> {
    if (!isValidSlug(slug)) throw new DomainError(CommonError.NOT_FOUND);
    const row = await this.published('help').andWhere('c.slug = :slug', { slug }).getOne();
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return toEntry(row, contentLanguage(lang));
  }

  /** One published news item (a draft, a scheduled one or a notice is NOT_FOUND). */
  async newsItem(id: string, lang: string | null | undefined): Promise<ContentEntry> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const row = await this.published('news').andWhere('c.id = :id', { id }).getOne();
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return toEntry(row, contentLanguage(lang));
  }

  /** Pinned published notices for the Home marquee, newest first. */
  async pinnedNotices(lang: string | null | undefined): Promise<ContentEntry[]> {
    const rows = await this.published('notice')
      .andWhere('c.pinned')
      .orderBy('c.publish_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(MARQUEE_LIMIT)
      .getMany();
    const l = contentLanguage(lang);
    return rows.map((r) => toEntry(r, l));
  }

  /** Published banners (with an image once uploads are composed), pinned first, newest first. */
  async banners(lang: string | null | undefined): Promise<ContentEntry[]> {
    const rows = await this.published('banner')
      .orderBy('c.pinned', 'DESC')
      .addOrderBy('c.publish_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(BANNER_LIMIT)
      .getMany();
    const l = contentLanguage(lang);
    return rows.map((r) => toEntry(r, l));
  }

  private published(kind: ContentKindValue) {
    return this.ds
      .getRepository(ContentItem)
      .createQueryBuilder('c')
      .where('c.kind = :kind', { kind })
      .andWhere('c.publish_at IS NOT NULL AND c.publish_at <= :now', { now: this.clock.now() });
  }

  private async publishedPage(kind: ContentKindValue, lang: string | null | undefined, first: number, after?: string | null) {
    const scope = ['content', kind];
    const c = decodeCursor(after, scope, ['int', 'instant', 'uuid'] as const);
    const q = this.published(kind);
    if (c) {
      q.andWhere('(c.pinned::int, c.publish_at, c.id) < (:p, :at, :id)', { p: Number(c[0]), at: c[1], id: c[2] });
    }
    const rows = await q
      .orderBy('c.pinned', 'DESC')
      .addOrderBy('c.publish_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(first + 1)
      .getMany();
    const l = contentLanguage(lang);
    const page = pageOf(rows, first, (r) => [r.pinned ? 1 : 0, r.publishAt as Date, r.id], scope);
    return { items: page.items.map((r) => toEntry(r, l)), nextCursor: page.nextCursor };
  }

  // ---- ops ----

  /** Renders a body as readers will get it (the console's preview); unsafe Markdown is CONTENT_UNSAFE. */
  preview(markdown: string): string {
    return renderMarkdown(markdown).html;
  }

  async opsPage(kind: ContentKind | null | undefined, first: number, after?: string | null): Promise<Page<OpsContentItem>> {
    const scope = ['ops-content', kind ?? null];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const q = this.ds.getRepository(ContentItem).createQueryBuilder('c');
    if (kind) q.andWhere('c.kind = :kind', { kind });
    if (c) q.andWhere('(c.created_at, c.id) < (:at, :id)', { at: c[0], id: c[1] });
    const rows = await q
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(first + 1)
      .getMany();
    const page = pageOf(rows, first, (r) => [r.createdAt, r.id], scope);
    const now = this.clock.now();
    return { items: page.items.map((r) => toOps(r, now)), nextCursor: page.nextCursor };
  }

  async opsItem(id: string): Promise<OpsContentItem> {
    return toOps(await this.find(this.ds.manager, id), this.clock.now());
  }

  async create(actor: ContentActor, kind: ContentKind, input: ContentInput, publishAt: Date | null): Promise<OpsContentItem> {
    const translations = buildTranslations(kind, input);
    const link = checkedLink(kind, input.link);
    const slug = slugOf(kind, input.slug);
    const imageUploadId = input.imageUploadId ?? null;
    if (kind === ContentKind.BANNER && this.images && !imageUploadId) throw new DomainError(ContentError.CONTENT_IMAGE_REQUIRED);
    const now = this.clock.now();
    const created = await this.ds.transaction(async (em) => {
      if (slug) await assertSlugFree(em, slug, null);
      const rows: Array<{ id: string }> = await em
        .query(
          `INSERT INTO content_items (kind, translations, pinned, publish_at, image_upload_id, link, slug, created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9) RETURNING id`,
          [kind, JSON.stringify(translations), input.pinned, publishAt, imageUploadId, link, slug, actor.user.id, now],
        )
        .catch(slugTaken);
      const id = rows[0].id;
      if (imageUploadId && this.images) await this.images.attach(em, actor.user.id, imageUploadId, { type: 'content', id });
      const item = await this.find(em, id);
      await this.record(em, actor, 'content.created', item, null, auditView(item));
      return item;
    });
    this.announceIfVisibleNotice(created, now);
    return toOps(created, now);
  }

  async update(actor: ContentActor, id: string, input: ContentInput): Promise<OpsContentItem> {
    const now = this.clock.now();
    return this.ds.transaction(async (em) => {
      const before = await this.find(em, id, true);
      const kind = before.kind as ContentKind;
      const translations = buildTranslations(kind, input);
      const link = checkedLink(kind, input.link);
      const slug = slugOf(kind, input.slug);
      if (slug && slug !== before.slug) await assertSlugFree(em, slug, id);
      const imageUploadId = input.imageUploadId ?? null;
      if (kind === ContentKind.BANNER && this.images && !imageUploadId) throw new DomainError(ContentError.CONTENT_IMAGE_REQUIRED);
      if (imageUploadId && imageUploadId !== before.imageUploadId && this.images) {
        await this.images.attach(em, actor.user.id, imageUploadId, { type: 'content', id });
      }
      await em
        .update(
          ContentItem,
          { id },
          {
            translations: translations as never,
            pinned: input.pinned,
            link,
            slug,
            imageUploadId,
            updatedBy: actor.user.id,
            updatedAt: now,
          },
        )
        .catch(slugTaken);
      const after = await this.find(em, id);
      await this.record(em, actor, 'content.updated', after, auditView(before), auditView(after));
      return toOps(after, now);
    });
  }

  /** Publishes now, or schedules for `at` (invisible to readers until then). */
  async publish(actor: ContentActor, id: string, at: Date | null): Promise<OpsContentItem> {
    return this.setPublishAt(actor, id, at ?? this.clock.now(), 'content.published');
  }

  /** Back to draft: readers no longer see it. */
  async unpublish(actor: ContentActor, id: string): Promise<OpsContentItem> {
    return this.setPublishAt(actor, id, null, 'content.unpublished');
  }

  async remove(actor: ContentActor, id: string): Promise<boolean> {
    return this.ds.transaction(async (em) => {
      const before = await this.find(em, id, true);
      await em.delete(ContentItem, { id });
      await this.record(em, actor, 'content.deleted', before, auditView(before), null);
      return true;
    });
  }

  private async setPublishAt(actor: ContentActor, id: string, at: Date | null, action: string): Promise<OpsContentItem> {
    const now = this.clock.now();
    const after = await this.ds.transaction(async (em) => {
      const before = await this.find(em, id, true);
      await em.update(ContentItem, { id }, { publishAt: at, updatedBy: actor.user.id, updatedAt: now });
      const after = await this.find(em, id);
      await this.record(
        em,
        actor,
        action,
        after,
        { publishAt: before.publishAt?.toISOString() ?? null },
        {
          publishAt: after.publishAt?.toISOString() ?? null,
        },
      );
      return after;
    });
    this.announceIfVisibleNotice(after, now);
    return toOps(after, now);
  }

  private announceIfVisibleNotice(item: ContentItem, now: Date): void {
    if (item.kind === ContentKind.NOTICE && item.publishAt && item.publishAt <= now)
      this.announceNotices([{ id: item.id, publishAt: item.publishAt }]);
  }

  private async find(em: EntityManager, id: string, lock = false): Promise<ContentItem> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const q = em.getRepository(ContentItem).createQueryBuilder('c').where('c.id = :id', { id });
    if (lock) q.setLock('pessimistic_write');
    const row = await q.getOne();
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return row;
  }

  private record(
    em: EntityManager,
    actor: ContentActor,
    action: string,
    item: ContentItem,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    return this.audit.record(em, {
      actorId: actor.user.id,
      actorLabel: actor.user.phone,
      action,
      targetType: `content.${item.kind}`,
      targetId: item.id,
      before,
      after,
      ip: actor.ip,
    });
  }
}

/** Checks and renders every language version; nothing is stored when one is refused. */
export function buildTranslations(kind: ContentKind, input: ContentInput): StoredTranslations {
  const out: Partial<Record<ContentLanguage, StoredTranslation>> = {};
  for (const t of input.translations) {
    const lang = CONTENT_LANGUAGES.find((l) => l === t.lang);
    if (!lang || out[lang]) throw new DomainError(CommonError.BAD_INPUT);
    const title = t.title.trim();
    const body = t.body.replace(/\r\n?/g, '\n').trim();
    if (!title && !body && lang !== 'en') continue; // an empty tab is no version: English is shown
    if (!title || (!body && kind !== ContentKind.BANNER)) throw new DomainError(ContentError.CONTENT_INCOMPLETE);
    const rendered = body ? renderMarkdown(body) : { html: '', summary: '', text: '' };
    out[lang] = { title, body, html: rendered.html, summary: rendered.summary };
    // A help article keeps its text folded for the help centre's search (content-search.ts).
    if (kind === ContentKind.HELP) out[lang].search = foldForSearch(`${title}\n${rendered.text}`);
  }
  if (!out.en) throw new DomainError(ContentError.CONTENT_ENGLISH_REQUIRED);
  return out as StoredTranslations;
}

function checkedLink(kind: ContentKind, link: string | null | undefined): string | null {
  const l = link?.trim() ?? '';
  if (!l) return null;
  if (kind !== ContentKind.BANNER || !isValidBannerLink(l)) throw new DomainError(ContentError.CONTENT_LINK_INVALID);
  return l;
}

/** An iterable that never yields: a process without an event bus has no live notices to tell. */
async function* nothingEver(): AsyncGenerator<never> {
  await new Promise<never>(() => undefined);
}
