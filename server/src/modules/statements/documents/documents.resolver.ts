import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import type { DocumentRow } from './documents.service';
import {
  DocumentIdArgs,
  DocumentsArgs,
  OpsUserDocumentsArgs,
  RequestDocumentInput,
  UserDocument,
  UserDocumentPage,
} from './documents.types';

/** A stored document as the API shows it. */
export function documentView(r: DocumentRow): UserDocument {
  const p = r.params as unknown as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  return {
    id: r.id,
    documentNo: r.document_no,
    kind: r.kind as UserDocument['kind'],
    status: r.status as UserDocument['status'],
    progress: r.progress,
    language: r.language,
    requestedByUser: r.origin === 'user',
    month: str('month'),
    year: typeof p.year === 'number' ? p.year : null,
    format: str('format'),
    dataset: str('dataset'),
    from: str('from'),
    to: str('to'),
    positionId: str('positionId'),
    leg: str('leg'),
    fileName: r.file_name,
    contentType: r.content_type,
    size: r.size,
    errorCode: r.error_code,
    createdAt: r.created_at,
    readyAt: r.ready_at,
  };
}

/** The user's own documents only: another user's id is NOT_FOUND. */
@Resolver()
export class DocumentsResolver {
  @Authorized()
  @Query(() => UserDocumentPage, { description: 'The user’s documents (statements, confirmations, tax reports, exports), newest first.' })
  async documents(@Args() args: DocumentsArgs, @Ctx() ctx: RequestContext) {
    const page = await ctx.services.documents.list(ctx.user!.id, args.first, args.after);
    return { items: page.items.map(documentView), nextCursor: page.nextCursor };
  }

  @Authorized()
  @Query(() => UserDocument, { description: 'One of the user’s documents (another user’s: NOT_FOUND).' })
  async document(@Args() args: DocumentIdArgs, @Ctx() ctx: RequestContext): Promise<UserDocument> {
    return documentView(await ctx.services.documents.row(ctx.user!.id, args.id));
  }

  @Authorized()
  @Mutation(() => UserDocument, {
    description:
      'Asks for a document. A trade confirmation is answered ready; the others are made in the background (progress over accountEvents as DOCUMENT_UPDATED, a notification when ready). At most 5 being made at once (DOCUMENT_TOO_MANY_PENDING).',
  })
  async requestDocument(
    @Arg('input', () => RequestDocumentInput, { description: 'What to make, and in which language.' }) input: RequestDocumentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserDocument> {
    return documentView(await ctx.services.documents.request(ctx.user!, input));
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      'A download link for one of the user’s ready documents, for this user alone, working for five minutes (/documents/<id>?v=…&exp=…&sig=…; each download audited). Not ready: DOCUMENT_NOT_READY.',
  })
  documentDownloadUrl(@Args() args: DocumentIdArgs, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.documents.downloadUrl(ctx.user!, args.id);
  }

  @Authorized('OPS')
  @Query(() => UserDocumentPage, {
    description: 'Ops: a user’s documents, newest first: what was asked for and whether it was made (never the file). Audited.',
  })
  async opsUserDocuments(@Args() args: OpsUserDocumentsArgs, @Ctx() ctx: RequestContext) {
    const page = await ctx.services.documents.opsList({ user: ctx.user!, ip: ctx.ip }, args.userId, args.first, args.after);
    return { items: page.items.map(documentView), nextCursor: page.nextCursor };
  }
}
