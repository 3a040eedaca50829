import type Decimal from 'decimal.js';
import { Field, InputType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { ShortText } from '../../shared/validation';

@InputType()
export class TransferFundsInput {
  @Field({ description: 'Source currency (EUR or USD).' })
  @ShortText()
  from: string;

  @Field({ description: 'Destination currency (EUR or USD).' })
  @ShortText()
  to: string;

  @Field(() => DecimalScalar, { description: 'In the source currency, at most two decimals.' })
  amount: Decimal;

  @Field(() => DecimalScalar, {
    description:
      'The rate the user was shown. The transfer executes at it while the live rate is within FX_RATE_TOLERANCE_BPS of it; otherwise RATE_CHANGED.',
  })
  expectedRate: Decimal;

  @Field()
  @ShortText()
  idempotencyKey: string;
}
