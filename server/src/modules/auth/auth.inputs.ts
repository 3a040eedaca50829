import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';

// Shapes only; the rules (lengths, matching, phone validity) live in auth-rules.ts.
@InputType()
export class RegisterInput {
  @Field({ description: 'International phone number, e.g. +34612345678.' })
  @ShortText()
  phone: string;

  @Field()
  @ShortText()
  password: string;

  @Field()
  @ShortText()
  confirmPassword: string;

  @Field()
  @ShortText()
  inviteCode: string;
}

@InputType()
export class LoginInput {
  @Field()
  @ShortText()
  phone: string;

  @Field()
  @ShortText()
  password: string;
}

@InputType()
export class ChangeLoginPasswordInput {
  @Field()
  @ShortText()
  oldPassword: string;

  @Field()
  @ShortText()
  newPassword: string;

  @Field()
  @ShortText()
  confirmPassword: string;
}

@InputType()
export class SetPayPasswordInput {
  @Field({ description: 'The login password, proving it is the account holder.' })
  @ShortText()
  loginPassword: string;

  @Field()
  @ShortText()
  newPassword: string;

  @Field()
  @ShortText()
  confirmPassword: string;
}

@InputType()
export class ChangePayPasswordInput {
  @Field()
  @ShortText()
  oldPayPassword: string;

  @Field()
  @ShortText()
  newPassword: string;

  @Field()
  @ShortText()
  confirmPassword: string;
}

@InputType()
export class IssueInviteCodeInput {
  @Field(() => Int, { nullable: true, description: 'How many registrations it allows; omit for no limit.' })
  @IsOptional()
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100000, { context: { code: CommonError.BAD_INPUT } })
  maxUses?: number;

  @Field({ nullable: true })
  @IsOptional()
  @ShortText()
  note?: string;
}
