import type Decimal from 'decimal.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { AccountEventType } from './event-types';

@ObjectType({ description: "A change to the user's money or records, numbered per user; resume with the last `seq` seen." })
export class AccountEvent {
  @Field({ description: 'Sequence number (1, 2, 3… per user), as a string.' })
  seq: string;

  @Field(() => AccountEventType, { description: 'What changed.' })
  type: AccountEventType;

  @Field({ description: 'When it happened (ISO-8601 UTC).' })
  at: Date;

  @Field(() => String, { nullable: true, description: 'BALANCE_CHANGED: the currency of the balance.' })
  currency: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'BALANCE_CHANGED: the available cash now, a decimal string.' })
  available: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'BALANCE_CHANGED: the cash now held for pending operations, a decimal string.',
  })
  frozen: Decimal | null;

  @Field(() => ID, { nullable: true, description: 'The record whose status changed (deposit, withdrawal, order, position…).' })
  recordId: string | null;

  @Field(() => String, { nullable: true, description: 'New status of the record.' })
  status: string | null;

  @Field(() => String, { nullable: true, description: "Free-text note of a refusal; a closed position's selling type." })
  reason: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Reason code of a refusal (ReviewReasonCode), for the client to show in the reader’s language.',
  })
  reasonCode: string | null;

  @Field(() => String, { nullable: true, description: 'Orders and positions: the instrument.' })
  symbol: string | null;

  @Field(() => String, { nullable: true, description: 'NOTIFICATION_CREATED: the notification’s kind (see Notification.kind).' })
  notificationKind: string | null;

  @Field(() => Int, { nullable: true, description: 'NOTIFICATION_CREATED, NOTIFICATIONS_READ: how many notifications are unread now.' })
  unreadCount: number | null;

  @Field(() => Int, { nullable: true, description: 'DOCUMENT_UPDATED: how far the document’s making is, 0–100.' })
  progress: number | null;
}
