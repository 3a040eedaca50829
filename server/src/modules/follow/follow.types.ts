import type Decimal from 'decimal.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { PageType } from '../../shared/pagination';
import { Charge } from '../trading/trading.types';
import { Follow, FollowInstitution, FollowTrade } from './follow.entities';

export const FollowTradePage = PageType(FollowTrade, 'FollowTradePage');
export const FollowPage = PageType(Follow, 'FollowPage');
export const FollowInstitutionPage = PageType(FollowInstitution, 'FollowInstitutionPage');

@ObjectType({ description: 'What following now would hold, every charge itemised (shown before the user confirms).' })
export class FollowPreview {
  @Field(() => ID, { description: 'The published trade.' })
  tradeId: string;

  @Field(() => Int, { description: 'Shares.' })
  quantity: number;

  @Field(() => DecimalScalar, { description: 'The live ask (quote currency).' })
  ask: Decimal;

  @Field({ description: 'When that quote was recorded.' })
  quoteAt: Date;

  @Field({ description: 'True when the quote comes from the simulator (say "Simulated").' })
  simulated: boolean;

  @Field(() => DecimalScalar, { description: 'Quantity × ask.' })
  notional: Decimal;

  @Field(() => [Charge], { description: 'The market order’s opening charges, itemised.' })
  charges: Charge[];

  @Field(() => DecimalScalar, { description: 'The trade’s handling fee.' })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'Held now: quantity × ask + charges + fee.' })
  total: Decimal;

  @Field(() => DecimalScalar, { description: 'The highest ask it fills at with this tolerance.' })
  maxPrice: Decimal;

  @Field({ description: 'The balance it is paid from.' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'The user’s available balance in that currency.' })
  available: Decimal;

  @Field({ description: 'Whether the available balance covers the total.' })
  sufficientFunds: boolean;
}

@ObjectType({ description: 'One complete 12-month period of a track record.' })
export class TrackRecordPeriod {
  @Field({ description: 'First day (YYYY-MM-DD).' })
  from: string;

  @Field({ description: 'Last day (YYYY-MM-DD).' })
  to: string;

  @Field(() => DecimalScalar, { description: 'Net return over the period (0.05 = 5 %), after every charge.' })
  netReturn: Decimal;
}

@ObjectType({
  description:
    'An institution’s track record computed from the feed’s daily closes of its published trades (each followed with its minimum quantity at the close of its window’s first trading day, held to the last close), net of the follow fee and the opening and closing charges. Past performance is not a reliable indicator of future results.',
})
export class FollowTrackRecord {
  @Field(() => ID, { description: 'The institution.' })
  institutionId: string;

  @Field(() => String, { nullable: true, description: 'First entry (YYYY-MM-DD); null before any published trade has a close.' })
  inception: string | null;

  @Field(() => String, { nullable: true, description: 'The last close used (YYYY-MM-DD).' })
  asOf: string | null;

  @Field(() => [TrackRecordPeriod], { description: 'Complete 12-month periods from inception, oldest first.' })
  periods: TrackRecordPeriod[];

  @Field(() => DecimalScalar, { description: 'Net return since inception, time-weighted.' })
  sinceInception: Decimal;

  @Field(() => DecimalScalar, { description: 'Maximum drawdown of the net value (0.12 = 12 %).' })
  maxDrawdown: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'Share of trades worth more than they cost at the last close.' })
  winRate: Decimal | null;

  @Field(() => Int, { description: 'Trades that won.' })
  wins: number;

  @Field(() => Int, { description: 'Trades counted (entered before the last close).' })
  tradesCounted: number;

  @Field({ description: 'Always true: every figure is after the follow fee and the opening and closing charges.' })
  netOfCharges: boolean;

  @Field({ description: 'True when any price behind it comes from the simulator (say "Simulated").' })
  simulated: boolean;
}
