import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';

// Shapes only; the rules (lengths, matching, phone validity) live in auth-rules.ts.
@InputType({ description: 'What registration needs: the phone number as account, a password twice and an invite code.' })
export class RegisterInput {
  @Field({ description: 'International phone number, e.g. +34612345678.' })
  @ShortText()
  phone: string;

  @Field({ description: 'Login password, at least 6 characters.' })
  @ShortText()
  password: string;

  @Field({ description: 'The login password again; must equal it.' })
  @ShortText()
  confirmPassword: string;

  @Field({ description: "An invite code (a user's own or one issued by ops); case and surrounding spaces are ignored." })
  @ShortText()
  inviteCode: string;
}

@InputType({ description: 'Phone number and login password.' })
export class LoginInput {
  @Field({ description: 'International phone number, with or without the leading +.' })
  @ShortText()
  phone: string;

  @Field({ description: 'The login password.' })
  @ShortText()
  password: string;
}

@InputType({ description: 'The current login password and the new one twice.' })
export class ChangeLoginPasswordInput {
  @Field({ description: 'The current login password.' })
  @ShortText()
  oldPassword: string;

  @Field({ description: 'The new login password, at least 6 characters.' })
  @ShortText()
  newPassword: string;

  @Field({ description: 'The new login password again; must equal it.' })
  @ShortText()
  confirmPassword: string;
}

@InputType({ description: 'The login password and the new transaction (pay) password twice.' })
export class SetPayPasswordInput {
  @Field({ description: 'The login password, proving it is the account holder.' })
  @ShortText()
  loginPassword: string;

  @Field({ description: 'The new pay password, at least 6 characters.' })
  @ShortText()
  newPassword: string;

  @Field({ description: 'The new pay password again; must equal it.' })
  @ShortText()
  confirmPassword: string;
}

@InputType({ description: 'The current pay password and the new one twice.' })
export class ChangePayPasswordInput {
  @Field({ description: 'The current pay password.' })
  @ShortText()
  oldPayPassword: string;

  @Field({ description: 'The new pay password, at least 6 characters.' })
  @ShortText()
  newPassword: string;

  @Field({ description: 'The new pay password again; must equal it.' })
  @ShortText()
  confirmPassword: string;
}

@InputType({ description: 'An invite code ops issue: an optional use limit and note.' })
export class IssueInviteCodeInput {
  @Field(() => Int, { nullable: true, description: 'How many registrations it allows; omit for no limit.' })
  @IsOptional()
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100000, { context: { code: CommonError.BAD_INPUT } })
  maxUses?: number;

  @Field({ nullable: true, description: 'Free text for ops, e.g. who the code is for.' })
  @IsOptional()
  @ShortText()
  note?: string;
}
