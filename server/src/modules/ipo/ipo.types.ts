import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/pagination';
import { IpoApplication, IpoOffering } from './ipo.entities';

export const IpoOfferingPage = PageType(IpoOffering, 'IpoOfferingPage');
export const IpoApplicationPage = PageType(IpoApplication, 'IpoApplicationPage');

@ObjectType({ description: 'An application left out of the draw at the deadline, and why.' })
export class IpoDrawExclusion {
  @Field(() => ID, { description: 'The application left out.' })
  id: string;

  @Field({ description: 'UNDER_FUNDED: the hold did not cover what the application owed.' })
  reason: string;
}

@ObjectType({ description: 'One entry of a finished draw: its place and the lots it won.' })
export class IpoDrawResult {
  @Field(() => ID, { description: 'The application.' })
  applicationId: string;

  @Field(() => Int, { description: 'Its place in the draw order (1 = first).' })
  rank: number;

  @Field(() => Int, { description: 'Lots it applied for.' })
  lots: number;

  @Field(() => Int, { description: 'Lots it won.' })
  wonLots: number;
}

@ObjectType({
  description:
    'The public record of an offering’s lottery: the seed hash (published before any application), and after the draw the seed, every entry’s rank and lots won, the exclusions and the allocation cut-off. scripts/verify-draw.mjs recomputes it.',
})
export class IpoDraw {
  @Field(() => ID, { description: 'The offering.' })
  offeringId: string;

  @Field({ description: 'SHA-256 (hex) of the seed, published when the offering was created.' })
  seedHash: string;

  @Field(() => String, { nullable: true, description: 'Revealed at the draw; null before.' })
  seed: string | null;

  @Field(() => Date, { nullable: true, description: 'When the draw ran (ISO-8601 UTC); null before.' })
  drawnAt: Date | null;

  @Field(() => Int, { description: 'Entries in the draw (live applications before it).' })
  entries: number;

  @Field(() => Int, { description: 'Shares per lot.' })
  lotSize: number;

  @Field(() => Int, { description: 'Lots offered (underwriting shares ÷ lot size).' })
  lotsAvailable: number;

  @Field(() => Int, { nullable: true, description: 'Lots handed out; null before the draw.' })
  lotsAllocated: number | null;

  @Field(() => Int, { nullable: true, description: 'The round in which allocation stopped.' })
  cutoffRound: number | null;

  @Field(() => Int, { nullable: true, description: 'The rank of the last entry that received a lot in that round.' })
  cutoffRank: number | null;

  @Field(() => [IpoDrawExclusion], { description: 'Applications left out at the deadline, and why.' })
  excluded: IpoDrawExclusion[];

  @Field(() => [IpoDrawResult], { description: 'Every entry with its rank and lots won; empty before the draw.' })
  results: IpoDrawResult[];

  @Field(() => Int, { nullable: true, description: 'The signed-in user’s own rank, when they had an entry.' })
  myRank: number | null;
}
