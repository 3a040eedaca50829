import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const CONTENT_LANGUAGES = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export type ContentKindValue = 'news' | 'notice' | 'banner' | 'help';

/** One language version: what ops wrote and what readers get. */
export interface StoredTranslation {
  title: string;
  /** Markdown as ops wrote it. */
  body: string;
  /** The body rendered and sanitised once, when it was saved. */
  html: string;
  /** Plain text of the body, at most 160 characters. */
  summary: string;
  /**
   * Help articles: the title and the whole body as plain text, folded for searching (lower case, accents
   * and compatibility forms removed; see content-search.ts). Absent on other kinds.
   */
  search?: string;
}

export type StoredTranslations = Partial<Record<ContentLanguage, StoredTranslation>> & { en: StoredTranslation };

@Entity('content_items')
export class ContentItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar' })
  kind: ContentKindValue;

  @Column({ type: 'jsonb' })
  translations: StoredTranslations;

  @Column({ type: 'boolean' })
  pinned: boolean;

  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ name: 'image_upload_id', type: 'uuid', nullable: true })
  imageUploadId: string | null;

  @Column({ type: 'varchar', nullable: true })
  link: string | null;

  /** Help articles: the stable address the app links to (lowercase a–z, 0–9, hyphens); null on other kinds. */
  @Column({ type: 'varchar', nullable: true })
  slug: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The reader's language when it is one of the five, else English. */
export function contentLanguage(lang: string | null | undefined): ContentLanguage {
  if (!lang) return 'en';
  const exact = CONTENT_LANGUAGES.find((l) => l.toLowerCase() === lang.toLowerCase());
  if (exact) return exact;
  const l = lang.toLowerCase();
  if (l === 'zh-tw' || l === 'zh-hk' || l === 'zh-mo') return 'zh-Hant';
  if (l.startsWith('zh')) return 'zh-Hans';
  const base = CONTENT_LANGUAGES.find((c) => c === l.split('-')[0]);
  return base ?? 'en';
}
