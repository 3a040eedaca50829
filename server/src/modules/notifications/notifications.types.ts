import { ArrayMaxSize, IsOptional, IsUUID } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { PageArgs } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';

export enum NotificationCategory {
  ORDERS = 'orders',
  MONEY = 'money',
  OFFERINGS = 'offerings',
  ALERTS = 'alerts',
  NEWS = 'news',
  SECURITY = 'security',
  SUPPORT = 'support',
}
registerEnumType(NotificationCategory, {
  name: 'NotificationCategory',
  description: 'What a notification is about (the groups a user may switch push delivery on or off for).',
  valuesConfig: {
    ORDERS: { description: 'Orders, positions, follows and the intraday strategy.' },
    MONEY: { description: 'Deposits, withdrawals, real-name verification, loans and VIP.' },
    OFFERINGS: { description: 'IPOs, block trades and funds.' },
    ALERTS: { description: 'Price alerts the user set.' },
    NEWS: { description: 'Notices ops publish to everyone.' },
    SECURITY: { description: 'Sign-ins from a new device and other account-safety notices; always pushed, no switch turns them off.' },
    SUPPORT: { description: 'Replies from Vela in the user’s support conversations.' },
  },
});

@ObjectType({ description: 'One value a notification’s text needs (an id, symbol, order number, status or code).' })
export class NotificationParam {
  @Field({ description: 'e.g. `symbol`, `orderNo`, `reasonCode`, `price`.' })
  key: string;

  @Field(() => String, { description: 'The value, as a string (decimals as decimal strings).' })
  value: string;
}

@ObjectType({
  description:
    'Something that happened that the user should know about. It carries a kind and its params, never text: the app writes the sentence in the reader’s language when it shows it.',
})
export class Notification {
  @Field(() => ID, { description: 'The notification (a notice: the notice’s own id).' })
  id: string;

  @Field({
    description:
      'What happened, e.g. ORDER_FILLED, ORDER_CANCELLED, ORDER_EXPIRED, POSITION_STOP_OUT_WARNING, POSITION_STOPPED_OUT, POSITION_CLOSED_END_OF_DAY, POSITION_LIQUIDATED, POSITION_TAKE_PROFIT, POSITION_STOP_LOSS, POSITION_TRAILING_STOP, DEPOSIT_CONFIRMED, DEPOSIT_REFUSED, WITHDRAWAL_PASSED, WITHDRAWAL_FAILED, REAL_NAME_PASSED, REAL_NAME_REJECTED, LOAN_APPROVED, LOAN_REFUSED, LOAN_MARGIN_CALL, LOAN_LIQUIDATED, LOAN_REPAYMENT_APPROVED, LOAN_REPAYMENT_REFUSED, FUND_PURCHASE_APPROVED, FUND_PURCHASE_REJECTED, FUND_MATURED, IPO_WON, IPO_NOT_WON, IPO_EXCLUDED, IPO_ISSUED, IPO_CANCELLED, BLOCK_TRADE_ALLOCATED, BLOCK_TRADE_NOT_ALLOCATED, BLOCK_TRADE_FAILED, BLOCK_TRADE_CODE_ISSUED, FOLLOW_FILLED, FOLLOW_FAILED, STRATEGY_STARTED, STRATEGY_REJECTED, STRATEGY_HALTED, STRATEGY_STOPPED, VIP_GRANTED, VIP_LAPSED, PRICE_ALERT, NOTICE. New kinds may be added: show a generic text for one you do not know.',
  })
  kind: string;

  @Field(() => NotificationCategory, { description: 'Its group: the push switch it follows.' })
  category: NotificationCategory;

  @Field(() => [NotificationParam], { description: 'What the text needs; NOTICE carries the notice’s title in the asked language.' })
  params: NotificationParam[];

  @Field(() => String, { nullable: true, description: 'The app route (hash path and query) the notification opens.' })
  link: string | null;

  @Field({ description: 'When it happened (a notice: when it was published).' })
  createdAt: Date;

  @Field({ description: 'Whether the user has read it.' })
  read: boolean;
}

@ObjectType({ description: 'A page of the user’s notifications, newest first, and how many are unread in all.' })
export class NotificationPage {
  @Field(() => [Notification], { description: 'This page’s notifications, newest first.' })
  items: Notification[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null at the end.' })
  nextCursor: string | null;

  @Field(() => Int, { description: 'Unread notifications in all (the bell’s count).' })
  unreadCount: number;
}

@ArgsType()
export class NotificationsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant) for the texts ops wrote (notices’ titles); English when absent.',
  })
  @IsOptional()
  @ShortText()
  lang?: string | null;
}

@ArgsType()
export class MarkNotificationsReadArgs {
  @Field(() => [ID], { description: 'Notifications to mark read (at most 100); ids not the user’s change nothing.' })
  @ArrayMaxSize(100, { context: { code: CommonError.BAD_INPUT } })
  @IsUUID('all', { each: true, context: { code: CommonError.BAD_INPUT } })
  ids: string[];
}
