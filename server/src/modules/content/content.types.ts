import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { PageArgs, PageType } from '../../shared/pagination';
import { MultiLineText, ShortText } from '../../shared/validation';
import { MAX_HELP_QUERY_LENGTH } from './content-help';
import { ContentError } from './content.errors';

export enum ContentKind {
  NEWS = 'news',
  NOTICE = 'notice',
  BANNER = 'banner',
  HELP = 'help',
}
registerEnumType(ContentKind, {
  name: 'ContentKind',
  description: 'News item, notice, Home banner or help article.',
  valuesConfig: {
    NEWS: { description: 'A news item (newsPage, newsItem).' },
    NOTICE: { description: 'A notice; pinned ones run in the Home marquee.' },
    BANNER: { description: 'A Home banner with an image and a link.' },
    HELP: { description: 'A help-centre article with a slug (helpArticles, helpArticle); the app’s screens link to it by slug.' },
  },
});

export enum ContentStatus {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(ContentStatus, {
  name: 'ContentStatus',
  description: 'DRAFT: no publish time; SCHEDULED: publish time still ahead (invisible to readers); PUBLISHED: visible.',
  valuesConfig: {
    DRAFT: { description: 'No publish time: readers do not see it.' },
    SCHEDULED: { description: 'Its publish time is still ahead: readers do not see it yet.' },
    PUBLISHED: { description: 'Visible to readers.' },
  },
});

/** Longest Markdown body of one language version (the whole request stays under the 64 kB body cap). */
export const MAX_BODY_LENGTH = 5000;

@ObjectType({
  description: 'A published news item, notice, banner or help article in the reader’s language (English when it has no version in it).',
})
export class ContentEntry {
  @Field(() => ID, { description: 'The item id.' })
  id: string;

  @Field(() => ContentKind, { description: 'News, notice, banner or help article.' })
  kind: ContentKind;

  @Field(() => String, {
    nullable: true,
    description: 'Help articles: the slug the app links to (helpArticle(slug)); null on other kinds.',
  })
  slug: string | null;

  @Field({ description: 'The language this entry is shown in: the one asked for, or "en" when it has no version in it.' })
  lang: string;

  @Field({ description: 'The title in `lang`.' })
  title: string;

  @Field({ description: 'The body rendered from Markdown and sanitised on the server (safe to insert as HTML).' })
  bodyHtml: string;

  @Field({ description: 'Plain text of the body, at most 160 characters.' })
  summary: string;

  @Field({ description: 'When it was published (ISO-8601 UTC).' })
  publishedAt: Date;

  @Field({ description: 'Pinned items are listed first.' })
  pinned: boolean;

  @Field(() => String, { nullable: true, description: 'Banners: an app route or an https address to open.' })
  link: string | null;

  /** Read by the imageUrl field. */
  imageUploadId: string | null;
}

export const ContentEntryPage = PageType(ContentEntry, 'ContentEntryPage');
export type ContentEntryPage = InstanceType<typeof ContentEntryPage>;

@ObjectType({ description: 'A notice ops published to everyone became visible: read the unread count and the list again.' })
export class NoticePublished {
  @Field(() => ID, { description: 'The notice (its content item).' })
  id!: string;

  @Field({ description: 'When it became visible.' })
  at!: Date;
}

@ObjectType({ description: 'One language version as ops wrote it.' })
export class ContentTranslation {
  @Field({ description: 'The language: en, fr, es, zh-Hans or zh-Hant.' })
  lang: string;

  @Field({ description: 'The title in that language.' })
  title: string;

  @Field({ description: 'Markdown.' })
  body: string;

  @Field({ description: 'The sanitised HTML readers get.' })
  html: string;
}

@ObjectType({ description: 'Ops: a content item with every language version, drafts and scheduled ones included.' })
export class OpsContentItem {
  @Field(() => ID, { description: 'The item id.' })
  id: string;

  @Field(() => ContentKind, { description: 'News, notice, banner or help article.' })
  kind: ContentKind;

  @Field(() => String, { nullable: true, description: 'Help articles: the slug (the address the app links to); null on other kinds.' })
  slug: string | null;

  @Field(() => ContentStatus, { description: 'Draft, scheduled or published.' })
  status: ContentStatus;

  @Field(() => [ContentTranslation], { description: 'Every language version.' })
  translations: ContentTranslation[];

  @Field({ description: 'The English title (list rows).' })
  title: string;

  @Field({ description: 'Pinned items are listed first.' })
  pinned: boolean;

  @Field(() => Date, { nullable: true, description: 'When it is (or was) published (ISO-8601 UTC); null for a draft.' })
  publishAt: Date | null;

  @Field(() => ID, { nullable: true, description: 'Banners: the image upload.' })
  imageUploadId: string | null;

  @Field(() => String, { nullable: true, description: 'Banners: an app route or an https address.' })
  link: string | null;

  @Field({ description: 'When it was created (ISO-8601 UTC).' })
  createdAt: Date;

  @Field({ description: 'When it was last changed (ISO-8601 UTC).' })
  updatedAt: Date;
}

export const OpsContentItemPage = PageType(OpsContentItem, 'OpsContentItemPage');
export type OpsContentItemPage = InstanceType<typeof OpsContentItemPage>;

@InputType({ description: 'One language version: en, fr, es, zh-Hans or zh-Hant.' })
export class ContentTranslationInput {
  @Field({ description: 'en, fr, es, zh-Hans or zh-Hant; each at most once.' })
  @ShortText()
  lang: string;

  @Field({ description: 'The title in that language; required unless the whole version (title and body) is left empty.' })
  @ShortText()
  title: string;

  @Field({ description: `Markdown, at most ${MAX_BODY_LENGTH} characters; no scripts, event handlers or javascript:/data: links.` })
  @MultiLineText(MAX_BODY_LENGTH)
  body: string;
}

@InputType({
  description: 'What ops write: the language versions (English required), pinned, a banner’s image and link, a help article’s slug.',
})
export class ContentInput {
  @Field(() => [ContentTranslationInput], { description: 'The language versions (1–5); English is required.' })
  @ArrayMinSize(1, { context: { code: ContentError.CONTENT_ENGLISH_REQUIRED } })
  @ArrayMaxSize(5, { context: { code: CommonError.BAD_INPUT } })
  @ValidateNested({ each: true })
  translations: ContentTranslationInput[];

  @Field({ defaultValue: false, description: 'Pinned items are listed first.' })
  @IsBoolean()
  pinned: boolean;

  @Field(() => String, { nullable: true, description: 'Banners: an app route (/pages/…, /subPackages/…) or an https address.' })
  @IsOptional()
  @ShortText()
  link?: string | null;

  @Field(() => ID, { nullable: true, description: 'Banners: an upload with purpose banner.' })
  @IsOptional()
  @IsUUID('all', { context: { code: CommonError.BAD_INPUT } })
  imageUploadId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Help articles (required): the address the app links to, 3–64 lowercase letters, digits and single hyphens (e.g. fees-and-charges), unique among help articles (HELP_SLUG_INVALID, HELP_SLUG_TAKEN). Changing it breaks links that use the old one. Must be empty on other kinds.',
  })
  @IsOptional()
  @ShortText()
  slug?: string | null;
}

@ArgsType()
export class ContentPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent or unknown.',
  })
  @IsOptional()
  @ShortText()
  lang?: string | null;
}

@ArgsType()
export class HelpArticlesArgs extends ContentPageArgs {
  @Field(() => String, {
    nullable: true,
    description: `Words to find in an article's title or text, case- and accent-insensitive, as one literal phrase (% and _ are ordinary characters); at most ${MAX_HELP_QUERY_LENGTH} characters (HELP_QUERY_TOO_LONG). Empty or absent: every article.`,
  })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(MAX_HELP_QUERY_LENGTH, { context: { code: ContentError.HELP_QUERY_TOO_LONG } })
  query?: string | null;
}

@ArgsType()
export class OpsContentArgs extends PageArgs {
  @Field(() => ContentKind, { nullable: true, description: 'Only this kind; every kind when absent.' })
  @IsOptional()
  kind?: ContentKind | null;
}
