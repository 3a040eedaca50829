import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { MultiLineText } from '../../shared/validation';
import type { ContentActor } from './content.service';
import {
  ContentEntry,
  ContentEntryPage,
  ContentInput,
  ContentKind,
  ContentPageArgs,
  HelpArticlesArgs,
  MAX_BODY_LENGTH,
  NoticePublished,
  OpsContentArgs,
  OpsContentItem,
  OpsContentItemPage,
} from './content.types';

function actor(ctx: RequestContext): ContentActor {
  // @Authorized('OPS') ran first, so the user is there.
  return { user: ctx.user as NonNullable<RequestContext['user']>, ip: ctx.ip };
}

/** What readers see: published news, notices, banners and help articles in their language. No sign-in needed. */
@Resolver(() => ContentEntry)
export class ContentResolver {
  @Authorized()
  @Subscription(() => NoticePublished, {
    description:
      'Notices ops publish to everyone, as they become visible (published now, or at their scheduled time): the notification centre’s unread count and list are stale.',
    subscribe: ({ context }) => (context as RequestContext).services.content.noticeStream(),
  })
  noticePublished(@Root() notice: { id: string; at: string }): NoticePublished {
    return Object.assign(new NoticePublished(), { id: notice.id, at: new Date(notice.at) });
  }

  @FieldResolver(() => String, { nullable: true, description: 'Banners: the public address of the image.' })
  imageUrl(@Root() entry: ContentEntry, @Ctx() ctx: RequestContext): string | null {
    return ctx.services.content.imageUrl(entry.imageUploadId);
  }

  @Query(() => ContentEntryPage, { description: 'Published news, pinned first, newest first.' })
  newsPage(@Args() args: ContentPageArgs, @Ctx() ctx: RequestContext): Promise<ContentEntryPage> {
    return ctx.services.content.newsPage(args.lang, args.first, args.after);
  }

  @Query(() => ContentEntry, { description: 'One published news item; NOT_FOUND for drafts, scheduled items and anything else.' })
  newsItem(
    @Arg('id', () => ID, { description: 'The item id.' }) id: string,
    @Arg('lang', () => String, {
      nullable: true,
      description: "The reader's language (en, fr, es, zh-Hans, zh-Hant); English when absent or unknown.",
    })
    lang: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentEntry> {
    return ctx.services.content.newsItem(id, lang);
  }

  @Query(() => ContentEntryPage, {
    description:
      'The help centre: published help articles in the reader’s language (English where one has no version in it), pinned first, then by title; with `query`, those whose title or text (in that language, or in English) contains it. No sign-in needed.',
  })
  helpArticles(@Args() args: HelpArticlesArgs, @Ctx() ctx: RequestContext): Promise<ContentEntryPage> {
    return ctx.services.content.helpArticles(args.lang, args.query, args.first, args.after);
  }

  @Query(() => ContentEntry, {
    description: 'One published help article by its slug (e.g. fees-and-charges); NOT_FOUND when unknown, a draft or scheduled.',
  })
  helpArticle(
    @Arg('slug', () => String, { description: 'The article’s slug, as the app’s help links name it.' }) slug: string,
    @Arg('lang', () => String, {
      nullable: true,
      description: "The reader's language (en, fr, es, zh-Hans, zh-Hant); English when absent or unknown.",
    })
    lang: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentEntry> {
    return ctx.services.content.helpArticle(slug, lang);
  }

  @Query(() => ContentEntryPage, { description: 'Published notices, pinned first, newest first.' })
  notices(@Args() args: ContentPageArgs, @Ctx() ctx: RequestContext): Promise<ContentEntryPage> {
    return ctx.services.content.noticesPage(args.lang, args.first, args.after);
  }

  @Query(() => [ContentEntry], { description: 'Pinned published notices (the Home marquee), newest first.' })
  pinnedNotices(
    @Arg('lang', () => String, {
      nullable: true,
      description: "The reader's language (en, fr, es, zh-Hans, zh-Hant); English when absent or unknown.",
    })
    lang: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentEntry[]> {
    return ctx.services.content.pinnedNotices(lang);
  }

  @Query(() => [ContentEntry], { description: 'Published Home banners, pinned first, newest first.' })
  banners(
    @Arg('lang', () => String, {
      nullable: true,
      description: "The reader's language (en, fr, es, zh-Hans, zh-Hant); English when absent or unknown.",
    })
    lang: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ContentEntry[]> {
    return ctx.services.content.banners(lang);
  }
}

@ArgsType()
class PreviewArgs {
  @Field({ description: 'The Markdown to render, at most 5000 characters.' })
  @MultiLineText(MAX_BODY_LENGTH)
  body: string;
}

/** The ops console's content section: every change is audited. */
@Resolver(() => OpsContentItem)
export class ContentOpsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The image’s public address.' })
  imageUrl(@Root() item: OpsContentItem, @Ctx() ctx: RequestContext): string | null {
    return ctx.services.content.imageUrl(item.imageUploadId);
  }

  @Authorized('OPS')
  @Query(() => OpsContentItemPage, {
    description: 'Ops: news, notices, banners and help articles (drafts and scheduled too), newest first.',
  })
  opsContent(@Args() args: OpsContentArgs, @Ctx() ctx: RequestContext): Promise<OpsContentItemPage> {
    return ctx.services.content.opsPage(args.kind, args.first, args.after);
  }

  @Authorized('OPS')
  @Query(() => OpsContentItem, { description: 'Ops: one content item with every language version.' })
  opsContentItem(@Arg('id', () => ID, { description: 'The item id.' }) id: string, @Ctx() ctx: RequestContext): Promise<OpsContentItem> {
    return ctx.services.content.opsItem(id);
  }

  @Authorized('OPS')
  @Query(() => String, { description: 'Ops: a Markdown body rendered and sanitised as readers will get it (CONTENT_UNSAFE when refused).' })
  opsContentPreview(@Args() args: PreviewArgs, @Ctx() ctx: RequestContext): string {
    return ctx.services.content.preview(args.body);
  }

  @Authorized('OPS')
  @Mutation(() => OpsContentItem, { description: 'Ops: a new item; published at `publishAt` (now or later), a draft without it.' })
  createContent(
    @Arg('kind', () => ContentKind, { description: 'News, notice, banner or help article.' }) kind: ContentKind,
    @Arg('input', () => ContentInput, { description: "The language versions, pinned, a banner's image and link, a help article's slug." })
    input: ContentInput,
    @Arg('publishAt', () => Date, {
      nullable: true,
      validate: false,
      description: 'When to publish it (ISO-8601 UTC) (now or later); omit for a draft.',
    })
    publishAt: Date | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OpsContentItem> {
    return ctx.services.content.create(actor(ctx), kind, input, publishAt);
  }

  @Authorized('OPS')
  @Mutation(() => OpsContentItem, {
    description: 'Ops: replaces the language versions, pinned, image and link (and a help article’s slug).',
  })
  updateContent(
    @Arg('id', () => ID, { description: 'The item id.' }) id: string,
    @Arg('input', () => ContentInput, { description: 'The new language versions, pinned, image and link (and slug).' }) input: ContentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OpsContentItem> {
    return ctx.services.content.update(actor(ctx), id, input);
  }

  @Authorized('OPS')
  @Mutation(() => OpsContentItem, { description: 'Ops: publishes now, or at `at` (scheduled: invisible until then).' })
  publishContent(
    @Arg('id', () => ID, { description: 'The item id.' }) id: string,
    @Arg('at', () => Date, { nullable: true, validate: false, description: 'When to publish (ISO-8601 UTC); omit for now.' })
    at: Date | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OpsContentItem> {
    return ctx.services.content.publish(actor(ctx), id, at);
  }

  @Authorized('OPS')
  @Mutation(() => OpsContentItem, { description: 'Ops: back to draft (readers no longer see it).' })
  unpublishContent(@Arg('id', () => ID, { description: 'The item id.' }) id: string, @Ctx() ctx: RequestContext): Promise<OpsContentItem> {
    return ctx.services.content.unpublish(actor(ctx), id);
  }

  @Authorized('OPS')
  @Mutation(() => Boolean, { description: 'Ops: deletes an item.' })
  deleteContent(@Arg('id', () => ID, { description: 'The item id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.content.remove(actor(ctx), id);
  }
}
