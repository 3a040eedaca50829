import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { LiabilityInclusionProof, LiabilitySnapshot, LiabilitySnapshotsArgs } from './liabilities.types';

/** Published snapshots for anyone; a proof only for its own user. */
@Resolver()
export class LiabilitiesResolver {
  @Query(() => [LiabilitySnapshot], { description: 'Published proof-of-liabilities snapshots, newest first (public).' })
  liabilitySnapshots(@Args() args: LiabilitySnapshotsArgs, @Ctx() ctx: RequestContext): Promise<LiabilitySnapshot[]> {
    return ctx.services.liabilities.list(args.first);
  }

  @Authorized()
  @Query(() => LiabilityInclusionProof, {
    description: 'The signed-in user’s inclusion proof for a snapshot date and currency (none there, or not theirs: NOT_FOUND).',
  })
  async myLiabilityProof(
    @Arg('date', { description: 'Snapshot date, YYYY-MM-DD.' }) date: string,
    @Arg('currency', { description: 'EUR or USD.' }) currency: string,
    @Ctx() ctx: RequestContext,
  ): Promise<LiabilityInclusionProof> {
    const { proof, published } = await ctx.services.liabilities.proof(ctx.user!.id, date, currency);
    return { amount: proof.amount, published, proofJson: JSON.stringify(proof) };
  }
}
