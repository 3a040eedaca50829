import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { SecondFactorError } from './second-factor.errors';

// A code that is not a string of reasonable length is a wrong code: the same answer, the attempt counted.
const invalid = { context: { code: SecondFactorError.SECOND_FACTOR_CODE_INVALID } };

@ObjectType({
  description: 'The user’s second factor (issue 32): the authenticator app and its recovery codes, and this session’s step-up.',
})
export class SecondFactorStatus {
  @Field({ description: 'Whether the authenticator app (TOTP) is set up and confirmed.' })
  totpEnabled!: boolean;

  @Field(() => Int, { description: 'How many passkeys the account has.' })
  passkeyCount!: number;

  @Field({ description: 'Whether signing in with the password asks for a second step (on with the first factor).' })
  twoStepSignIn!: boolean;

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
  @Field({ description: 'The factor used: totp, recovery_code or passkey.' })
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

// A passkey answer or challenge that is not well formed is a refused passkey: the same answer.
const passkeyInvalid = { context: { code: SecondFactorError.PASSKEY_INVALID } };
const ticketInvalid = { context: { code: SecondFactorError.SIGN_IN_TICKET_INVALID } };

@ObjectType({ description: 'A passkey of the user’s (WebAuthn credential).' })
export class Passkey {
  @Field(() => ID, { description: 'The passkey’s id (removePasskey takes it).' })
  id!: string;

  @Field({ description: 'The name the user gave it ("iPhone", "Laptop").' })
  name!: string;

  @Field(() => Date, { description: 'When it was registered.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it last signed in or confirmed an action; null when never.' })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: 'A WebAuthn challenge: pass `options` to the browser (navigator.credentials), answer with `challengeId`.' })
export class PasskeyChallenge {
  @Field(() => ID, { description: 'Answer the challenge with this id, once, within 5 minutes.' })
  challengeId!: string;

  @Field({ description: 'The options for navigator.credentials.create or .get, as JSON (PublicKeyCredential*OptionsJSON).' })
  options!: string;
}

@ArgsType()
export class PasskeyAnswerArgs {
  @Field(() => ID, { description: 'The challenge answered (from the start mutation).' })
  @IsString(passkeyInvalid)
  @MaxLength(64, passkeyInvalid)
  challengeId!: string;

  @Field({ description: 'The browser’s answer as JSON (RegistrationResponseJSON or AuthenticationResponseJSON).' })
  @IsString(passkeyInvalid)
  @MaxLength(16_000, passkeyInvalid)
  response!: string;
}

@ArgsType()
export class PasskeyRegistrationArgs extends PasskeyAnswerArgs {
  @Field({ description: 'A name for the passkey, 1 to 40 characters.' })
  @IsString({ context: { code: SecondFactorError.PASSKEY_NAME_INVALID } })
  @MaxLength(200, { context: { code: SecondFactorError.PASSKEY_NAME_INVALID } })
  name!: string;
}

@ArgsType()
export class SignInTicketArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The ticket from SECOND_FACTOR_REQUIRED for the second step; leave it out to sign in with a passkey alone.',
  })
  @IsOptional()
  @IsString(ticketInvalid)
  @MaxLength(128, ticketInvalid)
  ticket?: string | null;
}

@ArgsType()
export class CompleteSignInArgs {
  @Field({ description: 'The ticket from SECOND_FACTOR_REQUIRED.' })
  @IsString(ticketInvalid)
  @MaxLength(128, ticketInvalid)
  ticket!: string;

  @Field({ description: 'A 6-digit code from the authenticator app, or a recovery code.' })
  @IsString(invalid)
  @MaxLength(32, invalid)
  code!: string;
}

@ArgsType()
export class TwoStepArgs {
  @Field({ description: 'On: the password and a second factor to sign in. Off needs a fresh check.' })
  @IsBoolean()
  enabled!: boolean;
}

@ObjectType({ description: 'A recovery request, waiting for ops’ review.' })
export class SecondFactorRecoveryRequest {
  @Field({ description: 'Its number, to quote to support (R + date + sequence).' })
  requestNo!: string;

  @Field({ description: 'pending until ops decide; then approved or refused (the user is notified either way).' })
  status!: string;
}

@ArgsType()
export class RecoveryRequestArgs {
  @Field({ description: 'The ticket from SECOND_FACTOR_REQUIRED (the right password, in the last 5 minutes).' })
  @IsString(ticketInvalid)
  @MaxLength(128, ticketInvalid)
  ticket!: string;

  @Field({ description: 'The full name as on the passed real-name record.' })
  @IsString()
  @MaxLength(140)
  idName!: string;

  @Field({ description: 'The ID document number as on the passed real-name record.' })
  @IsString()
  @MaxLength(64)
  idNumber!: string;
}
