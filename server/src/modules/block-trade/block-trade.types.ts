import { IsOptional } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';
import { BlockTradeOffering, BlockTradeSubscription } from './block-trade.entities';
import { LocalisedText } from '../../shared/localised-text';

export const BlockTradeOfferingPage = PageType(BlockTradeOffering, 'BlockTradeOfferingPage');
export const BlockTradeSubscriptionPage = PageType(BlockTradeSubscription, 'BlockTradeSubscriptionPage');

@ObjectType({ description: 'One entry of a closed offering: the tickets it asked for and won, and its place when the draw ran.' })
export class BlockTradeDrawResult {
  @Field(() => ID, { description: 'The subscription.' })
  subscriptionId: string;

  @Field(() => Int, { nullable: true, description: 'Place in the draw order; null when not oversubscribed (no draw was needed).' })
  rank: number | null;

  @Field(() => Int, { description: 'Tickets it asked for.' })
  tickets: number;

  @Field(() => Int, { description: 'Tickets it was allocated.' })
  wonTickets: number;
}

@ObjectType({
  description:
    'The public record of an offering’s allocation: the seed hash (published at creation), and after the close the seed, every entry’s tickets asked and won, its rank when oversubscribed, and the cut-off. The shared draw engine recomputes it: runDraw(seed, entries as lots, ticketsAvailable).',
})
export class BlockTradeDraw {
  @Field(() => ID, { description: 'The offering.' })
  offeringId: string;

  @Field({ description: 'SHA-256 (hex) of the seed, published when the offering was created.' })
  seedHash: string;

  @Field(() => String, { nullable: true, description: 'Revealed at the close; null before.' })
  seed: string | null;

  @Field(() => Date, { nullable: true, description: 'When tickets were allocated (ISO-8601 UTC); null before.' })
  closedAt: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'True when more tickets were asked for than offered (the draw ran).' })
  oversubscribed: boolean | null;

  @Field(() => Int, { description: 'Entries (live subscriptions before the close).' })
  entries: number;

  @Field(() => Int, { description: 'Tickets offered.' })
  ticketsAvailable: number;

  @Field(() => Int, { description: 'Tickets asked for by every subscription.' })
  ticketsSubscribed: number;

  @Field(() => Int, { nullable: true, description: 'Tickets handed out; null before the close.' })
  ticketsAllocated: number | null;

  @Field(() => Int, { nullable: true, description: 'The round in which allocation stopped (oversubscribed only).' })
  cutoffRound: number | null;

  @Field(() => Int, { nullable: true, description: 'The rank of the last entry that received a ticket in that round.' })
  cutoffRank: number | null;

  @Field(() => [BlockTradeDrawResult], { description: 'Every entry with the tickets it asked for and won; empty before the close.' })
  results: BlockTradeDrawResult[];

  @Field(() => Int, { nullable: true, description: 'The signed-in user’s own rank, when they had a ranked entry.' })
  myRank: number | null;
}

export enum BlockTradeNoticeKind {
  CODE_ISSUED = 'CODE_ISSUED',
}
registerEnumType(BlockTradeNoticeKind, {
  name: 'BlockTradeNoticeKind',
  description: 'CODE_ISSUED: a personal purchase code was issued to the user in the app.',
  valuesConfig: { CODE_ISSUED: { description: 'A personal purchase code was issued to the user in the app.' } },
});

@ObjectType({
  description:
    'A personal block-trade notice of the signed-in user (a purchase code issued to them), with its title and text in the reader’s language.',
})
export class BlockTradeNotice {
  @Field(() => ID, { description: 'The purchase code’s id.' })
  id: string;

  @Field(() => BlockTradeNoticeKind, { description: 'What the notice is about.' })
  kind: BlockTradeNoticeKind;

  @Field({ description: 'When it was issued.' })
  at: Date;

  @Field(() => ID, { description: 'The offering.' })
  offeringId: string;

  @Field({ description: 'The stock ("US:ACME").' })
  symbol: string;

  @Field({ description: 'Stock name, in English.', deprecationReason: 'Use stockNameText; removed after 2027-06-01' })
  stockName: string;

  @Field(() => LocalisedText, { description: 'Stock name in the notice’s language (English, flagged, when untranslated).' })
  stockNameText: LocalisedText;

  @Field({ description: 'The personal, single-use purchase code.' })
  code: string;

  @Field({ description: 'The offering’s window closes then (the code works until then).' })
  closesAt: Date;

  @Field(() => Date, { nullable: true, description: 'When a subscription used the code (it works once).' })
  usedAt: Date | null;

  @Field({ description: 'The language the title and text are in (en, fr, es, zh-Hans, zh-Hant).' })
  lang: string;

  @Field({ description: 'The notice title in `lang`.' })
  title: string;

  @Field({ description: 'The notice text in `lang`, the code included.' })
  text: string;
}

export const BlockTradeNoticePage = PageType(BlockTradeNotice, 'BlockTradeNoticePage');

@ArgsType()
export class BlockTradeNoticeArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent or unknown.',
  })
  @IsOptional()
  @ShortText()
  lang?: string | null;
}
