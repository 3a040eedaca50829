import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { User } from '../auth/user.entity';
import { ReviewReasonCode } from '../review/review.types';
import { RealNameSubmission } from './real-name.entities';
import { SubmitRealNameInput } from './real-name.inputs';
import { REAL_NAME_REASON_CODES } from './real-name.reviews';

@Resolver()
export class RealNameResolver {
  @Authorized()
  @Query(() => RealNameSubmission, {
    nullable: true,
    description: "The user's latest real-name submission (null: never submitted). Passed, under review, or rejected with a reason.",
  })
  myRealName(@Ctx() ctx: RequestContext): Promise<RealNameSubmission | null> {
    return ctx.services.realName.latest(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => RealNameSubmission, {
    description:
      "Files the ID document's details and two images (uploads of purpose real_name) for review. Every field is required ('Missing information'); refused while one is under review and after passing.",
  })
  submitRealName(
    @Arg('input', { description: "The ID document's details and the two image uploads." }) input: SubmitRealNameInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RealNameSubmission> {
    return ctx.services.realName.submit(ctx.user!, input, { ip: ctx.ip });
  }

  @Authorized('OPS')
  @Query(() => RealNameSubmission, { description: 'Ops: one real-name submission, with links to both images.' })
  opsRealName(
    @Arg('id', () => ID, { description: 'The submission id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RealNameSubmission> {
    return ctx.services.realName.byId(id);
  }

  @Authorized('OPS')
  @Query(() => [ReviewReasonCode], { description: 'Ops: the reasons a real-name submission may be refused with.' })
  realNameReasonCodes(): string[] {
    return [...REAL_NAME_REASON_CODES];
  }
}

@Resolver(() => RealNameSubmission)
export class RealNameFieldsResolver {
  @Authorized('OPS')
  @FieldResolver(() => User, { nullable: true, description: 'Ops only: who submitted it.' })
  user(@Root() s: RealNameSubmission, @Ctx() ctx: RequestContext): Promise<User | null> {
    return ctx.loaders.userById.load(s.userId);
  }

  @Authorized()
  @FieldResolver(() => String, {
    description: "Ops, and the submission's owner: a short-lived signed link to the front image (each view is audited).",
  })
  frontImageUrl(@Root() s: RealNameSubmission, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.realName.imageUrl(ctx.user!, s, 'front');
  }

  @Authorized()
  @FieldResolver(() => String, {
    description: "Ops, and the submission's owner: a short-lived signed link to the back image (each view is audited).",
  })
  backImageUrl(@Root() s: RealNameSubmission, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.realName.imageUrl(ctx.user!, s, 'back');
  }
}

@Resolver(() => User)
export class RealNameUserFieldsResolver {
  @Authorized('OPS')
  @FieldResolver(() => RealNameSubmission, { nullable: true, description: "Ops only: the user's latest real-name submission." })
  realName(@Root() user: User, @Ctx() ctx: RequestContext): Promise<RealNameSubmission | null> {
    return ctx.services.realName.latest(user.id);
  }
}
