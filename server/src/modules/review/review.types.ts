import type Decimal from 'decimal.js';
import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { PageArgs, PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';
import { IsReviewReason, ReviewReasonCode } from './review-reasons';

// Why something was refused: the one ReviewReasonCode enum, merged from every module's reasons.
export { ReviewReasonCode } from './review-reasons';

export enum ReviewDecisionType {
  APPROVE = 'approve',
  REFUSE = 'refuse',
}
registerEnumType(ReviewDecisionType, {
  name: 'ReviewDecision',
  description: 'What ops decide on an item waiting for review.',
  valuesConfig: {
    APPROVE: { description: 'Accept it (credit the deposit, pay the withdrawal, pass the verification…).' },
    REFUSE: { description: 'Refuse it with a reason code.' },
  },
});

@InputType({ description: 'An ops decision on one item waiting for review.' })
export class DecideReviewInput {
  @Field({ description: 'The review kind: deposit, withdrawal, … (see reviewKinds).' })
  @ShortText()
  kind: string;

  @Field(() => ID, { description: 'The id of the item (deposit, withdrawal, submission…).' })
  @ShortText()
  id: string;

  @Field(() => ReviewDecisionType, { description: 'Approve or refuse.' })
  decision: ReviewDecisionType;

  @Field(() => ReviewReasonCode, { nullable: true, description: 'Required to refuse.' })
  @IsOptional()
  @IsReviewReason()
  reasonCode?: ReviewReasonCode | null;

  @Field(() => String, { nullable: true, description: 'Optional note the user sees beside the reason.' })
  @IsOptional()
  @MaxLength(500, { context: { code: CommonError.TEXT_TOO_LONG } })
  note?: string | null;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@ObjectType({ description: 'What a decision did.' })
export class ReviewOutcome {
  @Field({ description: 'The review kind of the item.' })
  kind: string;

  @Field(() => ID, { description: 'The item id.' })
  id: string;

  @Field({ description: 'The item’s status after the decision (unchanged while a second approval is pending).' })
  status: string;

  @Field(() => ID, { nullable: true, description: 'The maker-checker request, when the approval needs a second ops user.' })
  opsRequestId: string | null;
}

@ObjectType({ description: 'One item in the ops review inbox.' })
export class ReviewQueueItem {
  @Field({ description: 'The review kind (deposit, withdrawal, real-name submission, …; see reviewKinds).' })
  kind: string;

  @Field(() => ID, { description: 'The item id.' })
  id: string;

  @Field(() => ID, { description: 'The user the item belongs to.' })
  userId: string;

  userPhone?: string | null;

  @Field({ description: "The item's status (its kind's own values)." })
  status: string;

  @Field(() => String, { nullable: true, description: 'Order number of the item, when it has one.' })
  orderNo: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Amount involved, a decimal string, when money is involved.' })
  amount: Decimal | null;

  @Field(() => String, { nullable: true, description: 'Currency of the amount.' })
  currency: string | null;

  @Field({ description: 'What ops need to judge it (destination, note, …).' })
  summary: string;

  @Field({ description: 'When the item was filed (ISO-8601 UTC).' })
  createdAt: Date;

  @Field({ description: 'Approving it needs a second ops user (amount above the threshold).' })
  needsSecondApproval: boolean;
}

export const ReviewQueuePage = PageType(ReviewQueueItem, 'ReviewQueuePage');
export type ReviewQueuePage = InstanceType<typeof ReviewQueuePage>;

@ArgsType()
export class ReviewQueueArgs extends PageArgs {
  @Field({ description: 'deposit, withdrawal, …' })
  @ShortText()
  kind: string;

  @Field(() => String, { nullable: true, description: 'Default: the kind’s pending status.' })
  @IsOptional()
  @ShortText()
  status?: string | null;
}

@ObjectType({ description: 'A review kind ops can work on.' })
export class ReviewKindInfo {
  @Field({ description: 'The kind name used by reviewQueue and decideReview.' })
  kind: string;

  @Field({ description: 'The status of items waiting for review.' })
  pendingStatus: string;

  @Field(() => [String], { description: 'Decisions ops may take (approve, refuse).' })
  decisions: string[];

  @Field(() => [String], { description: 'Every status an item of this kind can have.' })
  statuses: string[];
}

export enum OpsRequestKind {
  BALANCE_ADJUSTMENT = 'balance_adjustment',
  REVIEW_DECISION = 'review_decision',
}
registerEnumType(OpsRequestKind, {
  name: 'OpsRequestKind',
  description: 'What a maker-checker request does once approved.',
  valuesConfig: {
    BALANCE_ADJUSTMENT: { description: "A manual credit or debit of a user's cash (adjustBalance)." },
    REVIEW_DECISION: { description: 'A review approval above the threshold that needs a second ops user.' },
  },
});

export enum OpsRequestStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(OpsRequestStatus, {
  name: 'OpsRequestStatus',
  description: 'Where a maker-checker request stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for a second ops user.' },
    APPROVED: { description: 'Approved by the checker; the action took effect.' },
    REJECTED: { description: 'Rejected by the checker; nothing happened.' },
  },
});

@ObjectType({ description: 'Maker-checker: an ops action that takes effect only when a second, different ops user approves.' })
export class OpsRequest {
  @Field(() => ID, { description: 'The request id.' })
  id: string;

  @Field({ description: 'Request number shown in records (R…).' })
  requestNo: string;

  @Field(() => OpsRequestKind, { description: 'What it does.' })
  kind: OpsRequestKind;

  @Field(() => OpsRequestStatus, { description: 'Where it stands.' })
  status: OpsRequestStatus;

  @Field(() => ID, { description: 'The ops user who filed it.' })
  makerId: string;

  @Field({ description: "The maker's phone." })
  makerLabel: string;

  @Field(() => ID, { nullable: true, description: 'The user it affects.' })
  targetUserId: string | null;

  @Field(() => String, { nullable: true, description: "The affected user's phone." })
  targetUserPhone: string | null;

  @Field({ description: 'What it does, in one line.' })
  summary: string;

  @Field({ description: "The maker's reason (an adjustment's reason is shown in the user's statement)." })
  reason: string;

  @Field(() => String, {
    nullable: true,
    description:
      'SECOND_APPROVAL_THRESHOLD: filed because the approval is above the second-approval threshold, the maker gave no reason (show it in the reader’s language; `reason` then holds the English sentence). Null: `reason` is what the maker wrote.',
  })
  reasonCode: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Amount involved, a decimal string (signed for an adjustment).' })
  amount: Decimal | null;

  @Field(() => String, { nullable: true, description: 'Currency of the amount.' })
  currency: string | null;

  @Field(() => ID, { nullable: true, description: 'The ops user who approved or rejected it.' })
  checkerId: string | null;

  @Field(() => String, { nullable: true, description: "The checker's phone." })
  checkerLabel: string | null;

  @Field(() => String, { nullable: true, description: "The checker's note." })
  checkerNote: string | null;

  @Field({ description: 'When it was filed (ISO-8601 UTC).' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was approved or rejected (ISO-8601 UTC).' })
  decidedAt: Date | null;
}

export const OpsRequestPage = PageType(OpsRequest, 'OpsRequestPage');
export type OpsRequestPage = InstanceType<typeof OpsRequestPage>;

@ArgsType()
export class OpsRequestArgs extends PageArgs {
  @Field(() => OpsRequestStatus, { nullable: true, description: 'Default: pending.' })
  @IsOptional()
  status?: OpsRequestStatus | null;
}

@InputType({ description: "Ops: the checker's decision on a pending maker-checker request." })
export class DecideOpsRequestInput {
  @Field(() => ID, { description: 'The request id.' })
  @ShortText()
  id: string;

  @Field({ description: 'true approves (the action takes effect), false rejects.' })
  approve: boolean;

  @Field(() => String, { nullable: true, description: "Optional checker's note." })
  @IsOptional()
  @MaxLength(500, { context: { code: CommonError.TEXT_TOO_LONG } })
  note?: string | null;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}
