import { CONTENT_LANGUAGES, type ContentItem, type ContentLanguage } from './content.entity';
import { type ContentEntry, type ContentKind, ContentStatus, type OpsContentItem } from './content.types';

// Rows of content_items as readers (ContentEntry) and ops (OpsContentItem) see them, and as the audit log keeps them.

export function toEntry(row: ContentItem, lang: ContentLanguage): ContentEntry {
  const served = row.translations[lang] ? lang : 'en';
  const t = row.translations[served] ?? row.translations.en;
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    lang: served,
    title: t.title,
    bodyHtml: t.html,
    summary: t.summary,
    publishedAt: row.publishAt as Date,
    pinned: row.pinned,
    link: row.link,
    imageUploadId: row.imageUploadId,
  };
}

function statusOf(row: ContentItem, now: Date): ContentStatus {
  if (!row.publishAt) return ContentStatus.DRAFT;
  return row.publishAt.getTime() > now.getTime() ? ContentStatus.SCHEDULED : ContentStatus.PUBLISHED;
}

export function toOps(row: ContentItem, now: Date): OpsContentItem {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    status: statusOf(row, now),
    translations: CONTENT_LANGUAGES.flatMap((lang) => {
      const t = row.translations[lang];
      return t ? [{ lang, title: t.title, body: t.body, html: t.html }] : [];
    }),
    title: row.translations.en.title,
    pinned: row.pinned,
    publishAt: row.publishAt,
    imageUploadId: row.imageUploadId,
    link: row.link,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the audit log keeps of an item: its languages and titles, not the whole bodies. */
export function auditView(row: ContentItem): Record<string, unknown> {
  return {
    kind: row.kind,
    slug: row.slug,
    titles: Object.fromEntries(CONTENT_LANGUAGES.flatMap((l) => (row.translations[l] ? [[l, row.translations[l]?.title]] : []))),
    pinned: row.pinned,
    publishAt: row.publishAt?.toISOString() ?? null,
    imageUploadId: row.imageUploadId,
    link: row.link,
  };
}
