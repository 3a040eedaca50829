import type Decimal from 'decimal.js';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';

export enum PriceAlertCondition {
  ABOVE = 'above',
  BELOW = 'below',
  DAY_MOVE_PCT = 'day_move_pct',
  HIGH_52W = 'high_52w',
  LOW_52W = 'low_52w',
}
registerEnumType(PriceAlertCondition, {
  name: 'PriceAlertCondition',
  description: 'When an alert fires, judged on each fresh quote of its symbol.',
  valuesConfig: {
    ABOVE: { description: 'The price is at or above `value`.' },
    BELOW: { description: 'The price is at or below `value`.' },
    DAY_MOVE_PCT: { description: 'The price has moved at least `value` % from the previous close, up or down.' },
    HIGH_52W: { description: 'The price is above the highest high of the 52 weeks before today (no value).' },
    LOW_52W: { description: 'The price is below the lowest low of the 52 weeks before today (no value).' },
  },
});

export enum PriceAlertRepeat {
  ONCE = 'once',
  REPEAT = 'repeat',
}
registerEnumType(PriceAlertRepeat, {
  name: 'PriceAlertRepeat',
  description: 'Whether an alert fires once, or again after each cool-down while its condition holds.',
  valuesConfig: {
    ONCE: { description: 'Fires once, then is done.' },
    REPEAT: { description: 'Fires, rests for its cool-down, and fires again if the condition still (or again) holds.' },
  },
});

export enum PriceAlertStatus {
  ACTIVE = 'active',
  PAUSED = 'paused',
  DONE = 'done',
}
registerEnumType(PriceAlertStatus, {
  name: 'PriceAlertStatus',
  description: 'Where an alert is.',
  valuesConfig: {
    ACTIVE: { description: 'Watching the feed (or resting in its cool-down).' },
    PAUSED: { description: 'Paused by the user; counts towards the 100.' },
    DONE: { description: 'A one-shot alert that fired; does not count towards the 100.' },
  },
});

@ObjectType({ description: 'A price alert the user set on an instrument or an index.' })
export class PriceAlert {
  @Field(() => ID, { description: 'The alert.' })
  id: string;

  @Field({ description: 'The instrument or index, e.g. US:AAPL.' })
  symbol: string;

  @Field(() => PriceAlertCondition, { description: 'What makes it fire.' })
  condition: PriceAlertCondition;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The price (ABOVE, BELOW) or percentage (DAY_MOVE_PCT); null for the 52-week ones.',
  })
  value: Decimal | null;

  @Field(() => PriceAlertRepeat, { description: 'Once, or again after each cool-down.' })
  repeat: PriceAlertRepeat;

  @Field(() => Int, { description: 'Minutes a repeating alert rests after firing (0 for a one-shot alert).' })
  cooldownMinutes: number;

  @Field(() => PriceAlertStatus, { description: 'Active, paused or done.' })
  status: PriceAlertStatus;

  @Field(() => Int, { description: 'How many times it has fired.' })
  triggerCount: number;

  @Field(() => Date, { nullable: true, description: 'When it last fired.' })
  lastTriggeredAt: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The price it last fired at.' })
  lastPrice: Decimal | null;

  @Field({ description: 'When the user set it.' })
  createdAt: Date;
}

@InputType({ description: 'A new price alert.' })
export class CreatePriceAlertInput {
  @Field({ description: 'An instrument or index market data knows (else INSTRUMENT_NOT_FOUND).' })
  @ShortText()
  symbol: string;

  @Field(() => PriceAlertCondition, { description: 'What makes it fire.' })
  condition: PriceAlertCondition;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The price (ABOVE, BELOW) or percentage (DAY_MOVE_PCT); none for HIGH_52W and LOW_52W.',
  })
  @IsOptional()
  value?: Decimal | null;

  @Field(() => PriceAlertRepeat, { defaultValue: PriceAlertRepeat.ONCE, description: 'ONCE (the default) or REPEAT with a cool-down.' })
  @IsIn(Object.values(PriceAlertRepeat), { context: { code: CommonError.BAD_INPUT } })
  repeat: PriceAlertRepeat;

  @Field(() => Int, { nullable: true, description: 'Repeating alerts: minutes to rest after firing (1–10,080).' })
  @IsOptional()
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  cooldownMinutes?: number | null;
}

@ArgsType()
export class PriceAlertIdArgs {
  @Field(() => ID, { description: 'One of the user’s alerts.' })
  @IsUUID('all', { context: { code: CommonError.NOT_FOUND } })
  id: string;
}

@ArgsType()
export class PausePriceAlertArgs extends PriceAlertIdArgs {
  @Field({ description: 'true pauses the alert; false resumes it (re-armed from now).' })
  paused: boolean;
}

@ArgsType()
export class PriceAlertsArgs {
  @Field(() => String, { nullable: true, description: 'Only this symbol’s alerts (stock detail); every alert when absent.' })
  @IsOptional()
  @ShortText()
  symbol?: string | null;

  @Field(() => Int, { defaultValue: 100, description: 'How many (1–100); a user has at most 100 set.' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(200, { context: { code: CommonError.BAD_INPUT } })
  first: number;
}
