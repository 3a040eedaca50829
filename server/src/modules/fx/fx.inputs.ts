import { Field, ID, InputType } from 'type-graphql';
import { ShortText } from '../../shared/validation';

@InputType({ description: 'Executes a transfer quote the signed-in user received from fxQuote.' })
export class TransferFundsInput {
  @Field(() => ID, {
    description:
      "The id of the quote the user confirmed (fxQuote, signed in). It executes at the quote's rate, or at the live rate when that is worse for the user; QUOTE_EXPIRED after its expiry, RATE_CHANGED when the live rate fell beyond FX_RATE_TOLERANCE_BPS below it.",
  })
  @ShortText()
  quoteId: string;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}
