import type Decimal from 'decimal.js';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { PageArgs, PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';

export enum IntradayStatus {
  PENDING_REVIEW = 'pending_review',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(IntradayStatus, {
  name: 'IntradayStatus',
  description: 'Where an application is in its review: pending review → approved | rejected (decided at once by the automated assessment).',
  valuesConfig: {
    PENDING_REVIEW: { description: 'Recorded; the automated risk assessment has not decided yet.' },
    APPROVED: { description: 'Approved with a risk band; the amount is held and the strategy trades it for the session.' },
    REJECTED: { description: 'Rejected with its reasons; nothing was held.' },
  },
});

export enum IntradayPhase {
  WAITING = 'waiting',
  WATCHING = 'watching',
  HOLDING = 'holding',
  HALTED = 'halted',
  FINISHED = 'finished',
}
registerEnumType(IntradayPhase, {
  name: 'IntradayPhase',
  description: 'What the strategy is doing with an approved application during its session.',
  valuesConfig: {
    WAITING: { description: 'Waiting for the opening range (the session’s first 15 minutes) to form.' },
    WATCHING: { description: 'Flat, watching for a breakout above the opening range.' },
    HOLDING: { description: 'Holding a position, with its stop and target.' },
    HALTED: { description: 'The daily loss limit was reached: flat and stopped for the day.' },
    FINISHED: { description: 'Flat after the session (or rejected): the hold was released with the net result.' },
  },
});

export enum IntradayRiskBand {
  LOW = 'low',
  MEDIUM = 'medium',
  HIGH = 'high',
}
registerEnumType(IntradayRiskBand, {
  name: 'IntradayRiskBand',
  description: 'The band the assessment put the stock in by its ATR as a share of its price; it sets the risk per trade.',
  valuesConfig: {
    LOW: { description: 'ATR below 2 % of the price: 1 % of the cash risked per trade.' },
    MEDIUM: { description: 'ATR from 2 % to 4 %: 0.75 % risked per trade.' },
    HIGH: { description: 'ATR from 4 % to 8 %: 0.5 % risked per trade.' },
  },
});

export enum IntradayRejectReason {
  INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE',
  EXPOSURE_LIMIT = 'EXPOSURE_LIMIT',
  VOLATILITY_TOO_HIGH = 'VOLATILITY_TOO_HIGH',
  INSUFFICIENT_HISTORY = 'INSUFFICIENT_HISTORY',
  LIQUIDITY_TOO_LOW = 'LIQUIDITY_TOO_LOW',
  CONCENTRATION_TOO_HIGH = 'CONCENTRATION_TOO_HIGH',
  NO_SESSION_TODAY = 'NO_SESSION_TODAY',
}
registerEnumType(IntradayRejectReason, {
  name: 'IntradayRejectReason',
  description: 'Why the automated assessment rejected an application (every reason that applied is listed).',
  valuesConfig: {
    INSUFFICIENT_BALANCE: { description: 'The available balance is below the amount.' },
    EXPOSURE_LIMIT: { description: 'Running strategies would exceed the per-user limit (amount or number at once).' },
    VOLATILITY_TOO_HIGH: { description: 'The stock’s ATR is above 8 % of its price.' },
    INSUFFICIENT_HISTORY: { description: 'Fewer than 15 daily bars: the ATR cannot be computed.' },
    LIQUIDITY_TOO_LOW: { description: 'Average volume under 100,000 shares, or the amount above 1 % of a day’s traded value.' },
    CONCENTRATION_TOO_HIGH: { description: 'The amount is more than half of the user’s cash in that currency.' },
    NO_SESSION_TODAY: {
      description: 'The stock’s market has no session today with time left to enter (holiday, weekend, closed or past the cut-off).',
    },
  },
});

export enum IntradayExitReason {
  STOP = 'stop',
  TARGET = 'target',
  LOSS_LIMIT = 'loss_limit',
  SESSION_END = 'session_end',
  OUTSIDE = 'outside',
}
registerEnumType(IntradayExitReason, {
  name: 'IntradayExitReason',
  description: 'Why the strategy’s position was closed.',
  valuesConfig: {
    STOP: { description: 'The bid reached the stop (k × ATR below the entry).' },
    TARGET: { description: 'The bid reached the target (twice the stop distance above the entry).' },
    LOSS_LIMIT: { description: 'The daily loss limit was reached; the strategy stopped for the day.' },
    SESSION_END: { description: 'Flat before the close (the end-of-day rule).' },
    OUTSIDE: {
      description:
        'Closed by the user in Trade: the strategy booked what it returned and stopped for the day (no new entry; its amount released with the result).',
    },
  },
});

@ObjectType({ description: 'One round trip of the strategy: an ordinary order and position (selling type STRATEGY when it closes).' })
export class IntradayTrade {
  @Field(() => ID, { description: 'The trade id.' })
  id: string;

  @Field(() => Int, { description: 'Its place in the application’s trades (1, 2, …).' })
  seq: number;

  @Field(() => ID, { description: 'The position (open it in trade detail).' })
  positionId: string;

  @Field({ description: 'The order number (O…) of the buy.' })
  orderNo: string;

  @Field({ description: 'The position’s transaction number (T…).' })
  tradeNo: string;

  @Field(() => Int, { description: 'Shares bought.' })
  shares: number;

  @Field(() => DecimalScalar, { description: 'Buy price: the recorded ask it filled at.' })
  buyPrice: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'Sell price: the recorded bid it closed at; null while open.' })
  sellPrice: Decimal | null;

  @Field(() => DecimalScalar, { description: 'Stop price at entry.' })
  stopPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Target price at entry.' })
  targetPrice: Decimal;

  @Field(() => DecimalScalar, { description: 'Charges of the buy.' })
  buyCharges: Decimal;

  @Field(() => DecimalScalar, { nullable: true, description: 'Charges of the sell; null while open.' })
  sellCharges: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Net result of the round trip after every charge; null while open.' })
  netProfit: Decimal | null;

  @Field(() => IntradayExitReason, { nullable: true, description: 'Why it closed; null while open.' })
  exitReason: IntradayExitReason | null;

  @Field({ description: 'True when the quotes it traded at were simulated (shown "Simulated").' })
  simulated: boolean;

  @Field({ description: 'Bought at.' })
  openedAt: Date;

  @Field(() => Date, { nullable: true, description: 'Sold at; null while open.' })
  closedAt: Date | null;
}

@ObjectType({ description: 'An application for the automated intraday strategy ("AI Trading 5.0") and what it did.' })
export class IntradayApplication {
  @Field(() => ID, { description: 'The application id.' })
  id: string;

  @Field({ description: 'Order number (S…), on every ledger line of its hold.' })
  orderNo: string;

  @Field({ description: 'The stock it trades ("US:AAPL").' })
  symbol: string;

  @Field({ description: 'ISO 4217 currency the amount is held and settled in.' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'The amount applied for (a whole number).' })
  amount: Decimal;

  @Field(() => IntradayStatus, { description: 'Review status.' })
  status: IntradayStatus;

  @Field(() => [IntradayRejectReason], { description: 'Every reason of a rejection (empty otherwise).' })
  reasons: IntradayRejectReason[];

  @Field(() => IntradayRiskBand, { nullable: true, description: 'The assessed risk band when approved.' })
  riskBand: IntradayRiskBand | null;

  @Field(() => IntradayPhase, { description: 'What the strategy is doing.' })
  phase: IntradayPhase;

  @Field({ description: 'True while it holds a position; false when flat (sold or not bought).' })
  holding: boolean;

  @Field({ description: 'The session it trades (the market’s local date).' })
  tradeDate: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'ATR(14) of the daily bars at the assessment.' })
  atr: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'High of the opening range, once formed.' })
  rangeHigh: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Low of the opening range, once formed.' })
  rangeLow: Decimal | null;

  @Field(() => DecimalScalar, { description: 'Realised net result so far, after every charge of its closed trades.' })
  realisedNet: Decimal;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Final net result after every charge, once finished (released with the hold).',
  })
  netResult: Decimal | null;

  @Field(() => DecimalScalar, {
    description:
      'Result so far, live: the closed trades’ net plus the open position marked at the current quote after its opening charges and the closing charges due (the profit Trade shows for it); the final net result once finished.',
  })
  resultNow: Decimal;

  @Field(() => DecimalScalar, { description: 'Charges paid by its trades so far (included in the net figures).' })
  chargesTotal: Decimal;

  @Field(() => [IntradayTrade], { description: 'Every trade it made, first to last.' })
  trades: IntradayTrade[];

  @Field({ description: 'Applied at.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Decided at.' })
  decidedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Finished at (hold released).' })
  finishedAt: Date | null;
}

@ObjectType({ description: 'Ops: an application with the user and every input of its automated assessment.' })
export class IntradayAssessmentView {
  @Field(() => IntradayApplication, { description: 'The application.' })
  application: IntradayApplication;

  @Field(() => ID, { description: 'The applicant.' })
  userId: string;

  @Field({ description: 'The applicant’s phone.' })
  userPhone: string;

  @Field({
    description: 'Every input and figure of the assessment, as JSON (balance, exposure, ATR, volume, concentration, session, terms).',
  })
  inputs: string;
}

export const IntradayApplicationPage = PageType(IntradayApplication, 'IntradayApplicationPage');
export const IntradayAssessmentPage = PageType(IntradayAssessmentView, 'IntradayAssessmentPage');

@ObjectType({
  description: 'The published terms of the strategy: the declared rule’s parameters (no projected or backtested return exists).',
})
export class IntradayTerms {
  @Field({ description: 'The declared rule’s name.' })
  rule: string;

  @Field(() => DecimalScalar, { description: 'Smallest amount of one application.' })
  minAmount: Decimal;

  @Field(() => DecimalScalar, { description: 'Largest amount of one application.' })
  maxAmount: Decimal;

  @Field(() => DecimalScalar, { description: 'Most money in running strategies at once, per currency.' })
  maxExposure: Decimal;

  @Field(() => Int, { description: 'Most running strategies at once.' })
  maxActive: number;

  @Field(() => Int, { description: 'Minutes of the opening range.' })
  openingRangeMinutes: number;

  @Field(() => Int, { description: 'No new entry in the session’s last minutes.' })
  entryCutoffMinutes: number;

  @Field(() => Int, { description: 'Most entries a day.' })
  maxEntriesPerDay: number;

  @Field(() => DecimalScalar, { description: 'k: the stop is k × ATR below the entry.' })
  stopAtrMultiple: Decimal;

  @Field(() => DecimalScalar, { description: 'The target is this many stop distances above the entry.' })
  targetMultiple: Decimal;

  @Field(() => DecimalScalar, { description: 'Daily loss limit as a share of the amount (0.02 = 2 %).' })
  dailyLossLimit: Decimal;

  @Field(() => DecimalScalar, { description: 'Share of cash risked per trade, low band.' })
  riskLow: Decimal;

  @Field(() => DecimalScalar, { description: 'Share of cash risked per trade, medium band.' })
  riskMedium: Decimal;

  @Field(() => DecimalScalar, { description: 'Share of cash risked per trade, high band.' })
  riskHigh: Decimal;

  @Field(() => Int, { description: 'Seconds before the close by which it is flat.' })
  flatLeadSeconds: number;
}

@InputType({ description: 'An application for the automated intraday strategy.' })
export class ApplyIntradayInput {
  @Field({ description: 'The stock code ("US:AAPL"); it must exist and trade today.' })
  @ShortText()
  symbol: string;

  @Field(() => DecimalScalar, { description: 'The amount, a positive whole number within the published limits.' })
  amount: Decimal;

  @Field({ description: 'The pay (transaction) password, confirming the hold.' })
  @ShortText()
  payPassword: string;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@ArgsType()
export class OpsIntradayArgs extends PageArgs {
  @Field(() => IntradayStatus, { nullable: true, description: 'Only applications in this status.' })
  @IsOptional()
  status?: IntradayStatus | null;
}
