import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { User } from '../auth/user.entity';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';
import { AuditEntry } from './audit-entry.entity';

@ArgsType()
class AuditLogArgs {
  @Field({ nullable: true, description: 'Only entries with exactly this action.' })
  @IsOptional()
  @ShortText()
  action?: string;

  @Field(() => ID, { nullable: true, description: 'Only entries by this user.' })
  @IsOptional()
  @IsUUID('all', { context: { code: CommonError.BAD_INPUT } })
  actorId?: string;

  @Field({ nullable: true, description: 'Only entries on this kind of record.' })
  @IsOptional()
  @ShortText()
  targetType?: string;

  @Field({ nullable: true, description: 'Only entries on the record with this id.' })
  @IsOptional()
  @ShortText()
  targetId?: string;

  @Field(() => Int, { defaultValue: 50, description: 'How many entries (1–200).' })
  @IsInt()
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(200, { context: { code: CommonError.BAD_INPUT } })
  first: number;

  @Field(() => String, { nullable: true, description: "The previous page's nextCursor." })
  @IsOptional()
  @ShortText()
  after?: string | null;
}

const AuditEntryPage = PageType(AuditEntry, 'AuditEntryPage');
type AuditEntryPage = InstanceType<typeof AuditEntryPage>;

@Resolver(() => AuditEntry)
export class AuditResolver {
  @FieldResolver(() => User, { nullable: true, description: 'The account that acted, when it was one.' })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return entry.actorId ? ctx.loaders.userById.load(entry.actorId) : null;
  }

  @Authorized('OPS')
  @Query(() => AuditEntryPage, { description: 'Ops: the audit log, newest first, filtered by actor, action and target.' })
  auditLog(@Args() args: AuditLogArgs, @Ctx() ctx: RequestContext): Promise<AuditEntryPage> {
    const { first, after, ...filter } = args;
    return ctx.services.audit.page(filter, first, after);
  }
}
