import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { User } from '../auth/user.entity';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';
import { AuditEntry } from './audit-entry.entity';

@ArgsType()
class AuditLogArgs {
  @Field({ nullable: true })
  @IsOptional()
  @ShortText()
  action?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { context: { code: CommonError.BAD_INPUT } })
  actorId?: string;

  @Field({ nullable: true })
  @IsOptional()
  @ShortText()
  targetType?: string;

  @Field({ nullable: true })
  @IsOptional()
  @ShortText()
  targetId?: string;

  @Field(() => Int, { defaultValue: 50 })
  @IsInt()
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(200, { context: { code: CommonError.BAD_INPUT } })
  first: number;
}

@Resolver(() => AuditEntry)
export class AuditResolver {
  @FieldResolver(() => User, { nullable: true, description: 'The account that acted, when it was one.' })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return entry.actorId ? ctx.loaders.userById.load(entry.actorId) : null;
  }

  @Authorized('OPS')
  @Query(() => [AuditEntry], { description: "Ops: the audit log, newest first. Pass the last entry's id as `after` for the next page." })
  async auditLog(
    @Args() args: AuditLogArgs,
    @Arg('after', () => ID, { nullable: true }) after: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<AuditEntry[]> {
    return ctx.services.audit.listPage({ ...args, limit: args.first }, after);
  }
}
