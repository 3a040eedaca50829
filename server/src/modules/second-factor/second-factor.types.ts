import { IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { SecondFactorError } from './second-factor.errors';

// A code that is not a string of reasonable length is a wrong code: the same answer, the attempt counted.
const invalid = { context: { code: SecondFactorError.SECOND_FACTOR_CODE_INVALID } };

@ObjectType({
  description: 'The user’s second factor (issue 32): the authenticator app and its recovery codes, and this session’s step-up.',
})
export class SecondFactorStatus {
  @Field({ description: 'Whether the authenticator app (TOTP) is set up and confirmed.' })
  totpEnabled!: boolean;

  @Field(() => Int, { description: 'Recovery codes not yet used (ten are made when the app is confirmed).' })
  recoveryCodesLeft!: number;

  @Field(() => Date, {
    nullable: true,
    description:
      'Until when this session’s last second-factor check counts for actions that ask for a fresh one (5 minutes); null when none does.',
  })
  stepUpUntil!: Date | null;
}

@ObjectType({ description: 'A new authenticator-app secret, pending until a first code from the app confirms it.' })
export class TotpEnrolment {
  @Field({ description: 'The shared secret in base32, for typing into an app that cannot scan.' })
  secret!: string;

  @Field({ description: 'The otpauth:// URI to show as a QR code.' })
  uri!: string;
}

@ObjectType({ description: 'A fresh second-factor check of this session.' })
export class StepUpResult {
  @Field({ description: 'The factor used: totp or recovery_code.' })
  factor!: string;

  @Field(() => Date, { description: 'Until when the check counts for actions that ask for a fresh one.' })
  until!: Date;
}

@ArgsType()
export class SecondFactorCodeArgs {
  @Field({ description: 'A 6-digit code from the authenticator app (spaces allowed), or, for step-up, a recovery code.' })
  @IsString(invalid)
  @MaxLength(32, invalid)
  code!: string;
}
