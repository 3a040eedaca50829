/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** An exact decimal number written as a string, e.g. "1234.50". */
  Decimal: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** A calendar day (trade date, IPO dates) as YYYY-MM-DD, with no time zone. */
  LocalDate: { input: string; output: string; }
};

/** A change to the user's money or records, numbered per user; resume with the last `seq` seen. */
export type AccountEvent = {
  __typename?: 'AccountEvent';
  /** When it happened (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** BALANCE_CHANGED: the available cash now, a decimal string. */
  available?: Maybe<Scalars['Decimal']['output']>;
  /** BALANCE_CHANGED: the currency of the balance. */
  currency?: Maybe<Scalars['String']['output']>;
  /** BALANCE_CHANGED: the cash now held for pending operations, a decimal string. */
  frozen?: Maybe<Scalars['Decimal']['output']>;
  /** NOTIFICATION_CREATED: the notification’s kind (see Notification.kind). */
  notificationKind?: Maybe<Scalars['String']['output']>;
  /** DOCUMENT_UPDATED: how far the document’s making is, 0–100. */
  progress?: Maybe<Scalars['Int']['output']>;
  /** Free-text note of a refusal; a closed position's selling type. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Reason code of a refusal (ReviewReasonCode), for the client to show in the reader’s language. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** The record whose status changed (deposit, withdrawal, order, position…). */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** Sequence number (1, 2, 3… per user), as a string. */
  seq: Scalars['String']['output'];
  /** New status of the record. */
  status?: Maybe<Scalars['String']['output']>;
  /** Orders and positions: the instrument. */
  symbol?: Maybe<Scalars['String']['output']>;
  /** What changed. */
  type: AccountEventType;
  /** NOTIFICATION_CREATED, NOTIFICATIONS_READ: how many notifications are unread now. */
  unreadCount?: Maybe<Scalars['Int']['output']>;
};

/** What changed: a balance, or the status of one of the user's records (deposits, withdrawals, orders, positions…). */
export type AccountEventType =
  /** The user's cash in one currency changed: currency, available and frozen carry the balance as it now stands. */
  | 'BALANCE_CHANGED'
  /** A purchase code for an offering was issued to the user (recordId is the code's id, symbol the stock); the code itself is shown only in myBlockTradeNotices. */
  | 'BLOCK_TRADE_CODE_ISSUED'
  /** A block-trade subscription of the user changed status (recordId, status). */
  | 'BLOCK_TRADE_UPDATED'
  /** A deposit of the user changed status (recordId, status; reason and reasonCode on a refusal). */
  | 'DEPOSIT_UPDATED'
  /** A dividend of one of the user’s positions was paid on its pay date (recordId: the entitlement; symbol, direction: a long received net, a short paid gross; net, gross, currency). */
  | 'DIVIDEND_PAID'
  /** One of the user’s documents moved on (recordId: the document; status, progress 0–100, kind, documentNo, period; errorCode when it failed). */
  | 'DOCUMENT_UPDATED'
  /** A follow of the user changed status (recordId, status; reason when failed, positionId and price when filled). */
  | 'FOLLOW_UPDATED'
  /** A fund holding of the user changed (recordId, status; a day’s earnings posted while holding). */
  | 'FUND_UPDATED'
  /** An intraday strategy application of the user changed (recordId, status): decided, traded, or finished. */
  | 'INTRADAY_UPDATED'
  /** An IPO application of the user changed status (recordId, status; reason when the offering was cancelled). */
  | 'IPO_APPLICATION_UPDATED'
  /** A repayment application of the user changed status (recordId, status). */
  | 'LOAN_REPAYMENT_UPDATED'
  /** A loan of the user changed (recordId, status; reason margin_call or liquidated for the risk steps). */
  | 'LOAN_UPDATED'
  /** The account signed in from a device (system and browser) it had not used before; ip is partly masked. */
  | 'NEW_DEVICE_SIGN_IN'
  /** Notifications were marked read (on any of the user’s devices): unreadCount is the bell’s count now. */
  | 'NOTIFICATIONS_READ'
  /** A notification was created: recordId is its id, notificationKind its kind, unreadCount the bell’s count now. */
  | 'NOTIFICATION_CREATED'
  /** An order of the user changed (recordId, status, symbol): pending, amended (version), triggered (a stop-limit now resting at its limit), filled (gapped for a stop that gapped) or cancelled (reason, EXPIRED_DAY or EXPIRED_GTC when its time in force ran out). */
  | 'ORDER_UPDATED'
  /** A position of the user opened, came near stop-out (status at_risk, once per position), had its take-profit or stop-loss set (status protection) or closed (recordId, status, symbol; reason is a closed position's selling type). */
  | 'POSITION_UPDATED'
  /** One of the user’s price alerts fired (recordId, symbol; status active for a repeating alert, done for a one-shot). */
  | 'PRICE_ALERT_TRIGGERED'
  /** The user's real-name submission changed status (recordId, status; reason and reasonCode on a refusal). */
  | 'REAL_NAME_UPDATED'
  /** A recovery of the account’s second factors was requested (status pending), approved (factors removed, withdrawals closed 48 hours) or refused (reasonCode). */
  | 'SECOND_FACTOR_RECOVERY_UPDATED'
  /** A split took effect on the user’s positions, waiting orders and price alerts of a symbol (recordId: the action; symbol, ratioFrom, ratioTo; positions, orders, alerts: how many changed). */
  | 'SPLIT_APPLIED'
  /** One of the user’s support conversations changed (recordId, status; unreadCount: Vela’s messages unread over all conversations). */
  | 'SUPPORT_CONVERSATION_UPDATED'
  /** Vela answered one of the user’s conversations (recordId, status, unreadCount as above). */
  | 'SUPPORT_REPLY_RECEIVED'
  /** The user’s VIP status was checked (status granted, refused, kept or lapsed; reason lists unmet criteria). */
  | 'VIP_UPDATED'
  /** A withdrawal of the user changed status (recordId, status; reason and reasonCode on a refusal). */
  | 'WITHDRAWAL_UPDATED';

/** A bank account for withdrawals; every field is required. */
export type AddBankCardInput = {
  /** Address of the bank. */
  bankAddress: Scalars['String']['input'];
  /** Name of the bank. */
  bankName: Scalars['String']['input'];
  /** The card or account number; stored encrypted, only its last four digits are returned. */
  cardNumber: Scalars['String']['input'];
  /** Name of the account holder. */
  holderName: Scalars['String']['input'];
  /** The IBAN; spaces are ignored and its checksum is verified. */
  iban: Scalars['String']['input'];
};

/** A wallet address for crypto withdrawals. */
export type AddCryptoAddressInput = {
  /** The address, validated for the chain. */
  address: Scalars['String']['input'];
  /** The network. */
  chain: CryptoChain;
};

/** Ops: a manual credit or debit of a user's available cash, filed as a maker-checker request. */
export type AdjustBalanceInput = {
  /** Positive credits the user, negative debits; at most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** EUR or USD. */
  currency: Scalars['String']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** Mandatory; shown in the user's statement. */
  reason: Scalars['String']['input'];
  /** The user whose cash to adjust. */
  userId: Scalars['ID']['input'];
};

/** One slice of an allocation. */
export type AllocationSliceView = {
  __typename?: 'AllocationSliceView';
  /** What it is: a market code (ES, US, TW, GOLD), a sector code, a symbol or a currency. */
  key: Scalars['String']['output'];
  /** Its name (an instrument’s in the asked language; otherwise the key, which the app words). */
  label: Scalars['String']['output'];
  /** Its share of the group, as a fraction (0.25 = 25 %). */
  share: Scalars['Decimal']['output'];
  /** Its value in the display currency. */
  value: Scalars['Decimal']['output'];
};

/** A pending order's new shares or prices (only the fields it has); a new version, its hold adjusted at once. */
export type AmendOrderInput = {
  /** The pending order. */
  id: Scalars['ID']['input'];
  /** One per attempt: the same key with the same input returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** New limit price (LIMIT, STOP_LIMIT). */
  limitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** New shares. */
  shares?: InputMaybe<Scalars['Int']['input']>;
  /** New stop price (STOP, STOP_LIMIT not yet triggered). */
  stopPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** New trail amount (TRAILING_STOP). */
  trailAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** New trail percent (TRAILING_STOP). */
  trailPercent?: InputMaybe<Scalars['Decimal']['input']>;
};

/** What an API token may do. No scope reaches withdrawals, cards, addresses, passwords or tokens. */
export type ApiScope =
  /** Quotes and market data, the portfolio, and the user’s own records (orders, statement, deposits, …). */
  | 'READ'
  /** Orders: preview, place, cancel and close positions. Every use is audited. */
  | 'TRADE';

/** A personal API token as its owner sees it (never its secret after creation). */
export type ApiTokenInfo = {
  __typename?: 'ApiTokenInfo';
  /** The client app it was issued for (null: any of the web client’s documents). */
  app?: Maybe<ClientAppInfo>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The token id. */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute), or null. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name its owner gave it. */
  name: Scalars['String']['output'];
  /** The token’s first characters, to tell tokens apart. */
  prefix: Scalars['String']['output'];
  /** When it was revoked, or null. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it may do. */
  scopes: Array<ApiScope>;
  /** Active, expired or revoked. */
  status: ApiTokenStatus;
};

/** Whether a token still works. */
export type ApiTokenStatus =
  /** Works until it expires or is revoked. */
  | 'ACTIVE'
  /** Its expiry passed; it no longer works. */
  | 'EXPIRED'
  /** Its owner revoked it; it no longer works and its sockets were closed. */
  | 'REVOKED';

/** An application for the automated intraday strategy. */
export type ApplyIntradayInput = {
  /** The amount, a positive whole number within the published limits. */
  amount: Scalars['Decimal']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The pay (transaction) password, confirming the hold. */
  payPassword: Scalars['String']['input'];
  /** The stock code ("US:AAPL"); it must exist and trade today. */
  symbol: Scalars['String']['input'];
};

/** An application for shares of an offering. */
export type ApplyIpoInput = {
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The offering. */
  offeringId: Scalars['ID']['input'];
  /** Shares applied for: whole lots, up to the offering’s maximum. */
  shares: Scalars['Int']['input'];
};

/** A loan application with every field of the form. */
export type ApplyLoanInput = {
  /** Address. */
  address: Scalars['String']['input'];
  /** The agreement was read and agreed. */
  agreed: Scalars['Boolean']['input'];
  /** SHA-256 of the agreement text read (loanAgreement.hash). */
  agreementHash: Scalars['String']['input'];
  /** Amount (≥ 1, two decimals), within the available limit. */
  amount: Scalars['Decimal']['input'];
  /** EUR or USD. */
  currency: Scalars['String']['input'];
  /** Email. */
  email: Scalars['String']['input'];
  /** Full name. */
  fullName: Scalars['String']['input'];
  /** ID number. */
  idNumber: Scalars['String']['input'];
  /** Idempotency key. */
  idempotencyKey: Scalars['String']['input'];
  /** Phone. */
  phone: Scalars['String']['input'];
  /** The uploaded signature image (purpose loan_signature). */
  signatureUploadId: Scalars['ID']['input'];
};

/** One line of the append-only audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, dotted (e.g. 'ipo.offering.created'). */
  action: Scalars['String']['output'];
  /** The account that acted, when it was one. */
  actor?: Maybe<User>;
  /** The user who acted; null for the CLI or the system. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** Who acted: a phone number, "cli" or "system". */
  actorLabel: Scalars['String']['output'];
  /** Values after the action (JSON), as the action recorded them. */
  after?: Maybe<Scalars['JSON']['output']>;
  /** When it happened (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** Values before the action (JSON), as the action recorded them. */
  before?: Maybe<Scalars['JSON']['output']>;
  /** Sequential id of the entry. */
  id: Scalars['ID']['output'];
  /** IP address the request came from, when it came over HTTP. */
  ip?: Maybe<Scalars['String']['output']>;
  /** Why, when the action required a reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The id of the record acted on. */
  targetId?: Maybe<Scalars['String']['output']>;
  /** The kind of record acted on (e.g. 'ipo_offering'). */
  targetType?: Maybe<Scalars['String']['output']>;
};

/** A page of AuditEntry items, newest first. */
export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  /** The items of this page, in the order of the list. */
  items: Array<AuditEntry>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** The user's cash in one currency. */
export type Balance = {
  __typename?: 'Balance';
  /** Free to use. */
  available: Scalars['Decimal']['output'];
  /** ISO 4217 currency code (EUR, USD). */
  currency: Scalars['String']['output'];
  /** Sum of confirmed deposits. */
  depositTotal: Scalars['Decimal']['output'];
  /** Held for pending withdrawals and orders (the sum of pending holds). */
  frozen: Scalars['Decimal']['output'];
  /** Cash available + frozen (positions join with trading). */
  total: Scalars['Decimal']['output'];
};

/** A bank card (account) withdrawals can be paid to. */
export type BankCard = {
  __typename?: 'BankCard';
  /** Address of the bank. */
  bankAddress: Scalars['String']['output'];
  /** Name of the bank. */
  bankName: Scalars['String']['output'];
  /** The last four digits of the card or account number; the full number is never returned. */
  cardNumber: Scalars['String']['output'];
  /** When it was added (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Name of the account holder. */
  holderName: Scalars['String']['output'];
  /** Electronic format, no spaces. */
  iban: Scalars['String']['output'];
  /** The card id, used as bankCardId of a withdrawal. */
  id: Scalars['ID']['output'];
};

/** One OHLC bar with volume. */
export type Bar = {
  __typename?: 'Bar';
  /** Start of the period (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** Last price of the period, a decimal string. */
  close: Scalars['Decimal']['output'];
  /** Highest price of the period, a decimal string. */
  high: Scalars['Decimal']['output'];
  /** Lowest price of the period, a decimal string. */
  low: Scalars['Decimal']['output'];
  /** First price of the period, a decimal string. */
  open: Scalars['Decimal']['output'];
  /** Bars are split-adjusted: open/high/low/close of a bar before a split are × ratio_from / ratio_to and its volume × ratio_to / ratio_from (several splits compound; dividends never adjust). When the close was adjusted, the close as traded, a decimal string; otherwise null. */
  unadjustedClose?: Maybe<Scalars['Decimal']['output']>;
  /** Shares traded in the period, a decimal string. */
  volume: Scalars['Decimal']['output'];
};

/** The period one bar covers. */
export type BarInterval =
  /** One trading day. */
  | 'DAY'
  /** One minute of a trading session. */
  | 'MINUTE'
  /** One calendar month. */
  | 'MONTH'
  /** One week, Monday to Sunday. */
  | 'WEEK';

/** A personal, single-use purchase code, issued in the app to an eligible user for one offering. */
export type BlockTradeCode = {
  __typename?: 'BlockTradeCode';
  /** The code to type on the subscription form. */
  code: Scalars['String']['output'];
  /** When it was issued (ISO-8601 UTC). */
  issuedAt: Scalars['DateTime']['output'];
  /** The offering it is valid for. */
  offeringId: Scalars['ID']['output'];
  /** When a subscription used it (a code works once). */
  usedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The published rule for personal purchase codes: REAL_NAME = every user who passed real-name verification. */
export type BlockTradeCodePolicy =
  /** Every user who passed real-name verification. */
  | 'REAL_NAME';

/** The public record of an offering’s allocation: the seed hash (published at creation), and after the close the seed, every entry’s tickets asked and won, its rank when oversubscribed, and the cut-off. The shared draw engine recomputes it: runDraw(seed, entries as lots, ticketsAvailable). */
export type BlockTradeDraw = {
  __typename?: 'BlockTradeDraw';
  /** When tickets were allocated (ISO-8601 UTC); null before. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The rank of the last entry that received a ticket in that round. */
  cutoffRank?: Maybe<Scalars['Int']['output']>;
  /** The round in which allocation stopped (oversubscribed only). */
  cutoffRound?: Maybe<Scalars['Int']['output']>;
  /** Entries (live subscriptions before the close). */
  entries: Scalars['Int']['output'];
  /** The signed-in user’s own rank, when they had a ranked entry. */
  myRank?: Maybe<Scalars['Int']['output']>;
  /** The offering. */
  offeringId: Scalars['ID']['output'];
  /** True when more tickets were asked for than offered (the draw ran). */
  oversubscribed?: Maybe<Scalars['Boolean']['output']>;
  /** Every entry with the tickets it asked for and won; empty before the close. */
  results: Array<BlockTradeDrawResult>;
  /** Revealed at the close; null before. */
  seed?: Maybe<Scalars['String']['output']>;
  /** SHA-256 (hex) of the seed, published when the offering was created. */
  seedHash: Scalars['String']['output'];
  /** Tickets handed out; null before the close. */
  ticketsAllocated?: Maybe<Scalars['Int']['output']>;
  /** Tickets offered. */
  ticketsAvailable: Scalars['Int']['output'];
  /** Tickets asked for by every subscription. */
  ticketsSubscribed: Scalars['Int']['output'];
};

/** One entry of a closed offering: the tickets it asked for and won, and its place when the draw ran. */
export type BlockTradeDrawResult = {
  __typename?: 'BlockTradeDrawResult';
  /** Place in the draw order; null when not oversubscribed (no draw was needed). */
  rank?: Maybe<Scalars['Int']['output']>;
  /** The subscription. */
  subscriptionId: Scalars['ID']['output'];
  /** Tickets it asked for. */
  tickets: Scalars['Int']['output'];
  /** Tickets it was allocated. */
  wonTickets: Scalars['Int']['output'];
};

/** Why a block-trade subscription failed. */
export type BlockTradeFailReason =
  /** A fresh quote traded at or below the hedge price during the window: the offering failed. */
  | 'HEDGE_PRICE_BREACHED'
  /** Oversubscribed and no ticket came to it in the draw. */
  | 'NOT_ALLOCATED'
  /** Ops cancelled the offering (its reason is on the offering). */
  | 'OFFERING_CANCELLED';

/** A personal block-trade notice of the signed-in user (a purchase code issued to them), with its title and text in the reader’s language. */
export type BlockTradeNotice = {
  __typename?: 'BlockTradeNotice';
  /** When it was issued. */
  at: Scalars['DateTime']['output'];
  /** The offering’s window closes then (the code works until then). */
  closesAt: Scalars['DateTime']['output'];
  /** The personal, single-use purchase code. */
  code: Scalars['String']['output'];
  /** The purchase code’s id. */
  id: Scalars['ID']['output'];
  /** What the notice is about. */
  kind: BlockTradeNoticeKind;
  /** The language the title and text are in (en, fr, es, zh-Hans, zh-Hant). */
  lang: Scalars['String']['output'];
  /** The offering. */
  offeringId: Scalars['ID']['output'];
  /**
   * Stock name, in English.
   * @deprecated Use stockNameText; removed after 2027-06-01
   */
  stockName: Scalars['String']['output'];
  /** Stock name in the notice’s language (English, flagged, when untranslated). */
  stockNameText: LocalisedText;
  /** The stock ("US:ACME"). */
  symbol: Scalars['String']['output'];
  /** The notice text in `lang`, the code included. */
  text: Scalars['String']['output'];
  /** The notice title in `lang`. */
  title: Scalars['String']['output'];
  /** When a subscription used the code (it works once). */
  usedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** CODE_ISSUED: a personal purchase code was issued to the user in the app. */
export type BlockTradeNoticeKind =
  /** A personal purchase code was issued to the user in the app. */
  | 'CODE_ISSUED';

/** A page of BlockTradeNotice items, newest first. */
export type BlockTradeNoticePage = {
  __typename?: 'BlockTradeNoticePage';
  /** The items of this page, in the order of the list. */
  items: Array<BlockTradeNotice>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A block trade (placement) offering, created by ops; subscriptions need a personal purchase code. */
export type BlockTradeOffering = {
  __typename?: 'BlockTradeOffering';
  /**
   * Why ops cancelled it (every hold was released), in English.
   * @deprecated Use cancelReasonText; removed after 2027-06-01
   */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** Why ops cancelled it, in the reader’s language (English, flagged, when untranslated); null unless cancelled. */
  cancelReasonText?: Maybe<LocalisedText>;
  /** Ops: every language version of the cancellation reason. */
  cancelReasonTranslations?: Maybe<LocalisedTextValues>;
  /** When tickets were allocated. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The window closes; tickets are allocated then. */
  closesAt: Scalars['DateTime']['output'];
  /** Who may get a purchase code (the published rule). */
  codePolicy: BlockTradeCodePolicy;
  /** When ops created it (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 currency of its prices and of the balance subscriptions are paid from. */
  currency: Scalars['String']['output'];
  /** The live quote’s price (null until the feed has one). */
  currentPrice?: Maybe<Scalars['Decimal']['output']>;
  /** True when the current price comes from the simulator (say "Simulated"). */
  currentPriceSimulated: Scalars['Boolean']['output'];
  /** Why it failed (HEDGE_PRICE_BREACHED). */
  failReason?: Maybe<BlockTradeFailReason>;
  /** The quote that breached the hedge price. */
  failedPrice?: Maybe<Scalars['Decimal']['output']>;
  /** When that quote was recorded. */
  failedQuoteAt?: Maybe<Scalars['DateTime']['output']>;
  /** Disclosed handling fee rate of the amount (0.0025 = 0.25 %), rounded up to the cent. */
  feeRate: Scalars['Decimal']['output'];
  /** The protection floor: a fresh quote at or below it during the window fails the offering and releases every hold. */
  hedgePrice: Scalars['Decimal']['output'];
  /** The offering id. */
  id: Scalars['ID']['output'];
  /** Most tickets one person may subscribe for. */
  maxTicketsPerUser: Scalars['Int']['output'];
  /** Minimum subscription amount (tickets × 100 × price), before the fee. */
  minAmount: Scalars['Decimal']['output'];
  /** The signed-in user’s purchase code, once issued (see myBlockTradeCode). */
  myCode?: Maybe<BlockTradeCode>;
  /** The signed-in user’s subscription, if any. */
  mySubscription?: Maybe<BlockTradeSubscription>;
  /**
   * Stock name as shown in records, in English.
   * @deprecated Use nameText; removed after 2027-06-01
   */
  name: Scalars['String']['output'];
  /** The name ops gave it, in the reader’s language (English, flagged, when untranslated). */
  nameText: LocalisedText;
  /** Ops: every language version of the name. */
  nameTranslations: LocalisedTextValues;
  /** The window opens. */
  opensAt: Scalars['DateTime']['output'];
  /** not started → available → closed, from the window; or failed, cancelled. */
  phase: BlockTradePhase;
  /** SHA-256 of the draw seed, published when the offering is created (commit). */
  seedHash: Scalars['String']['output'];
  /** Where the offering is in its life. */
  status: BlockTradeOfferingStatus;
  /** Subscription (offer) price per share. */
  subscriptionPrice: Scalars['Decimal']['output'];
  /** The stock ("US:ACME"); its current price is the live quote. */
  symbol: Scalars['String']['output'];
  /** Shares per ticket. */
  ticketShares: Scalars['Int']['output'];
  /** Tickets offered (one ticket = 100 shares). */
  ticketsAvailable: Scalars['Int']['output'];
  /** Tickets asked for by subscriptions, counted now. */
  ticketsSubscribed: Scalars['Int']['output'];
};


/** A block trade (placement) offering, created by ops; subscriptions need a personal purchase code. */
export type BlockTradeOfferingCancelReasonTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** A block trade (placement) offering, created by ops; subscriptions need a personal purchase code. */
export type BlockTradeOfferingNameTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** A block-trade offering as ops define it. */
export type BlockTradeOfferingInput = {
  /** The window closes and tickets are allocated (ISO-8601 UTC); after opensAt. */
  closesAt: Scalars['DateTime']['input'];
  /** Who may get a purchase code (published with the offering). */
  codePolicy: BlockTradeCodePolicy;
  /** Handling fee rate of the amount (0.0025 = 0.25 %), from 0 to 0.1. */
  feeRate: Scalars['Decimal']['input'];
  /** Hedge price (protection floor), below the subscription price. */
  hedgePrice: Scalars['Decimal']['input'];
  /** Most tickets one person may subscribe for. */
  maxTicketsPerUser: Scalars['Int']['input'];
  /** Minimum subscription amount (before the fee), in cents at most. */
  minAmount: Scalars['Decimal']['input'];
  /**
   * Stock name as shown to users, in English.
   * @deprecated Use nameText; removed after 2027-06-01
   */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Stock name as shown to users, per language (English required). */
  nameText?: InputMaybe<LocalisedTextInput>;
  /** The window opens (ISO-8601 UTC); must be in the future. */
  opensAt: Scalars['DateTime']['input'];
  /** Subscription (offer) price per share, at most 4 decimals. */
  subscriptionPrice: Scalars['Decimal']['input'];
  /** A stock of the catalogue ("US:ACME") settling in its own currency. */
  symbol: Scalars['String']['input'];
  /** Tickets offered (one ticket = 100 shares). */
  ticketsAvailable: Scalars['Int']['input'];
};

/** A page of BlockTradeOffering items, newest first. */
export type BlockTradeOfferingPage = {
  __typename?: 'BlockTradeOfferingPage';
  /** The items of this page, in the order of the list. */
  items: Array<BlockTradeOffering>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** scheduled (before the close), closed (tickets allocated, positions opened), failed (the hedge price was breached: every hold released) or cancelled by ops. */
export type BlockTradeOfferingStatus =
  /** Cancelled by ops; every hold was released. */
  | 'CANCELLED'
  /** Tickets allocated and positions opened at the close. */
  | 'CLOSED'
  /** A fresh quote reached the hedge price during the window; every hold was released. */
  | 'FAILED'
  /** Created; its window has not closed yet. */
  | 'SCHEDULED';

/** Subscription phase: not started, available (the window is open), closed, failed (hedge price breached) or cancelled. */
export type BlockTradePhase =
  /** The window is open: subscriptions accepted. */
  | 'AVAILABLE'
  /** Cancelled by ops. */
  | 'CANCELLED'
  /** The window has closed. */
  | 'CLOSED'
  /** The hedge price was breached. */
  | 'FAILED'
  /** Before the window opens. */
  | 'NOT_STARTED';

/** A block-trade subscription (purchase record): money held at once, allocated at the close. */
export type BlockTradeSubscription = {
  __typename?: 'BlockTradeSubscription';
  /** Amount applied for: shares × subscription price. */
  amount: Scalars['Decimal']['output'];
  /** Why ops cancelled its offering (reason OFFERING_CANCELLED), in the reader’s language (English, flagged, when untranslated); null otherwise. Here so that a record needs no deeper selection. */
  cancelReasonText?: Maybe<LocalisedText>;
  /** The purchase code it was placed with. */
  code: Scalars['String']['output'];
  /** When the user subscribed (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** The stock’s live price. */
  currentPrice?: Maybe<Scalars['Decimal']['output']>;
  /** When the close, the hedge breach or the cancellation decided it. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Handling fee held: amount × rate, rounded up to the cent. */
  fee: Scalars['Decimal']['output'];
  /** Handling fee charged on the transaction amount (zero unless successful). */
  feePaid: Scalars['Decimal']['output'];
  /** The offering's handling fee rate (0.0025 = 0.25 %). */
  feeRate: Scalars['Decimal']['output'];
  /** The offering’s hedge price. */
  hedgePrice: Scalars['Decimal']['output'];
  /** Held when subscribing: amount + fee. */
  heldAmount: Scalars['Decimal']['output'];
  /** The subscription id. */
  id: Scalars['ID']['output'];
  /** The offering subscribed to. */
  offering: BlockTradeOffering;
  /** Order number shown in records and the statement (B…). */
  orderNo: Scalars['String']['output'];
  /** The position opened at the subscription price. */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** Subscription price per share. */
  price: Scalars['Decimal']['output'];
  /** Place in the draw order (1 = first), when the offering was oversubscribed. */
  rank?: Maybe<Scalars['Int']['output']>;
  /** Why it failed (the hold was released in full). */
  reason?: Maybe<BlockTradeFailReason>;
  /** Application volume in shares. */
  shares: Scalars['Int']['output'];
  /** Where the subscription stands. */
  status: BlockTradeSubscriptionStatus;
  /**
   * Stock name, in English.
   * @deprecated Use stockNameText; removed after 2027-06-01
   */
  stockName: Scalars['String']['output'];
  /** Stock name, in the reader’s language (English, flagged, when untranslated). */
  stockNameText: LocalisedText;
  /** The stock ("US:ACME"). */
  symbol: Scalars['String']['output'];
  /** Tickets subscribed (one ticket = 100 shares). */
  tickets: Scalars['Int']['output'];
  /** Transaction amount: allocated shares × subscription price (zero until successful). */
  transactionAmount: Scalars['Decimal']['output'];
  /** Shares allocated. */
  wonShares: Scalars['Int']['output'];
  /** Tickets allocated. */
  wonTickets: Scalars['Int']['output'];
};


/** A block-trade subscription (purchase record): money held at once, allocated at the close. */
export type BlockTradeSubscriptionCancelReasonTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** A block-trade subscription (purchase record): money held at once, allocated at the close. */
export type BlockTradeSubscriptionStockNameTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** A page of BlockTradeSubscription items, newest first. */
export type BlockTradeSubscriptionPage = {
  __typename?: 'BlockTradeSubscriptionPage';
  /** The items of this page, in the order of the list. */
  items: Array<BlockTradeSubscription>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Subscription in progress (money held) → successful (a position at the subscription price) | failed (hold released, with the reason). */
export type BlockTradeSubscriptionStatus =
  /** The hold was released in full; reason says why. */
  | 'FAILED'
  /** Waiting for the close; amount and fee are held. */
  | 'IN_PROGRESS'
  /** Tickets allocated: a position opened at the subscription price. */
  | 'SUCCESSFUL';

/** A fund purchase. */
export type BuyFundInput = {
  /** Amount (at most two decimals), within the product’s minimum and maximum. */
  amount: Scalars['Decimal']['input'];
  /** Idempotency key (8–64 of A–Z a–z 0–9 _ -). */
  idempotencyKey: Scalars['String']['input'];
  /** The product. */
  productId: Scalars['ID']['input'];
};

/** Ops: the offering to cancel and why. */
export type CancelBlockTradeOfferingInput = {
  /** The offering id. */
  id: Scalars['ID']['input'];
  /**
   * Shown to every subscriber, in English.
   * @deprecated Use reasonText; removed after 2027-06-01
   */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Shown to every subscriber in their language (English required). */
  reasonText?: InputMaybe<LocalisedTextInput>;
};

/** Ops: the published trade to cancel and why. */
export type CancelFollowTradeInput = {
  /** The published trade. */
  id: Scalars['ID']['input'];
  /** Shown to every follower whose follow it releases. */
  reason: Scalars['String']['input'];
};

/** Ops: the offering to cancel and why. */
export type CancelIpoOfferingInput = {
  /** The offering id. */
  id: Scalars['ID']['input'];
  /**
   * Shown to every applicant, in English.
   * @deprecated Use reasonText; removed after 2027-06-01
   */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Shown to every applicant in their language (English required). */
  reasonText?: InputMaybe<LocalisedTextInput>;
};

/** The current login password and the new one twice. */
export type ChangeLoginPasswordInput = {
  /** The new login password again; must equal it. */
  confirmPassword: Scalars['String']['input'];
  /** The new login password, at least 6 characters. */
  newPassword: Scalars['String']['input'];
  /** The current login password. */
  oldPassword: Scalars['String']['input'];
};

/** The current pay password and the new one twice. */
export type ChangePayPasswordInput = {
  /** The new pay password again; must equal it. */
  confirmPassword: Scalars['String']['input'];
  /** The new pay password, at least 6 characters. */
  newPassword: Scalars['String']['input'];
  /** The current pay password. */
  oldPayPassword: Scalars['String']['input'];
};

/** One charge of a trade, disclosed before confirm and itemised after. */
export type Charge = {
  __typename?: 'Charge';
  /** In `currency` (the quote currency; FX_SPREAD in the settlement currency). */
  amount: Scalars['Decimal']['output'];
  /** How it is computed, e.g. '0.3%' or '0.005/share, min 1.00'. */
  basis: Scalars['String']['output'];
  /** ISO 4217 code of `amount`. */
  currency: Scalars['String']['output'];
  /** What the charge is. */
  kind: ChargeKind;
  /** What it costs in the settlement currency. */
  settlementAmount: Scalars['Decimal']['output'];
};

/** COMMISSION; TRANSACTION_TAX (Taiwan securities transaction tax on sells); FINANCIAL_TRANSACTION_TAX (Spain, on buys); SEC_FEE and FINRA_TAF (US, on sells); FX_SPREAD (converting TWD to the USD balance). */
export type ChargeKind =
  /** The broker's commission. */
  | 'COMMISSION'
  /** Spanish financial transaction tax, on buys. */
  | 'FINANCIAL_TRANSACTION_TAX'
  /** US FINRA trading activity fee, on sells. */
  | 'FINRA_TAF'
  /** The spread of converting TWD amounts to the USD balance. */
  | 'FX_SPREAD'
  /** US SEC fee, on sells. */
  | 'SEC_FEE'
  /** Taiwan securities transaction tax, on sells. */
  | 'TRANSACTION_TAX';

/** A registered client app as investors see it when they issue a token for it. */
export type ClientAppInfo = {
  __typename?: 'ClientAppInfo';
  /** The scopes a token for this app may have. */
  allowedScopes: Array<ApiScope>;
  /** The app id. */
  id: Scalars['ID']['output'];
  /** The app’s name. */
  name: Scalars['String']['output'];
  /** Who makes and answers for the app. */
  owner: Scalars['String']['output'];
};

/** One uploaded version of a client app’s trusted-document manifest. */
export type ClientAppManifestInfo = {
  __typename?: 'ClientAppManifestInfo';
  /** How many documents it holds. */
  documentCount: Scalars['Int']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /** Version number, from 1, one more on each upload. */
  version: Scalars['Int']['output'];
};

/** A close at the current quote, shown in the confirm dialog. */
export type ClosePreview = {
  __typename?: 'ClosePreview';
  /** Charges of closing, itemised. */
  charges: Array<Charge>;
  /** Sum of the closing charges, in the settlement currency, a decimal string. */
  chargesTotal: Scalars['Decimal']['output'];
  /** Whether the market is open now (closing needs it). */
  marketOpen: Scalars['Boolean']['output'];
  /** Net of every charge, opening ones included. */
  netProfit: Scalars['Decimal']['output'];
  /** The position. */
  positionId: Scalars['ID']['output'];
  /** The price it would close at (bid for long, ask for short), in the quote currency, a decimal string. */
  price: Scalars['Decimal']['output'];
  /** What would return to the available balance, in the settlement currency, a decimal string. */
  proceeds: Scalars['Decimal']['output'];
  /** The current quote. */
  quote: FillQuote;
};

/** A published news item, notice, banner or help article in the reader’s language (English when it has no version in it). */
export type ContentEntry = {
  __typename?: 'ContentEntry';
  /** The body rendered from Markdown and sanitised on the server (safe to insert as HTML). */
  bodyHtml: Scalars['String']['output'];
  /** The item id. */
  id: Scalars['ID']['output'];
  /** Banners: the public address of the image. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** News, notice, banner or help article. */
  kind: ContentKind;
  /** The language this entry is shown in: the one asked for, or "en" when it has no version in it. */
  lang: Scalars['String']['output'];
  /** Banners: an app route or an https address to open. */
  link?: Maybe<Scalars['String']['output']>;
  /** Pinned items are listed first. */
  pinned: Scalars['Boolean']['output'];
  /** When it was published (ISO-8601 UTC). */
  publishedAt: Scalars['DateTime']['output'];
  /** Help articles: the slug the app links to (helpArticle(slug)); null on other kinds. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Plain text of the body, at most 160 characters. */
  summary: Scalars['String']['output'];
  /** The title in `lang`. */
  title: Scalars['String']['output'];
};

/** A page of ContentEntry items, newest first. */
export type ContentEntryPage = {
  __typename?: 'ContentEntryPage';
  /** The items of this page, in the order of the list. */
  items: Array<ContentEntry>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What ops write: the language versions (English required), pinned, a banner’s image and link, a help article’s slug. */
export type ContentInput = {
  /** Banners: an upload with purpose banner. */
  imageUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** Banners: an app route (/pages/…, /subPackages/…) or an https address. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Pinned items are listed first. */
  pinned?: Scalars['Boolean']['input'];
  /** Help articles (required): the address the app links to, 3–64 lowercase letters, digits and single hyphens (e.g. fees-and-charges), unique among help articles (HELP_SLUG_INVALID, HELP_SLUG_TAKEN). Changing it breaks links that use the old one. Must be empty on other kinds. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** The language versions (1–5); English is required. */
  translations: Array<ContentTranslationInput>;
};

/** News item, notice, Home banner or help article. */
export type ContentKind =
  /** A Home banner with an image and a link. */
  | 'BANNER'
  /** A help-centre article with a slug (helpArticles, helpArticle); the app’s screens link to it by slug. */
  | 'HELP'
  /** A news item (newsPage, newsItem). */
  | 'NEWS'
  /** A notice; pinned ones run in the Home marquee. */
  | 'NOTICE';

/** DRAFT: no publish time; SCHEDULED: publish time still ahead (invisible to readers); PUBLISHED: visible. */
export type ContentStatus =
  /** No publish time: readers do not see it. */
  | 'DRAFT'
  /** Visible to readers. */
  | 'PUBLISHED'
  /** Its publish time is still ahead: readers do not see it yet. */
  | 'SCHEDULED';

/** One language version as ops wrote it. */
export type ContentTranslation = {
  __typename?: 'ContentTranslation';
  /** Markdown. */
  body: Scalars['String']['output'];
  /** The sanitised HTML readers get. */
  html: Scalars['String']['output'];
  /** The language: en, fr, es, zh-Hans or zh-Hant. */
  lang: Scalars['String']['output'];
  /** The title in that language. */
  title: Scalars['String']['output'];
};

/** One language version: en, fr, es, zh-Hans or zh-Hant. */
export type ContentTranslationInput = {
  /** Markdown, at most 5000 characters; no scripts, event handlers or javascript:/data: links. */
  body: Scalars['String']['input'];
  /** en, fr, es, zh-Hans or zh-Hant; each at most once. */
  lang: Scalars['String']['input'];
  /** The title in that language; required unless the whole version (title and body) is left empty. */
  title: Scalars['String']['input'];
};

/** A dividend or split from the market-data source (nobody can enter one). */
export type CorporateAction = {
  __typename?: 'CorporateAction';
  /** Dividends: gross amount per share, a decimal string, in `currency`. */
  amount?: Maybe<Scalars['String']['output']>;
  /** Dividends: the currency of `amount`. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Ex-date (YYYY-MM-DD, the market’s local date): bought from then on, no dividend; the split applies from then. */
  exDate: Scalars['String']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Dividend or split. */
  kind: CorporateActionKind;
  /** How the company names it (e.g. "Interim dividend"), when known. */
  label?: Maybe<Scalars['String']['output']>;
  /** Dividends: the pay date; null when the source has not published it. */
  payDate?: Maybe<Scalars['String']['output']>;
  /** The market-data provider it came from (simulated, replay, yahoo). */
  provider: Scalars['String']['output'];
  /** Splits: old shares (a decimal string). */
  ratioFrom?: Maybe<Scalars['String']['output']>;
  /** Splits: new shares for `ratioFrom` old ones. */
  ratioTo?: Maybe<Scalars['String']['output']>;
  /** Dividends: holders at the end of this date are paid. */
  recordDate?: Maybe<Scalars['String']['output']>;
  /** True when it comes from the simulated feed: shown labelled "Simulated". */
  simulated: Scalars['Boolean']['output'];
  /** Where it was published (an address), or "simulated". */
  source: Scalars['String']['output'];
  /** The instrument. */
  symbol: Scalars['String']['output'];
};

/** A cash dividend or a (reverse) stock split. */
export type CorporateActionKind =
  /** A cash dividend per share. */
  | 'CASH_DIVIDEND'
  /** A split: `ratioFrom` old shares become `ratioTo` new ones (10 → 1 is a reverse split). */
  | 'SPLIT';

/** A page of CorporateAction items, newest first. */
export type CorporateActionPage = {
  __typename?: 'CorporateActionPage';
  /** The items of this page, in the order of the list. */
  items: Array<CorporateAction>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Ops: how far one corporate action has been applied to accounts. */
export type CorporateActionProgress = {
  __typename?: 'CorporateActionProgress';
  /** When its entitlements were recorded or its split applied; null: not yet. */
  appliedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Dividend entitlements paid. */
  paid: Scalars['Int']['output'];
  /** Dividend entitlements waiting for the pay date. */
  pending: Scalars['Int']['output'];
  /** Positions entitled (dividend) or split. */
  positions: Scalars['Int']['output'];
  /** Paid per currency (longs received minus shorts paid). */
  totals: Array<DividendTotal>;
};

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** The registered client app it is for (omit for scripts using the web client’s documents). */
  appId?: InputMaybe<Scalars['ID']['input']>;
  /** Days until it expires, 1 to 365. */
  expiresInDays: Scalars['Int']['input'];
  /** A name to recognise it by, 1 to 40 characters. */
  name: Scalars['String']['input'];
  /** One or both of READ and TRADE. */
  scopes: Array<ApiScope>;
};

/** A new price alert. */
export type CreatePriceAlertInput = {
  /** What makes it fire. */
  condition: PriceAlertCondition;
  /** Repeating alerts: minutes to rest after firing (1–10,080). */
  cooldownMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** ONCE (the default) or REPEAT with a cool-down. */
  repeat?: PriceAlertRepeat;
  /** An instrument or index market data knows (else INSTRUMENT_NOT_FOUND). */
  symbol: Scalars['String']['input'];
  /** The price (ABOVE, BELOW) or percentage (DAY_MOVE_PCT); none for HIGH_52W and LOW_52W. */
  value?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A new token: its secret is shown this once and never again. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** The token as it will be listed. */
  apiToken: ApiTokenInfo;
  /** The secret, to send as `Authorization: Bearer <token>` (or `authorization` in connection_init). */
  token: Scalars['String']['output'];
};

/** A wallet address crypto withdrawals can be paid to. */
export type CryptoAddress = {
  __typename?: 'CryptoAddress';
  /** The wallet address (TRON base58check or Ethereum EIP-55). */
  address: Scalars['String']['output'];
  /** The network the address is on. */
  chain: CryptoChain;
  /** When it was added (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** The address id, used as cryptoAddressId of a withdrawal. */
  id: Scalars['ID']['output'];
};

/** Stablecoin networks a withdrawal can go to (paid 1:1 from the USD balance). */
export type CryptoChain =
  /** USDT on Ethereum (ERC-20). */
  | 'USDT_ERC20'
  /** USDT on TRON (TRC-20). */
  | 'USDT_TRC20';

/** The sum of all ledger accounts in one currency. */
export type CurrencyTotal = {
  __typename?: 'CurrencyTotal';
  /** ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** Sum of every account in the currency: always zero in a sound ledger. */
  total: Scalars['Decimal']['output'];
};

/** Ops: the checker's decision on a pending maker-checker request. */
export type DecideOpsRequestInput = {
  /** true approves (the action takes effect), false rejects. */
  approve: Scalars['Boolean']['input'];
  /** The request id. */
  id: Scalars['ID']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** Optional checker's note. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** An ops decision on one item waiting for review. */
export type DecideReviewInput = {
  /** Approve or refuse. */
  decision: ReviewDecision;
  /** The id of the item (deposit, withdrawal, submission…). */
  id: Scalars['ID']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The review kind: deposit, withdrawal, … (see reviewKinds). */
  kind: Scalars['String']['input'];
  /** Optional note the user sees beside the reason. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Required to refuse. */
  reasonCode?: InputMaybe<ReviewReasonCode>;
};

/** A deposit notice the user filed; ops confirm it (credits the ledger) or refuse it. */
export type Deposit = {
  __typename?: 'Deposit';
  /** The amount the user says they sent, a decimal string. */
  amount: Scalars['Decimal']['output'];
  /** When the user filed it (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 currency code (EUR, USD). */
  currency: Scalars['String']['output'];
  /** The deposit id. */
  id: Scalars['ID']['output'];
  /** The user's own note to ops. */
  note?: Maybe<Scalars['String']['output']>;
  /** Order number shown in records. */
  orderNo: Scalars['String']['output'];
  /** Ops' note on a refusal (beside the reason code). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Why ops refused it: a ReviewReasonCode the client shows in the reader’s language. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** When ops confirmed or refused it (ISO-8601 UTC); null while pending. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pending, confirmed (credited) or refused. */
  status: DepositStatus;
  /** Ops only: who filed it. */
  user?: Maybe<User>;
};

/** Where to send a bank transfer, and the user's own reference to write on it. */
export type DepositInstructions = {
  __typename?: 'DepositInstructions';
  /** Holder of the receiving account. */
  accountHolder: Scalars['String']['output'];
  /** Name of the platform's bank. */
  bankName: Scalars['String']['output'];
  /** BIC (SWIFT) of the receiving bank. */
  bic: Scalars['String']['output'];
  /** ISO 4217 currency code the account receives. */
  currency: Scalars['String']['output'];
  /** IBAN of the receiving account. */
  iban: Scalars['String']['output'];
  /** Unique to the user; ops match transfers by it. */
  reference: Scalars['String']['output'];
};

/** A page of deposits, newest first. */
export type DepositPage = {
  __typename?: 'DepositPage';
  /** The deposits of this page. */
  items: Array<Deposit>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A deposit notice: waiting for ops, credited, or refused with a reason. */
export type DepositStatus =
  /** Credited to the user's available cash. */
  | 'CONFIRMED'
  /** Waiting for ops to match the transfer. */
  | 'PENDING'
  /** Refused by ops; reasonCode says why. */
  | 'REFUSED';

/** Currencies lists may convert prices to (with fxRates). */
export type DisplayCurrency =
  /** Euro. */
  | 'EUR'
  /** Malaysian ringgit. */
  | 'MYR'
  /** New Taiwan dollar. */
  | 'TWD'
  /** US dollar. */
  | 'USD';

/** A dividend of one position: what it was entitled to at the ex-date and, once paid, what moved. */
export type DividendPayment = {
  __typename?: 'DividendPayment';
  /** Dividend per share, in dividendCurrency. */
  amountPerShare: Scalars['Decimal']['output'];
  /** The currency it is paid in: the position’s settlement currency. */
  currency: Scalars['String']['output'];
  /** LONG receives the dividend net of withholding; SHORT pays the lender the gross. */
  direction: TradeDirection;
  /** The company's currency of the dividend (EUR, USD, TWD). */
  dividendCurrency: Scalars['String']['output'];
  /** Ex-date (YYYY-MM-DD): positions open when it began are entitled. */
  exDate: Scalars['String']['output'];
  /** Short only: the part taken from the position's margin because free cash did not cover it. */
  fromMargin?: Maybe<Scalars['Decimal']['output']>;
  /** Server mid rate used (dividendCurrency per currency), null when the same currency. */
  fxRate?: Maybe<Scalars['Decimal']['output']>;
  /** shares × amount per share in `currency`, rounded down to the cent (null while pending). */
  gross?: Maybe<Scalars['Decimal']['output']>;
  /** The entitlement. */
  id: Scalars['ID']['output'];
  /** Long: credited (gross − withholding). Short: debited (the gross). */
  net?: Maybe<Scalars['Decimal']['output']>;
  /** When it was paid (null while pending). */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pay date (YYYY-MM-DD), null while not published. */
  payDate?: Maybe<Scalars['String']['output']>;
  /** The position it is owed to (or by, short). */
  positionId: Scalars['ID']['output'];
  /** What rounding down to the cent left (< 0.01), recorded, not paid. */
  remainder?: Maybe<Scalars['Decimal']['output']>;
  /** Shares held when the ex-date began (before any split that day). */
  shares: Scalars['Int']['output'];
  /** The calendar entry comes from simulated market data (shown labelled). */
  simulated: Scalars['Boolean']['output'];
  /** PENDING until the pay date, then PAID. */
  status: DividendStatus;
  /** Instrument, e.g. US:AAPL. */
  symbol: Scalars['String']['output'];
  /** The position's trade number (T…). */
  tradeNo: Scalars['String']['output'];
  /** Whether the W-8BEN treaty form was on file on the pay date. */
  treatyForm?: Maybe<Scalars['Boolean']['output']>;
  /** Tax withheld (rounded half up to the cent). */
  withholding?: Maybe<Scalars['Decimal']['output']>;
  /** Withholding rate applied (0 for a short), e.g. 0.15. */
  withholdingRate?: Maybe<Scalars['Decimal']['output']>;
};

/** A dividend owed to (or, short, by) a position: recorded at the ex-date, paid on the pay date. */
export type DividendStatus =
  /** Paid: gross, withholding and net are final and in the ledger. */
  | 'PAID'
  /** Entitled at the ex-date; paid on the pay date (payDate; null while the company has not published it). */
  | 'PENDING';

/** Dividends of one year (by pay date; pending by ex-date) in one currency. */
export type DividendTotal = {
  __typename?: 'DividendTotal';
  /** Payments counted. */
  count: Scalars['Int']['output'];
  /** The currency paid in (the positions’ settlement currency). */
  currency: Scalars['String']['output'];
  /** Gross received by longs minus gross paid by shorts. */
  gross: Scalars['Decimal']['output'];
  /** Received by longs minus paid by shorts. */
  net: Scalars['Decimal']['output'];
  /** Tax withheld on longs. */
  withholding: Scalars['Decimal']['output'];
};

/** The user's dividends of one year. */
export type DividendYear = {
  __typename?: 'DividendYear';
  /** Newest first; pending ones first of all. */
  items: Array<DividendPayment>;
  /** Paid totals per currency. */
  totals: Array<DividendTotal>;
  /** The calendar year shown. */
  year: Scalars['Int']['output'];
  /** Years with any dividend, newest first (for the year picker). */
  years: Array<Scalars['Int']['output']>;
};

/** What a document is. */
export type DocumentKind =
  /** An export (CSV) of the statement, orders, positions or closed positions for a range of days. */
  | 'CSV_EXPORT'
  /** A month’s statement (PDF): balances, every ledger line, positions at the month’s closes, totals. */
  | 'MONTHLY_STATEMENT'
  /** A year’s tax report (PDF or CSV): realised gains by the rule of the tax country, dividends, interest. */
  | 'TAX_REPORT'
  /** The confirmation of one fill (PDF): the order, the quote it filled at, each charge. */
  | 'TRADE_CONFIRMATION';

/** Where a document’s making stands. */
export type DocumentStatus =
  /** Being made (see progress). */
  | 'BUILDING'
  /** It could not be made (errorCode says why); ask again. */
  | 'FAILED'
  /** Waiting to be made. */
  | 'QUEUED'
  /** Made: it can be downloaded. */
  | 'READY';

/** Stable codes sent in extensions.code of every error; clients render them in the user's language. */
export type ErrorCode =
  /** The account (a phone number) has fewer than 7 national digits. */
  | 'ACCOUNT_TOO_SHORT'
  /** The item is no longer pending: someone already decided it (or its owner revoked it). */
  | 'ALREADY_REVIEWED'
  /** The amendment changes nothing, or a field this order does not have (a triggered stop-limit keeps its stop). */
  | 'AMEND_INVALID'
  /** The amount must be greater than zero. */
  | 'AMOUNT_NOT_POSITIVE'
  /** The amount is above the configured maximum; details.max is the maximum. */
  | 'AMOUNT_TOO_LARGE'
  /** A cash amount has at most two decimals. */
  | 'AMOUNT_TOO_PRECISE'
  /** The API token's scopes do not include this field (read: quotes, portfolio and records; trade: orders). */
  | 'API_SCOPE_MISSING'
  /** Ops accounts use GraphiQL, not API tokens. */
  | 'API_TOKENS_FOR_INVESTORS_ONLY'
  /** A token lasts 1 to 365 days. */
  | 'API_TOKEN_EXPIRY_INVALID'
  /** The bearer token is unknown, revoked or expired (HTTP 401). */
  | 'API_TOKEN_INVALID'
  /** At most 20 tokens may be active at once; revoke one first. */
  | 'API_TOKEN_LIMIT_REACHED'
  /** A token name is 1 to 40 characters. */
  | 'API_TOKEN_NAME_INVALID'
  /** No token of yours has this id. */
  | 'API_TOKEN_NOT_FOUND'
  /** Scopes are one or more of read and trade, and only those the chosen client app is allowed. */
  | 'API_TOKEN_SCOPES_INVALID'
  /** An argument is malformed or out of range (including variables of the wrong type). */
  | 'BAD_INPUT'
  /** A bars range that ends before it starts or spans more than the interval allows. */
  | 'BAR_RANGE_INVALID'
  /** One subscription per person per offering. */
  | 'BLOCK_TRADE_ALREADY_SUBSCRIBED'
  /** Tickets × 100 × subscription price is below the offering's minimum subscription amount. */
  | 'BLOCK_TRADE_BELOW_MINIMUM'
  /** The allocation runs from the close of the window, once. */
  | 'BLOCK_TRADE_CLOSE_NOT_DUE'
  /** The purchase code is wrong, belongs to someone else or another offering, or was already used. */
  | 'BLOCK_TRADE_CODE_INVALID'
  /** 'Purchase code required': the form was sent without the personal purchase code. */
  | 'BLOCK_TRADE_CODE_REQUIRED'
  /** The stock settles in a currency other than its own (converted markets are not offered yet). */
  | 'BLOCK_TRADE_CURRENCY_NOT_SUPPORTED'
  /** Window out of order (opens < closes) or already open. */
  | 'BLOCK_TRADE_DATES_INVALID'
  /** Figures that do not hold together (prices, hedge below the offer price, fee rate, tickets, minimum). */
  | 'BLOCK_TRADE_FIGURES_INVALID'
  /** 'Currently not available for subscription': outside the window, failed, cancelled or closed. */
  | 'BLOCK_TRADE_NOT_AVAILABLE'
  /** An offering can be edited only before it opens, and cancelled only before it closes or fails. */
  | 'BLOCK_TRADE_OFFERING_LOCKED'
  /** Tickets must be whole, from one up to the offering's per-person cap. */
  | 'BLOCK_TRADE_TICKETS_INVALID'
  /** The card number is not a valid card number. */
  | 'CARD_NUMBER_INVALID'
  /** The chain is not one of CryptoChain. */
  | 'CHAIN_NOT_SUPPORTED'
  /** An app needs a name (2 to 60 characters), an owner (2 to 100) and at least one allowed scope. */
  | 'CLIENT_APP_INVALID'
  /** A manifest is a JSON object of SHA-256 hash to GraphQL document (1 to 500 of them), each hash that of its document, each document valid against the schema. */
  | 'CLIENT_APP_MANIFEST_INVALID'
  /** Another client app has this name. */
  | 'CLIENT_APP_NAME_TAKEN'
  /** No client app has this id. */
  | 'CLIENT_APP_NOT_FOUND'
  /** Every item needs its English version (the fallback of every other language). */
  | 'CONTENT_ENGLISH_REQUIRED'
  /** A banner needs its image (an upload with purpose banner). */
  | 'CONTENT_IMAGE_REQUIRED'
  /** A language version without a title, or a news item or notice without a body. */
  | 'CONTENT_INCOMPLETE'
  /** A banner link that is neither an app route (/pages/…, /subPackages/…) nor an https address. */
  | 'CONTENT_LINK_INVALID'
  /** The Markdown holds a script, an event handler, an embedded object or a link other than http(s)/mailto. */
  | 'CONTENT_UNSAFE'
  /** The address is not valid on the chosen chain. */
  | 'CRYPTO_ADDRESS_INVALID'
  /** The currency is not one the platform holds balances in. */
  | 'CURRENCY_NOT_SUPPORTED'
  /** This decision is not open for this kind of item (or revoke was sent by ops). */
  | 'DECISION_NOT_ALLOWED'
  /** The download link is older than its five minutes: ask for a new one from the document. */
  | 'DOCUMENT_LINK_EXPIRED'
  /** The download link is malformed or its signature does not match. */
  | 'DOCUMENT_LINK_INVALID'
  /** The document is still being made (or its build failed): there is no file to download yet. */
  | 'DOCUMENT_NOT_READY'
  /** The document (or documentId) is not in the trusted-document manifest; in production only ops may run other documents. */
  | 'DOCUMENT_NOT_TRUSTED'
  /** The month, year or days asked for are malformed, not yet over (a statement is for a past month, a tax report for a past or the current year), or from before 2020. */
  | 'DOCUMENT_PERIOD_INVALID'
  /** An export covers at most five years (params: maxYears). */
  | 'DOCUMENT_RANGE_TOO_LONG'
  /** The user already has this many documents being made; wait for one to be ready (params: max). */
  | 'DOCUMENT_TOO_MANY_PENDING'
  /** Ops: an institution needs a unique name, a description and its disclosures (who pays whom). */
  | 'FOLLOW_INSTITUTION_INVALID'
  /** The published trade’s window has not opened yet: nothing is held. */
  | 'FOLLOW_NOT_OPEN'
  /** The quantity must be a whole number of shares above zero. */
  | 'FOLLOW_QUANTITY_INVALID'
  /** The quantity is outside the trade’s published minimum and maximum. */
  | 'FOLLOW_QUANTITY_OUT_OF_LIMITS'
  /** The price tolerance must be from 0 % to 10 % (0 to 0.1, at most 4 decimals). */
  | 'FOLLOW_TOLERANCE_INVALID'
  /** Ops: the published trade does not hold together (buy price, fee, quantity limits, a window that ends in the future after it opens). */
  | 'FOLLOW_TRADE_INVALID'
  /** Ops: only a published trade whose window has not ended can be cancelled. */
  | 'FOLLOW_TRADE_LOCKED'
  /** The published trade’s window has ended, or ops cancelled it: nothing is held. */
  | 'FOLLOW_WINDOW_CLOSED'
  /** The signed-in user lacks the role the field needs (the ops fields need OPS). */
  | 'FORBIDDEN'
  /** The amount is below the fund's minimum or above its maximum. */
  | 'FUND_AMOUNT_OUT_OF_RANGE'
  /** Figures that do not hold together (rate, period, minimum above maximum, fee rate, currency). */
  | 'FUND_FIGURES_INVALID'
  /** The fund is closed to new purchases. */
  | 'FUND_NOT_AVAILABLE'
  /** Only a holding in progress can be redeemed early. */
  | 'FUND_NOT_HOLDING'
  /** A help-centre search longer than 100 characters. */
  | 'HELP_QUERY_TOO_LONG'
  /** A help article without a slug, or a slug that is not 3–64 lowercase letters, digits and single hyphens (or a slug on another kind). */
  | 'HELP_SLUG_INVALID'
  /** Another help article already has this slug. */
  | 'HELP_SLUG_TAKEN'
  /** The hold (reserved funds) was already released or settled. */
  | 'HOLD_ALREADY_CLOSED'
  /** The IBAN fails its format or checksum. */
  | 'IBAN_INVALID'
  /** The idempotency key is not a valid key (send a fresh UUID per intended operation). */
  | 'IDEMPOTENCY_KEY_INVALID'
  /** The idempotency key was already used for a different operation or different arguments. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The front and back images must be two different uploads. */
  | 'ID_IMAGES_SAME'
  /** The ID number is not 4 to 32 letters and digits (spaces, dashes, dots and slashes are ignored). */
  | 'ID_NUMBER_INVALID'
  /** A required field is empty. */
  | 'INCOMPLETE_INFORMATION'
  /** No instrument (or index) has this symbol. */
  | 'INSTRUMENT_NOT_FOUND'
  /** The available balance does not cover the amount. */
  | 'INSUFFICIENT_FUNDS'
  /** An unexpected server fault; nothing about it is sent, and the request may be retried. */
  | 'INTERNAL_ERROR'
  /** The amount must be a positive whole number. */
  | 'INTRADAY_AMOUNT_INVALID'
  /** The amount is outside the published minimum and maximum of one application. */
  | 'INTRADAY_AMOUNT_OUT_OF_RANGE'
  /** The stock code is required. */
  | 'INTRADAY_SYMBOL_REQUIRED'
  /** Wrong account or password (the two are not told apart). */
  | 'INVALID_CREDENTIALS'
  /** The invite code does not exist or has no uses left. */
  | 'INVITE_CODE_INVALID'
  /** Registration needs an invite code. */
  | 'INVITE_CODE_REQUIRED'
  /** One live application per person per offering. */
  | 'IPO_ALREADY_APPLIED'
  /** The application can no longer be cancelled (the deadline passed or it was decided). */
  | 'IPO_APPLICATION_NOT_CANCELLABLE'
  /** The stock settles in a currency other than its own (converted markets are not offered yet). */
  | 'IPO_CURRENCY_NOT_SUPPORTED'
  /** Dates out of order (subscription < deadline ≤ drawing ≤ payment ≤ issuance) or in the past. */
  | 'IPO_DATES_INVALID'
  /** The draw runs at its drawing date, once. */
  | 'IPO_DRAW_NOT_DUE'
  /** Figures of an offering that do not hold together (lots, shares, prices, fee). */
  | 'IPO_FIGURES_INVALID'
  /** An offering can be edited only before it opens, and cancelled only before its draw. */
  | 'IPO_OFFERING_LOCKED'
  /** Shares must be whole lots, from one lot up to the offering's maximum. */
  | 'IPO_SHARES_INVALID'
  /** The leverage is not in the market's allowed set. */
  | 'LEVERAGE_NOT_ALLOWED'
  /** A snapshot of that date was taken and published already; it never changes and is not taken again. */
  | 'LIABILITY_SNAPSHOT_EXISTS'
  /** A limit order needs a positive limit price; a market order must not carry one. */
  | 'LIMIT_PRICE_INVALID'
  /** The limit price is not on the instrument's tick grid. */
  | 'LIMIT_PRICE_OFF_TICK'
  /** The agreement must be read and agreed, signed on screen, and be the current version (its hash). */
  | 'LOAN_AGREEMENT_REQUIRED'
  /** The position is pledged to a loan and closing it would break the loan’s maintenance ratio. */
  | 'LOAN_COLLATERAL_PLEDGED'
  /** Loans are in EUR or USD. */
  | 'LOAN_CURRENCY_NOT_SUPPORTED'
  /** 'Please fill in complete information': a field of the application is missing or malformed. */
  | 'LOAN_FORM_INCOMPLETE'
  /** 'Insufficient loan limit': the amount is above what may still be borrowed against live collateral. */
  | 'LOAN_LIMIT_INSUFFICIENT'
  /** 'No outstanding debt': nothing is owed on this loan. */
  | 'LOAN_NO_DEBT'
  /** The repayment is more than is owed (principal + interest). */
  | 'LOAN_REPAYMENT_TOO_LARGE'
  /** The ops user who made a request cannot be its checker. */
  | 'MAKER_CANNOT_APPROVE'
  /** A market order (or a close) while the instrument's market is closed. */
  | 'MARKET_CLOSED'
  /** A field or an image is missing ('Missing information'). */
  | 'MISSING_INFORMATION'
  /** The nationality is not an ISO 3166-1 alpha-2 country code. */
  | 'NATIONALITY_INVALID'
  /** No such record, or not one the caller may see. */
  | 'NOT_FOUND'
  /** The ops request was already approved, rejected or withdrawn. */
  | 'OPS_REQUEST_NOT_PENDING'
  /** In production an ops account needs a passkey or an authenticator app before the ops console opens: set one up under Mine → Security. Nothing changed. */
  | 'OPS_SECOND_FACTOR_REQUIRED'
  /** Cancelling an order that is already filled or cancelled. */
  | 'ORDER_NOT_PENDING'
  /** More shares than one order may carry, or a notional above the per-order cap. */
  | 'ORDER_TOO_LARGE'
  /** Nobody reviews or adjusts their own account. */
  | 'OWN_ACCOUNT_FORBIDDEN'
  /** The passkey answer was refused: a wrong signature, origin or site, an unknown, used or expired challenge, another account’s passkey, a counter that did not grow, or a passkey already registered. Nothing changed; the attempt counts. */
  | 'PASSKEY_INVALID'
  /** A passkey’s name is 1 to 40 characters. Nothing changed. */
  | 'PASSKEY_NAME_INVALID'
  /** This account has no passkey to check. Nothing changed. */
  | 'PASSKEY_NOT_REGISTERED'
  /** The login password and its confirmation differ. */
  | 'PASSWORDS_DO_NOT_MATCH'
  /** The login password has fewer than 6 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** The pay password and its confirmation differ. */
  | 'PAY_PASSWORDS_DO_NOT_MATCH'
  /** A pay password is already set; change it instead. */
  | 'PAY_PASSWORD_ALREADY_SET'
  /** The action needs a pay password and the user has not set one yet. */
  | 'PAY_PASSWORD_NOT_SET'
  /** The pay password has fewer than 6 characters. */
  | 'PAY_PASSWORD_TOO_SHORT'
  /** The account is not a valid international phone number. */
  | 'PHONE_INVALID'
  /** An account with this phone number already exists. */
  | 'PHONE_TAKEN'
  /** Closing a position that is already closed. */
  | 'POSITION_ALREADY_CLOSED'
  /** A repeating alert needs a cool-down of 1 to 10,080 minutes (a week); a one-shot alert takes none. */
  | 'PRICE_ALERT_COOLDOWN_INVALID'
  /** The user already has 100 price alerts set (active or paused); delete one first. Nothing was stored. */
  | 'PRICE_ALERT_LIMIT_REACHED'
  /** DAY_MOVE_PCT needs a percentage greater than 0 and at most 100, with at most 2 decimal places. */
  | 'PRICE_ALERT_PERCENT_INVALID'
  /** ABOVE and BELOW need a price greater than 0 with at most 4 decimal places (and below 1,000,000,000). */
  | 'PRICE_ALERT_PRICE_INVALID'
  /** HIGH_52W and LOW_52W take no value: the threshold is the 52-week high or low itself. */
  | 'PRICE_ALERT_VALUE_NOT_ALLOWED'
  /** A take-profit or stop-loss price must be positive. */
  | 'PRICE_INVALID'
  /** A stop, take-profit or stop-loss price is not on the instrument's tick grid (details.tick). */
  | 'PRICE_OFF_TICK'
  /** A price outside the day's limits (Taiwan: ±10 % of the previous close; details.down, details.up). */
  | 'PRICE_OUTSIDE_DAILY_LIMIT'
  /** The push endpoint is not one Vela sends to: only https, and never a loopback, private, link-local or local host. Nothing was stored. */
  | 'PUSH_ENDPOINT_NOT_ALLOWED'
  /** The push subscription is malformed: the endpoint is not a URL of at most 1,024 characters, keys.p256dh is not a P-256 public key (65 bytes, base64url) or keys.auth is not 16 bytes (base64url). Nothing was stored. */
  | 'PUSH_SUBSCRIPTION_INVALID'
  /** The user already has the most devices subscribed (10 by default); unsubscribe one first. Nothing was stored. */
  | 'PUSH_SUBSCRIPTION_LIMIT_REACHED'
  /** The document was refused before running: a syntax error, an unknown field, or a query limit (depth, cost, aliases) exceeded. */
  | 'QUERY_REJECTED'
  /** The quote is past its expiry; ask for a new one. */
  | 'QUOTE_EXPIRED'
  /** The quote is older than the allowed age while its market is in session (the feed is behind), so nothing fills at it; retry later. */
  | 'QUOTE_STALE'
  /** No quote (or no FX rate for a converted market) to trade at yet. */
  | 'QUOTE_UNAVAILABLE'
  /** The live rate moved against the user beyond the tolerance since the quote; details.rate is the new rate, ask for a new quote. */
  | 'RATE_CHANGED'
  /** Too many attempts in a short time; retry later. */
  | 'RATE_LIMITED'
  /** No exchange rate between these currencies right now (or the amount converts to nothing); retry later. */
  | 'RATE_UNAVAILABLE'
  /** Real-name verification already passed; there is nothing to submit again. */
  | 'REAL_NAME_ALREADY_PASSED'
  /** A submission is still under review. */
  | 'REAL_NAME_PENDING'
  /** Withdrawals (and every product that takes money) need passed real-name verification. */
  | 'REAL_NAME_REQUIRED'
  /** A refusal needs a reason code. */
  | 'REASON_CODE_REQUIRED'
  /** A balance adjustment needs a reason. */
  | 'REASON_REQUIRED'
  /** A recovery request of this account is already waiting for review. Nothing changed. */
  | 'RECOVERY_ALREADY_PENDING'
  /** Recovery without a second factor checks the person against their passed real-name record, and this account has none. Nothing changed. */
  | 'RECOVERY_REAL_NAME_REQUIRED'
  /** No review kind (or no queue) has this name. */
  | 'REVIEW_KIND_UNKNOWN'
  /** A transfer needs two different currencies. */
  | 'SAME_CURRENCY'
  /** A search longer than 64 characters. */
  | 'SEARCH_QUERY_TOO_LONG'
  /** An approval of this size already waits for a second ops user. */
  | 'SECOND_APPROVAL_PENDING'
  /** The code is wrong, too old, already used (a code counts once), or a recovery code already used. Nothing changed; the attempt counts. */
  | 'SECOND_FACTOR_CODE_INVALID'
  /** The password was right and this account signs in in two steps: details.ticket, with a code (completeSignIn) or a passkey (startPasskeySignIn with the ticket), finishes signing in within 5 minutes. No session was opened. */
  | 'SECOND_FACTOR_REQUIRED'
  /** Withdrawals need a second factor (a passkey or an authenticator app): set one up under Mine → Security first. Nothing changed. */
  | 'SECOND_FACTOR_SETUP_REQUIRED'
  /** The server is at capacity for this kind of work; retry shortly. */
  | 'SERVER_BUSY'
  /** A dependency (the database) is unreachable; retry later. */
  | 'SERVICE_UNAVAILABLE'
  /** Shares must be a positive whole number. */
  | 'SHARES_INVALID'
  /** Shares must be a multiple of the market's lot size (1,000 on TWSE). */
  | 'SHARES_NOT_LOT_MULTIPLE'
  /** The sign-in ticket is unknown, used or older than 5 minutes: sign in with the password again. Nothing changed. */
  | 'SIGN_IN_TICKET_INVALID'
  /** This action needs a fresh second-factor check of this session (within 5 minutes): call stepUp or finishPasskeyStepUp, then try again. Nothing changed. */
  | 'STEP_UP_REQUIRED'
  /** A stop-limit's limit must be at or above its stop to buy, at or below it to sell. */
  | 'STOP_LIMIT_WRONG_SIDE'
  /** The stop-loss is not on the losing side of the entry price or of the position's closing quote. */
  | 'STOP_LOSS_WRONG_SIDE'
  /** A STOP or STOP_LIMIT order needs a positive stop price; other types must not carry one (nor a trail). */
  | 'STOP_PRICE_INVALID'
  /** The stop would trigger at once: a buy stop must be above the ask, a sell stop below the bid. */
  | 'STOP_PRICE_WRONG_SIDE'
  /** 'Currently not available for subscription': outside the subscription window, drawn or cancelled. */
  | 'SUBSCRIPTION_NOT_AVAILABLE'
  /** The conversation can be assigned only to an ops user. */
  | 'SUPPORT_ASSIGNEE_INVALID'
  /** The conversation is closed: reopen it (within 30 days of closing) or start a new one. Nothing was stored. */
  | 'SUPPORT_CONVERSATION_CLOSED'
  /** The attached error is malformed: its code must be an UPPER_SNAKE code of at most 64 characters, the screen an app route, the request id at most 64 letters, digits or hyphens. */
  | 'SUPPORT_ERROR_CONTEXT_INVALID'
  /** A message from Vela may link only to Vela’s own pages (app routes such as /subPackages/…) or the help centre; this one links elsewhere. Nothing was sent. */
  | 'SUPPORT_LINK_NOT_ALLOWED'
  /** The message has no text (only spaces or nothing). Nothing was stored. */
  | 'SUPPORT_MESSAGE_EMPTY'
  /** The message is longer than 4,000 characters (details.max). Nothing was stored. */
  | 'SUPPORT_MESSAGE_TOO_LONG'
  /** Only a closed conversation can be reopened. */
  | 'SUPPORT_NOT_CLOSED'
  /** The conversation was closed more than 30 days ago and can no longer be reopened; start a new one. */
  | 'SUPPORT_REOPEN_EXPIRED'
  /** A message carries at most 3 images (details.max). Nothing was stored. */
  | 'SUPPORT_TOO_MANY_ATTACHMENTS'
  /** The user already has 10 conversations not closed (details.max); close one or write in one of them. */
  | 'SUPPORT_TOO_MANY_OPEN'
  /** The take-profit is not on the profitable side of the entry price or of the position's closing quote. */
  | 'TAKE_PROFIT_WRONG_SIDE'
  /** The country of tax residence must be a two-letter ISO 3166 code. Nothing was stored. */
  | 'TAX_FORM_COUNTRY_INVALID'
  /** The name signed on the W-8BEN must be the name of the passed real-name record. Nothing was stored. */
  | 'TAX_FORM_NAME_MISMATCH'
  /** The declaration must be confirmed (confirm: true) after reading it. Nothing was stored. */
  | 'TAX_FORM_NOT_CONFIRMED'
  /** A US citizen or resident cannot sign a W-8BEN (the US withholds 30 % or reports instead). Nothing was stored. */
  | 'TAX_FORM_US_PERSON'
  /** A text ops write for users (a name, a disclosure, a description) has no English version; English is every other language’s fallback. */
  | 'TEXT_ENGLISH_REQUIRED'
  /** A text argument is longer than its field allows. */
  | 'TEXT_TOO_LONG'
  /** Too many wrong codes or passkey answers for this account in the last minute; details.retryAfterSeconds says when to try again. Nothing changed. */
  | 'TOO_MANY_CODE_ATTEMPTS'
  /** Too many failed sign-ins for this account; details.retryAfterSeconds says when to try again. */
  | 'TOO_MANY_LOGIN_ATTEMPTS'
  /** A quotes subscription asked for no symbols or more than 200. */
  | 'TOO_MANY_SYMBOLS'
  /** The authenticator app is already set up for this account. Nothing changed. */
  | 'TOTP_ALREADY_ENABLED'
  /** There is no authenticator app to confirm or check: start the set-up first (startTotpEnrolment). Nothing changed. */
  | 'TOTP_NOT_ENROLLED'
  /** A trailing stop needs exactly one of a trail amount above zero or a trail percent in (0, 50]. */
  | 'TRAIL_INVALID'
  /** The field needs a signed-in user and there is no valid session. */
  | 'UNAUTHENTICATED'
  /** The form ended before the file did, or had no file part. */
  | 'UPLOAD_INCOMPLETE'
  /** Too many uploads waiting to be used (UPLOAD_MAX_PENDING); unused ones are removed after a day. */
  | 'UPLOAD_LIMIT_REACHED'
  /** A view link that has expired (links last five minutes). */
  | 'UPLOAD_LINK_EXPIRED'
  /** A view link whose signature does not match (altered, or made for another viewer). */
  | 'UPLOAD_LINK_INVALID'
  /** No such upload for this user (unknown, another user's, another purpose, or already used). */
  | 'UPLOAD_NOT_FOUND'
  /** The `purpose` part is missing, unknown, or not open to this user. */
  | 'UPLOAD_PURPOSE_INVALID'
  /** The file is larger than the configured maximum (UPLOAD_MAX_BYTES); refused while it streams in, nothing is kept. */
  | 'UPLOAD_TOO_LARGE'
  /** The image declares more pixels than the configured maximum (UPLOAD_MAX_PIXELS); refused before it is decoded. */
  | 'UPLOAD_TOO_MANY_PIXELS'
  /** The bytes are not a JPEG, PNG or WebP image, whatever the file's name or declared type. */
  | 'UPLOAD_TYPE_NOT_ALLOWED'
  /** The image does not decode (damaged, truncated, or not an image behind an image header). */
  | 'UPLOAD_UNREADABLE'
  /** 'Already VIP': the user is VIP; the status is re-checked monthly. */
  | 'VIP_ALREADY'
  /** The second factors were reset by a recovery less than 48 hours ago: withdrawals reopen at details.until. Nothing changed. */
  | 'WITHDRAWALS_LOCKED_AFTER_RECOVERY'
  /** The withdrawal is below the minimum; details.minimum is the minimum. */
  | 'WITHDRAWAL_BELOW_MINIMUM'
  /** A withdrawal needs the id of one of the user’s bank cards or crypto addresses. */
  | 'WITHDRAWAL_DESTINATION_REQUIRED'
  /** The withdrawal can no longer be revoked: it was already decided. */
  | 'WITHDRAWAL_NOT_PENDING'
  /** The current login password given to confirm the change is wrong. */
  | 'WRONG_PASSWORD'
  /** The pay password is wrong. */
  | 'WRONG_PAY_PASSWORD';

/** A deposit notice: what the user sent to the platform account. */
export type FileDepositInput = {
  /** At most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** EUR or USD. */
  currency: Scalars['String']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** Optional note to ops (at most 140 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** The quote a fill used, as the market-data source recorded it. */
export type FillQuote = {
  __typename?: 'FillQuote';
  /** Best ask, a decimal string. */
  ask: Scalars['Decimal']['output'];
  /** When the quote was observed (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** Best bid, a decimal string. */
  bid: Scalars['Decimal']['output'];
  /** True when it came from the simulator. */
  simulated: Scalars['Boolean']['output'];
  /** Provider that produced it: simulated, replay or yahoo. */
  source: Scalars['String']['output'];
};

/** A follow of a published trade: a market order placed for the user at the live quote. */
export type Follow = {
  __typename?: 'Follow';
  /** The live ask when the user followed (quote currency). */
  askAtFollow: Scalars['Decimal']['output'];
  /** When the user followed. */
  createdAt: Scalars['DateTime']['output'];
  /** The balance it is paid from. */
  currency: Scalars['String']['output'];
  /** When it filled or failed. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The handling fee (settlement currency), paid only when it fills. */
  fee: Scalars['Decimal']['output'];
  /** Every charge of its fill (commission, taxes), itemised as Trade shows the position’s; empty until filled. The handling fee is `fee`. */
  fillCharges: Array<Charge>;
  /** The live ask it filled at (recorded on the position), or the ask it was refused at (PRICE_BEYOND_TOLERANCE). */
  fillPrice?: Maybe<Scalars['Decimal']['output']>;
  /** When the quote it filled at (or was refused at) was recorded. */
  fillQuoteAt?: Maybe<Scalars['DateTime']['output']>;
  /** Held at once: quantity × ask + opening charges + fee (settlement currency). */
  heldAmount: Scalars['Decimal']['output'];
  /** The follow id. */
  id: Scalars['ID']['output'];
  /** Highest ask it fills at: ask at follow × (1 + tolerance). */
  maxPrice: Scalars['Decimal']['output'];
  /** Order number (F…), on every journal entry of the follow. */
  orderNo: Scalars['String']['output'];
  /** The position it opened (its trade detail). */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** Shares asked for. */
  quantity: Scalars['Int']['output'];
  /** Why it failed. */
  reason?: Maybe<FollowFailReason>;
  /** in progress → successful | failed. */
  status: FollowStatus;
  /** The stock. */
  symbol: Scalars['String']['output'];
  /** Price tolerance (0.02 = 2 %) above the ask at the time of following. */
  tolerance: Scalars['Decimal']['output'];
  /** The published trade followed. */
  trade: FollowTrade;
  /** The published trade followed. */
  tradeId: Scalars['ID']['output'];
};

/** Why a follow failed. */
export type FollowFailReason =
  /** At the live ask the order and fee cost more than the hold and the available balance. */
  | 'INSUFFICIENT_FUNDS'
  /** The live ask was above the follow’s price tolerance when it came to execute. */
  | 'PRICE_BEYOND_TOLERANCE'
  /** Ops cancelled the published trade (its reason is on the trade). */
  | 'TRADE_CANCELLED'
  /** The window ended before the market was open with a fresh quote. */
  | 'WINDOW_ENDED';

/** A follow of a published trade. */
export type FollowInput = {
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** Shares, whole, within the trade’s limits. */
  quantity: Scalars['Int']['input'];
  /** Price tolerance above the current ask, 0 to 0.1 (0.02 = 2 %). */
  tolerance: Scalars['Decimal']['input'];
  /** The published trade. */
  tradeId: Scalars['ID']['input'];
};

/** An institution whose disclosed trades ops publish for users to follow. */
export type FollowInstitution = {
  __typename?: 'FollowInstitution';
  /** When ops recorded it. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * What the institution is and where its trades are disclosed (e.g. its 13F filings), in English.
   * @deprecated Use descriptionText; removed after 2027-06-01
   */
  description: Scalars['String']['output'];
  /** What the institution is and where its trades are disclosed, in the reader’s language (English, flagged, when untranslated). */
  descriptionText: LocalisedText;
  /** Ops: every language version of the description. */
  descriptionTranslations: LocalisedTextValues;
  /**
   * Who pays whom: what the institution, Vela and the follower pay or receive, in English.
   * @deprecated Use disclosuresText; removed after 2027-06-01
   */
  disclosures: Scalars['String']['output'];
  /** Who pays whom, in the reader’s language (English, flagged, when untranslated). */
  disclosuresText: LocalisedText;
  /** Ops: every language version of who pays whom. */
  disclosuresTranslations: LocalisedTextValues;
  /** The institution id. */
  id: Scalars['ID']['output'];
  /** Name as shown to users. */
  name: Scalars['String']['output'];
};


/** An institution whose disclosed trades ops publish for users to follow. */
export type FollowInstitutionDescriptionTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** An institution whose disclosed trades ops publish for users to follow. */
export type FollowInstitutionDisclosuresTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** An institution as ops record it. */
export type FollowInstitutionInput = {
  /**
   * What it is and where its trades are disclosed, in English, up to 2000 characters.
   * @deprecated Use descriptionText; removed after 2027-06-01
   */
  description?: InputMaybe<Scalars['String']['input']>;
  /** What it is and where its trades are disclosed, per language (English required). */
  descriptionText?: InputMaybe<LocalisedLongTextInput>;
  /**
   * Who pays whom (institution, Vela, follower), in English, up to 2000 characters.
   * @deprecated Use disclosuresText; removed after 2027-06-01
   */
  disclosures?: InputMaybe<Scalars['String']['input']>;
  /** Who pays whom, per language (English required). */
  disclosuresText?: InputMaybe<LocalisedLongTextInput>;
  /** Name (unique), up to 120 characters. */
  name: Scalars['String']['input'];
};

/** A page of FollowInstitution items, newest first. */
export type FollowInstitutionPage = {
  __typename?: 'FollowInstitutionPage';
  /** The items of this page, in the order of the list. */
  items: Array<FollowInstitution>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A page of Follow items, newest first. */
export type FollowPage = {
  __typename?: 'FollowPage';
  /** The items of this page, in the order of the list. */
  items: Array<Follow>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What following now would hold, every charge itemised (shown before the user confirms). */
export type FollowPreview = {
  __typename?: 'FollowPreview';
  /** The live ask (quote currency). */
  ask: Scalars['Decimal']['output'];
  /** The user’s available balance in that currency. */
  available: Scalars['Decimal']['output'];
  /** The market order’s opening charges, itemised. */
  charges: Array<Charge>;
  /** The balance it is paid from. */
  currency: Scalars['String']['output'];
  /** The trade’s handling fee. */
  fee: Scalars['Decimal']['output'];
  /** The highest ask it fills at with this tolerance. */
  maxPrice: Scalars['Decimal']['output'];
  /** Quantity × ask. */
  notional: Scalars['Decimal']['output'];
  /** Shares. */
  quantity: Scalars['Int']['output'];
  /** When that quote was recorded. */
  quoteAt: Scalars['DateTime']['output'];
  /** True when the quote comes from the simulator (say "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** Whether the available balance covers the total. */
  sufficientFunds: Scalars['Boolean']['output'];
  /** Held now: quantity × ask + charges + fee. */
  total: Scalars['Decimal']['output'];
  /** The published trade. */
  tradeId: Scalars['ID']['output'];
};

/** In progress (money held) → successful (a position at the live ask) | failed (hold released, with the reason). */
export type FollowStatus =
  /** The hold was released in full; reason says why. */
  | 'FAILED'
  /** Held; waiting for the market to be open with a fresh quote inside the window. */
  | 'IN_PROGRESS'
  /** Filled as a market order at the live ask: a position opened. */
  | 'SUCCESSFUL';

/** An institution’s track record computed from the feed’s daily closes of its published trades (each followed with its minimum quantity at the close of its window’s first trading day, held to the last close), net of the follow fee and the opening and closing charges. Past performance is not a reliable indicator of future results. */
export type FollowTrackRecord = {
  __typename?: 'FollowTrackRecord';
  /** The last close used (YYYY-MM-DD). */
  asOf?: Maybe<Scalars['String']['output']>;
  /** First entry (YYYY-MM-DD); null before any published trade has a close. */
  inception?: Maybe<Scalars['String']['output']>;
  /** The institution. */
  institutionId: Scalars['ID']['output'];
  /** Maximum drawdown of the net value (0.12 = 12 %). */
  maxDrawdown: Scalars['Decimal']['output'];
  /** Always true: every figure is after the follow fee and the opening and closing charges. */
  netOfCharges: Scalars['Boolean']['output'];
  /** Complete 12-month periods from inception, oldest first. */
  periods: Array<TrackRecordPeriod>;
  /** True when any price behind it comes from the simulator (say "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** Net return since inception, time-weighted. */
  sinceInception: Scalars['Decimal']['output'];
  /** Trades counted (entered before the last close). */
  tradesCounted: Scalars['Int']['output'];
  /** Share of trades worth more than they cost at the last close. */
  winRate?: Maybe<Scalars['Decimal']['output']>;
  /** Trades that won. */
  wins: Scalars['Int']['output'];
};

/** An institution’s trade, published by ops for users to follow at the live quote. */
export type FollowTrade = {
  __typename?: 'FollowTrade';
  /** The live ask a follow would fill at now. */
  ask?: Maybe<Scalars['Decimal']['output']>;
  /** The institution’s disclosed buy price (quote currency): a reference figure only, never a fill price. */
  buyPrice: Scalars['Decimal']['output'];
  /** Why ops cancelled it (shown to followers). */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** The window ends: follows not yet filled fail then, their holds released. */
  closesAt: Scalars['DateTime']['output'];
  /** When ops published it. */
  createdAt: Scalars['DateTime']['output'];
  /** Flat handling fee per follow, settlement currency, charged when the follow fills. */
  fee: Scalars['Decimal']['output'];
  /** Follows in progress or filled, counted now. */
  followers: Scalars['Int']['output'];
  /** The published trade id. */
  id: Scalars['ID']['output'];
  /** The institution whose trade it is. */
  institution: FollowInstitution;
  /** The institution. */
  institutionId: Scalars['ID']['output'];
  /** Market price: the live quote’s price (null until the feed has one). */
  marketPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Most shares one follow may ask for. */
  maxQuantity: Scalars['Int']['output'];
  /** Fewest shares one follow may ask for. */
  minQuantity: Scalars['Int']['output'];
  /** The window opens. */
  opensAt: Scalars['DateTime']['output'];
  /** not started → open → ended, from the window; or cancelled. */
  phase: FollowTradePhase;
  /** The balance follows are paid from (ISO 4217). */
  settlementCurrency: Scalars['String']['output'];
  /** True when the market price comes from the simulator (say "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** Published or cancelled. */
  status: FollowTradeStatus;
  /** Stock name: its usual name in `lang` when one exists (as Instrument.name), else the international name. */
  stockName: Scalars['String']['output'];
  /** The stock ("US:AAPL"); its market price is the live quote. */
  symbol: Scalars['String']['output'];
  /** Up/down: (market price − buy price) ÷ buy price. */
  upDown?: Maybe<Scalars['Decimal']['output']>;
};


/** An institution’s trade, published by ops for users to follow at the live quote. */
export type FollowTradeStockNameArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** An institution’s trade as ops publish it. A window already ended is a historical record (track record only). */
export type FollowTradeInput = {
  /** The institution’s disclosed buy price (reference only), at most 4 decimals. */
  buyPrice: Scalars['Decimal']['input'];
  /** The window ends (ISO-8601 UTC); after opensAt. */
  closesAt: Scalars['DateTime']['input'];
  /** Flat handling fee per follow (settlement currency, at most 2 decimals). */
  fee: Scalars['Decimal']['input'];
  /** The institution. */
  institutionId: Scalars['ID']['input'];
  /** Most shares per follow. */
  maxQuantity: Scalars['Int']['input'];
  /** Fewest shares per follow. */
  minQuantity: Scalars['Int']['input'];
  /** The window opens (ISO-8601 UTC). */
  opensAt: Scalars['DateTime']['input'];
  /** A stock of the catalogue ("US:AAPL") settling in its own currency. */
  symbol: Scalars['String']['input'];
};

/** A page of FollowTrade items, newest first. */
export type FollowTradePage = {
  __typename?: 'FollowTradePage';
  /** The items of this page, in the order of the list. */
  items: Array<FollowTrade>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Follow phase from the window: not started, open, ended; or cancelled by ops. */
export type FollowTradePhase =
  /** Cancelled by ops. */
  | 'CANCELLED'
  /** The window has ended. */
  | 'ENDED'
  /** Before the window opens. */
  | 'NOT_STARTED'
  /** The window is open: follows accepted and executed while the market is open. */
  | 'OPEN';

/** published by ops, or cancelled (every follow still in progress released). */
export type FollowTradeStatus =
  /** Cancelled by ops; follows still in progress were released. */
  | 'CANCELLED'
  /** Published; followable inside its window. */
  | 'PUBLISHED';

/** One day of a holding’s earnings (one journal entry). */
export type FundAccrual = {
  __typename?: 'FundAccrual';
  /** Earnings of that day, rounded down to the cent (remainder carried). */
  amount: Scalars['Decimal']['output'];
  /** The calendar day (UTC), YYYY-MM-DD. */
  day: Scalars['String']['output'];
};

/** A fund holding of the user (PRODUCT.md §5 holding fields). */
export type FundHolding = {
  __typename?: 'FundHolding';
  /** Daily earnings posted, newest first (at most 60). */
  accruals: Array<FundAccrual>;
  /** Annual yield rate. */
  annualRate: Scalars['Decimal']['output'];
  /** Application time. */
  appliedAt: Scalars['DateTime']['output'];
  /** When it ended, was redeemed or rejected. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Currency. */
  currency: Scalars['String']['output'];
  /** A full day’s earnings before rounding carry: principal × annual ÷ 365, to the cent (rounded down). */
  dailyEarnings: Scalars['Decimal']['output'];
  /** Daily profit rate (annual ÷ 365). */
  dailyRate: Scalars['Decimal']['output'];
  /** The early-redemption fee charged (redeemed holdings). */
  earlyFee?: Maybe<Scalars['Decimal']['output']>;
  /** Early-redemption fee rate of the principal. */
  earlyFeeRate: Scalars['Decimal']['output'];
  /** Days that have earned so far. */
  earningDays: Scalars['Int']['output'];
  /** Earnings accrued so far (net: no charge is taken from earnings). */
  earnings: Scalars['Decimal']['output'];
  /** End (maturity) time. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the holding earns over the full period (principal × annual × days ÷ 365, rounded down). */
  expectedEarnings: Scalars['Decimal']['output'];
  /** Holding amount: principal + earnings accrued. */
  holdingAmount: Scalars['Decimal']['output'];
  /** Holding id. */
  id: Scalars['ID']['output'];
  /** Order number (F…). */
  orderNo: Scalars['String']['output'];
  /** Period in days. */
  periodDays: Scalars['Int']['output'];
  /** Principal. */
  principal: Scalars['Decimal']['output'];
  /** The product. */
  productId: Scalars['ID']['output'];
  /**
   * Product name, in English.
   * @deprecated Use productNameText; removed after 2027-06-01
   */
  productName: Scalars['String']['output'];
  /** Product name in the reader’s language (English, flagged, when untranslated). */
  productNameText: LocalisedText;
  /** Refusal note (rejected). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Refusal reason code (rejected). */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** Start time (approval). */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Status. */
  status: FundHoldingStatus;
};


/** A fund holding of the user (PRODUCT.md §5 holding fields). */
export type FundHoldingProductNameTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** A page of FundHolding items, newest first. */
export type FundHoldingPage = {
  __typename?: 'FundHoldingPage';
  /** The items of this page, in the order of the list. */
  items: Array<FundHolding>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** pending review (amount held) → holding (earning daily) → ended (principal and earnings returned) | redeemed early | rejected (released). */
export type FundHoldingStatus =
  /** Matured: principal and earnings returned to the available balance. */
  | 'ENDED'
  /** Approved: the principal is in the fund and earns every calendar day. */
  | 'HOLDING'
  /** Waiting for review; the amount is held. */
  | 'PENDING'
  /** Redeemed early: principal and earnings returned less the disclosed early-redemption fee. */
  | 'REDEEMED'
  /** Review rejected: the held amount was released; the reason is shown. */
  | 'REJECTED';

/** A term fund published by ops. */
export type FundProduct = {
  __typename?: 'FundProduct';
  /** Annual yield rate (0.035 = 3.5 %). */
  annualRate: Scalars['Decimal']['output'];
  /** Purchases up to this amount are approved automatically (0: every purchase is reviewed by ops). */
  autoApproveUpTo: Scalars['Decimal']['output'];
  /** When it was published. */
  createdAt: Scalars['DateTime']['output'];
  /** Currency of the principal and earnings. */
  currency: Scalars['String']['output'];
  /** Daily profit rate: annual ÷ 365. */
  dailyRate: Scalars['Decimal']['output'];
  /**
   * The disclosure shown before purchase, in English.
   * @deprecated Use disclosureText; removed after 2027-06-01
   */
  disclosure: Scalars['String']['output'];
  /** The risk disclosure shown before purchase, in the reader’s language. */
  disclosureText: LocalisedText;
  /** Early-redemption fee, a rate of the principal (the early-redemption rule). */
  earlyFeeRate: Scalars['Decimal']['output'];
  /** Product id. */
  id: Scalars['ID']['output'];
  /** Maximum purchase amount. */
  maxAmount: Scalars['Decimal']['output'];
  /** Minimum purchase amount. */
  minAmount: Scalars['Decimal']['output'];
  /**
   * Name shown to users, in English.
   * @deprecated Use nameText; removed after 2027-06-01
   */
  name: Scalars['String']['output'];
  /** Name shown to users, in the reader’s language (English, flagged, when untranslated). */
  nameText: LocalisedText;
  /** Term in calendar days. */
  periodDays: Scalars['Int']['output'];
  /**
   * Where its rate comes from (e.g. "ECB deposit facility rate + 0.50 %"), in English.
   * @deprecated Use rateSourceText; removed after 2027-06-01
   */
  rateSource: Scalars['String']['output'];
  /** Where its rate comes from, in the reader’s language. */
  rateSourceText: LocalisedText;
  /** open or closed. */
  status: FundProductStatus;
  /** Ops: every language version of the name, underlying, rate source and disclosure. */
  translations: FundProductTranslations;
  /**
   * What the fund invests in, in English.
   * @deprecated Use underlyingText; removed after 2027-06-01
   */
  underlying: Scalars['String']['output'];
  /** What the fund invests in, in the reader’s language. */
  underlyingText: LocalisedText;
};


/** A term fund published by ops. */
export type FundProductDisclosureTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** A term fund published by ops. */
export type FundProductNameTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** A term fund published by ops. */
export type FundProductRateSourceTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** A term fund published by ops. */
export type FundProductUnderlyingTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** A fund product as ops publish it. */
export type FundProductInput = {
  /** Annual yield rate (0 < rate < 1). */
  annualRate: Scalars['Decimal']['input'];
  /** Automatic approval up to this amount (default 0: all reviewed). */
  autoApproveUpTo?: InputMaybe<Scalars['Decimal']['input']>;
  /** EUR or USD. */
  currency: Scalars['String']['input'];
  /**
   * Disclosure in English (plain text).
   * @deprecated Use disclosureText; removed after 2027-06-01
   */
  disclosure?: InputMaybe<Scalars['String']['input']>;
  /** Risk disclosure per language (English required). */
  disclosureText?: InputMaybe<LocalisedLongTextInput>;
  /** Early-redemption fee rate of the principal (0–0.1). */
  earlyFeeRate: Scalars['Decimal']['input'];
  /** Maximum amount (≥ minimum). */
  maxAmount: Scalars['Decimal']['input'];
  /** Minimum amount (≥ 1). */
  minAmount: Scalars['Decimal']['input'];
  /**
   * Name in English.
   * @deprecated Use nameText; removed after 2027-06-01
   */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Name per language (English required). */
  nameText?: InputMaybe<LocalisedTextInput>;
  /** Period in days (1–3660). */
  periodDays: Scalars['Int']['input'];
  /**
   * Rate source in English.
   * @deprecated Use rateSourceText; removed after 2027-06-01
   */
  rateSource?: InputMaybe<Scalars['String']['input']>;
  /** Rate source per language (English required). */
  rateSourceText?: InputMaybe<LocalisedTextInput>;
  /**
   * Underlying in English.
   * @deprecated Use underlyingText; removed after 2027-06-01
   */
  underlying?: InputMaybe<Scalars['String']['input']>;
  /** Underlying per language (English required). */
  underlyingText?: InputMaybe<LocalisedTextInput>;
};

/** A page of FundProduct items, newest first. */
export type FundProductPage = {
  __typename?: 'FundProductPage';
  /** The items of this page, in the order of the list. */
  items: Array<FundProduct>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** open (taking purchases) or closed (no new purchases; holdings run to their end). */
export type FundProductStatus =
  /** No new purchases. */
  | 'CLOSED'
  /** Taking purchases. */
  | 'OPEN';

/** Every language version of a fund’s texts (ops forms). */
export type FundProductTranslations = {
  __typename?: 'FundProductTranslations';
  /** Disclosure. */
  disclosure: LocalisedTextValues;
  /** Name. */
  name: LocalisedTextValues;
  /** Rate source. */
  rateSource: LocalisedTextValues;
  /** Underlying. */
  underlying: LocalisedTextValues;
};

/** What an early redemption would return now, before the user confirms. */
export type FundRedemptionPreview = {
  __typename?: 'FundRedemptionPreview';
  /** Earnings accrued so far. */
  earnings: Scalars['Decimal']['output'];
  /** Earnings given up compared with holding to maturity. */
  earningsForgone: Scalars['Decimal']['output'];
  /** Early-redemption fee (the cost). */
  fee: Scalars['Decimal']['output'];
  /** The holding. */
  holdingId: Scalars['ID']['output'];
  /** Principal returned. */
  principal: Scalars['Decimal']['output'];
  /** What reaches the available balance: principal + earnings − fee. */
  receive: Scalars['Decimal']['output'];
};

/** What a transfer between currencies would give, shown before the user confirms. */
export type FxQuote = {
  __typename?: 'FxQuote';
  /** Amount to convert, in `from`, a decimal string. */
  amount: Scalars['Decimal']['output'];
  /** When the mid rate was observed (ISO-8601 UTC). */
  asOf: Scalars['DateTime']['output'];
  /** Signed in: when the quote can no longer be executed. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Source currency (ISO 4217). */
  from: Scalars['String']['output'];
  /** Signed in: the id transferFunds executes, signed by the server (opaque; null for anonymous callers). */
  id?: Maybe<Scalars['ID']['output']>;
  /** Mid-market rate (units of `to` per unit of `from`). */
  midRate: Scalars['Decimal']['output'];
  /** The least that arrives, in `to`, if the rate falls before the transfer executes; a bigger fall is refused with RATE_CHANGED and a new quote. */
  minimumReceived: Scalars['Decimal']['output'];
  /** Where the mid rate comes from. */
  origin: FxRateOrigin;
  /** The rate applied: mid less the spread. */
  rate: Scalars['Decimal']['output'];
  /** What arrives, in `to`. */
  received: Scalars['Decimal']['output'];
  /** True when the rate comes from simulated market data. */
  simulated: Scalars['Boolean']['output'];
  /** What the spread costs, in `to`. */
  spreadAmount: Scalars['Decimal']['output'];
  /** The disclosed spread in basis points of the mid rate. */
  spreadBps: Scalars['Int']['output'];
  /** Destination currency (ISO 4217). */
  to: Scalars['String']['output'];
};

/** An FX rate from the market-data source. */
export type FxRate = {
  __typename?: 'FxRate';
  /** When it was observed (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** "EURUSD", "USDTWD", "USDMYR". */
  pair: Scalars['String']['output'];
  /** Units of the second currency per unit of the first, a decimal string. */
  rate: Scalars['Decimal']['output'];
  /** True when it comes from the simulator. */
  simulated: Scalars['Boolean']['output'];
};

/** CONFIGURED: a rate table set in configuration (shown as such); MARKET: the market-data FX quote. */
export type FxRateOrigin =
  /** A rate table set in configuration. */
  | 'CONFIGURED'
  /** The market-data feed's FX quote. */
  | 'MARKET';

/** A completed transfer between the user's currencies: both legs in one journal entry. */
export type FxTransfer = {
  __typename?: 'FxTransfer';
  /** Amount taken, in `from`, a decimal string. */
  amount: Scalars['Decimal']['output'];
  /** When it executed (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Source currency (ISO 4217). */
  from: Scalars['String']['output'];
  /** The transfer id. */
  id: Scalars['ID']['output'];
  /** Mid-market rate at execution (units of `to` per unit of `from`). */
  midRate: Scalars['Decimal']['output'];
  /** Order number shown in records (X…). */
  orderNo: Scalars['String']['output'];
  /** Where the mid rate came from. */
  origin: FxRateOrigin;
  /** The rate applied: mid less the spread. */
  rate: Scalars['Decimal']['output'];
  /** What arrived, in `to`, a decimal string. */
  received: Scalars['Decimal']['output'];
  /** What the spread cost, in `to`. */
  spreadAmount: Scalars['Decimal']['output'];
  /** The spread in basis points of the mid rate. */
  spreadBps: Scalars['Int']['output'];
  /** Destination currency (ISO 4217). */
  to: Scalars['String']['output'];
};

/** A page of FxTransfer items, newest first. */
export type FxTransferPage = {
  __typename?: 'FxTransferPage';
  /** The items of this page, in the order of the list. */
  items: Array<FxTransfer>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A stock or gold: static data, its latest quote, and whether the signed-in user watches it. */
export type Instrument = {
  __typename?: 'Instrument';
  /** The exchange code, e.g. "AAPL" or "2330". */
  code: Scalars['String']['output'];
  /** ISO 4217 code of its quote currency. */
  currency: Scalars['String']['output'];
  /** How many users watch it. */
  followers: Scalars['Int']['output'];
  /** Shares per lot; orders are whole multiples of it. */
  lotSize: Scalars['Int']['output'];
  /** The market it trades on. */
  market: MarketCode;
  /** Usual name in `lang` when one exists (e.g. 台積電 for zh-Hant), else the international name. */
  name: Scalars['String']['output'];
  /** Latest quote (DataLoader; null before the first tick). */
  quote?: Maybe<Quote>;
  /** Shares outstanding, a decimal string; null for gold. */
  sharesOutstanding?: Maybe<Scalars['Decimal']['output']>;
  /** Unique across markets: "ES:SAN", "US:AAPL", "TW:2330", "GOLD:XAU". */
  symbol: Scalars['ID']['output'];
  /** Price step at the current price (TWSE ladder for TW). */
  tickSize: Scalars['Decimal']['output'];
  /** True when the signed-in user watches it; false for anonymous callers. */
  watched: Scalars['Boolean']['output'];
};


/** A stock or gold: static data, its latest quote, and whether the signed-in user watches it. */
export type InstrumentNameArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** HOT by volume, RISING/FALLING by change %, SELECTED curated in config, MOST_FOLLOWED by watchers. */
export type InstrumentList =
  /** Lowest change percent first. */
  | 'FALLING'
  /** Highest volume first. */
  | 'HOT'
  /** Most watchlists first. */
  | 'MOST_FOLLOWED'
  /** Highest change percent first. */
  | 'RISING'
  /** A list curated in configuration. */
  | 'SELECTED';

/** An application for the automated intraday strategy ("AI Trading 5.0") and what it did. */
export type IntradayApplication = {
  __typename?: 'IntradayApplication';
  /** The amount applied for (a whole number). */
  amount: Scalars['Decimal']['output'];
  /** ATR(14) of the daily bars at the assessment. */
  atr?: Maybe<Scalars['Decimal']['output']>;
  /** Charges paid by its trades so far (included in the net figures). */
  chargesTotal: Scalars['Decimal']['output'];
  /** Applied at. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 currency the amount is held and settled in. */
  currency: Scalars['String']['output'];
  /** Decided at. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Finished at (hold released). */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True while it holds a position; false when flat (sold or not bought). */
  holding: Scalars['Boolean']['output'];
  /** The application id. */
  id: Scalars['ID']['output'];
  /** Final net result after every charge, once finished (released with the hold). */
  netResult?: Maybe<Scalars['Decimal']['output']>;
  /** Order number (S…), on every ledger line of its hold. */
  orderNo: Scalars['String']['output'];
  /** What the strategy is doing. */
  phase: IntradayPhase;
  /** High of the opening range, once formed. */
  rangeHigh?: Maybe<Scalars['Decimal']['output']>;
  /** Low of the opening range, once formed. */
  rangeLow?: Maybe<Scalars['Decimal']['output']>;
  /** Realised net result so far, after every charge of its closed trades. */
  realisedNet: Scalars['Decimal']['output'];
  /** Every reason of a rejection (empty otherwise). */
  reasons: Array<IntradayRejectReason>;
  /** Result so far, live: the closed trades’ net plus the open position marked at the current quote after its opening charges and the closing charges due (the profit Trade shows for it); the final net result once finished. */
  resultNow: Scalars['Decimal']['output'];
  /** The assessed risk band when approved. */
  riskBand?: Maybe<IntradayRiskBand>;
  /** Review status. */
  status: IntradayStatus;
  /** The stock it trades ("US:AAPL"). */
  symbol: Scalars['String']['output'];
  /** The session it trades (the market’s local date). */
  tradeDate: Scalars['String']['output'];
  /** Every trade it made, first to last. */
  trades: Array<IntradayTrade>;
};

/** A page of IntradayApplication items, newest first. */
export type IntradayApplicationPage = {
  __typename?: 'IntradayApplicationPage';
  /** The items of this page, in the order of the list. */
  items: Array<IntradayApplication>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A page of IntradayAssessmentView items, newest first. */
export type IntradayAssessmentPage = {
  __typename?: 'IntradayAssessmentPage';
  /** The items of this page, in the order of the list. */
  items: Array<IntradayAssessmentView>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Ops: an application with the user and every input of its automated assessment. */
export type IntradayAssessmentView = {
  __typename?: 'IntradayAssessmentView';
  /** The application. */
  application: IntradayApplication;
  /** Every input and figure of the assessment, as JSON (balance, exposure, ATR, volume, concentration, session, terms). */
  inputs: Scalars['String']['output'];
  /** The applicant. */
  userId: Scalars['ID']['output'];
  /** The applicant’s phone. */
  userPhone: Scalars['String']['output'];
};

/** Why the strategy’s position was closed. */
export type IntradayExitReason =
  /** The daily loss limit was reached; the strategy stopped for the day. */
  | 'LOSS_LIMIT'
  /** Closed by the user in Trade: the strategy booked what it returned and stopped for the day (no new entry; its amount released with the result). */
  | 'OUTSIDE'
  /** Flat before the close (the end-of-day rule). */
  | 'SESSION_END'
  /** The bid reached the stop (k × ATR below the entry). */
  | 'STOP'
  /** The bid reached the target (twice the stop distance above the entry). */
  | 'TARGET';

/** What the strategy is doing with an approved application during its session. */
export type IntradayPhase =
  /** Flat after the session (or rejected): the hold was released with the net result. */
  | 'FINISHED'
  /** The daily loss limit was reached: flat and stopped for the day. */
  | 'HALTED'
  /** Holding a position, with its stop and target. */
  | 'HOLDING'
  /** Waiting for the opening range (the session’s first 15 minutes) to form. */
  | 'WAITING'
  /** Flat, watching for a breakout above the opening range. */
  | 'WATCHING';

/** Why the automated assessment rejected an application (every reason that applied is listed). */
export type IntradayRejectReason =
  /** The amount is more than half of the user’s cash in that currency. */
  | 'CONCENTRATION_TOO_HIGH'
  /** Running strategies would exceed the per-user limit (amount or number at once). */
  | 'EXPOSURE_LIMIT'
  /** The available balance is below the amount. */
  | 'INSUFFICIENT_BALANCE'
  /** Fewer than 15 daily bars: the ATR cannot be computed. */
  | 'INSUFFICIENT_HISTORY'
  /** Average volume under 100,000 shares, or the amount above 1 % of a day’s traded value. */
  | 'LIQUIDITY_TOO_LOW'
  /** The stock’s market has no session today with time left to enter (holiday, weekend, closed or past the cut-off). */
  | 'NO_SESSION_TODAY'
  /** The stock’s ATR is above 8 % of its price. */
  | 'VOLATILITY_TOO_HIGH';

/** The band the assessment put the stock in by its ATR as a share of its price; it sets the risk per trade. */
export type IntradayRiskBand =
  /** ATR from 4 % to 8 %: 0.5 % risked per trade. */
  | 'HIGH'
  /** ATR below 2 % of the price: 1 % of the cash risked per trade. */
  | 'LOW'
  /** ATR from 2 % to 4 %: 0.75 % risked per trade. */
  | 'MEDIUM';

/** Where an application is in its review: pending review → approved | rejected (decided at once by the automated assessment). */
export type IntradayStatus =
  /** Approved with a risk band; the amount is held and the strategy trades it for the session. */
  | 'APPROVED'
  /** Recorded; the automated risk assessment has not decided yet. */
  | 'PENDING_REVIEW'
  /** Rejected with its reasons; nothing was held. */
  | 'REJECTED';

/** The published terms of the strategy: the declared rule’s parameters (no projected or backtested return exists). */
export type IntradayTerms = {
  __typename?: 'IntradayTerms';
  /** Daily loss limit as a share of the amount (0.02 = 2 %). */
  dailyLossLimit: Scalars['Decimal']['output'];
  /** No new entry in the session’s last minutes. */
  entryCutoffMinutes: Scalars['Int']['output'];
  /** Seconds before the close by which it is flat. */
  flatLeadSeconds: Scalars['Int']['output'];
  /** Most running strategies at once. */
  maxActive: Scalars['Int']['output'];
  /** Largest amount of one application. */
  maxAmount: Scalars['Decimal']['output'];
  /** Most entries a day. */
  maxEntriesPerDay: Scalars['Int']['output'];
  /** Most money in running strategies at once, per currency. */
  maxExposure: Scalars['Decimal']['output'];
  /** Smallest amount of one application. */
  minAmount: Scalars['Decimal']['output'];
  /** Minutes of the opening range. */
  openingRangeMinutes: Scalars['Int']['output'];
  /** Share of cash risked per trade, high band. */
  riskHigh: Scalars['Decimal']['output'];
  /** Share of cash risked per trade, low band. */
  riskLow: Scalars['Decimal']['output'];
  /** Share of cash risked per trade, medium band. */
  riskMedium: Scalars['Decimal']['output'];
  /** The declared rule’s name. */
  rule: Scalars['String']['output'];
  /** k: the stop is k × ATR below the entry. */
  stopAtrMultiple: Scalars['Decimal']['output'];
  /** The target is this many stop distances above the entry. */
  targetMultiple: Scalars['Decimal']['output'];
};

/** One round trip of the strategy: an ordinary order and position (selling type STRATEGY when it closes). */
export type IntradayTrade = {
  __typename?: 'IntradayTrade';
  /** Charges of the buy. */
  buyCharges: Scalars['Decimal']['output'];
  /** Buy price: the recorded ask it filled at. */
  buyPrice: Scalars['Decimal']['output'];
  /** Sold at; null while open. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it closed; null while open. */
  exitReason?: Maybe<IntradayExitReason>;
  /** The trade id. */
  id: Scalars['ID']['output'];
  /** Net result of the round trip after every charge; null while open. */
  netProfit?: Maybe<Scalars['Decimal']['output']>;
  /** Bought at. */
  openedAt: Scalars['DateTime']['output'];
  /** The order number (O…) of the buy. */
  orderNo: Scalars['String']['output'];
  /** The position (open it in trade detail). */
  positionId: Scalars['ID']['output'];
  /** Charges of the sell; null while open. */
  sellCharges?: Maybe<Scalars['Decimal']['output']>;
  /** Sell price: the recorded bid it closed at; null while open. */
  sellPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Its place in the application’s trades (1, 2, …). */
  seq: Scalars['Int']['output'];
  /** Shares bought. */
  shares: Scalars['Int']['output'];
  /** True when the quotes it traded at were simulated (shown "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** Stop price at entry. */
  stopPrice: Scalars['Decimal']['output'];
  /** Target price at entry. */
  targetPrice: Scalars['Decimal']['output'];
  /** The position’s transaction number (T…). */
  tradeNo: Scalars['String']['output'];
};

/** A code that lets someone register. Users own one each; ops may issue more. */
export type InviteCode = {
  __typename?: 'InviteCode';
  /** The code typed at registration (8 characters, no 0/O or 1/I). */
  code: Scalars['String']['output'];
  /** When it was created (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** How many registrations it allows; null for no limit. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Free text ops gave when issuing it; null for a user's own code. */
  note?: Maybe<Scalars['String']['output']>;
  /** How many registrations used it so far. */
  useCount: Scalars['Int']['output'];
};

/** A page of InviteCode items, newest first. */
export type InviteCodePage = {
  __typename?: 'InviteCodePage';
  /** The items of this page, in the order of the list. */
  items: Array<InviteCode>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A subscription application (the lottery card): money held at once, drawn at the drawing date. */
export type IpoApplication = {
  __typename?: 'IpoApplication';
  /** Amount paid: winning shares × price + fee, taken from the hold. */
  amountPaid: Scalars['Decimal']['output'];
  /** What the hold did not cover (zero when it covered everything). */
  amountToPay: Scalars['Decimal']['output'];
  /** When the user applied (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** When the draw (or the cancellation) decided it. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Processing fee (charged only on a win). */
  fee: Scalars['Decimal']['output'];
  /** Held when applying: price × shares + fee. */
  heldAmount: Scalars['Decimal']['output'];
  /** The application id. */
  id: Scalars['ID']['output'];
  /** Lots applied for. */
  lots: Scalars['Int']['output'];
  /** The offering applied for. */
  offering: IpoOffering;
  /** Order number shown in records and the statement (I…). */
  orderNo: Scalars['String']['output'];
  /** The position opened on the issuance date. */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** Subscription price per share. */
  price: Scalars['Decimal']['output'];
  /** Place in the draw order (1 = first), once drawn. */
  rank?: Maybe<Scalars['Int']['output']>;
  /** Shares applied for. */
  shares: Scalars['Int']['output'];
  /** Where the application stands. */
  status: IpoApplicationStatus;
  /** Winning shares. */
  wonShares: Scalars['Int']['output'];
};

/** A page of IpoApplication items, newest first. */
export type IpoApplicationPage = {
  __typename?: 'IpoApplicationPage';
  /** The items of this page, in the order of the list. */
  items: Array<IpoApplication>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Lottery pending (money held) → not winning (released) | winning (paid; new-stock inventory) → issued (a position) | excluded (under-funded at the deadline) | cancelled by the user before the deadline. */
export type IpoApplicationStatus =
  /** Cancelled by the user before the deadline, or by the offering being cancelled; the hold was released. */
  | 'CANCELLED'
  /** Left out of the draw: the hold did not cover what it owed at the deadline. */
  | 'EXCLUDED'
  /** The won shares became a position (positionId). */
  | 'ISSUED'
  /** Drew no lots; the hold was released. */
  | 'NOT_WON'
  /** Waiting for the draw; the money is held. */
  | 'PENDING'
  /** Won lots; paid from the hold (the rest released), waiting for issuance. */
  | 'WON';

/** The public record of an offering’s lottery: the seed hash (published before any application), and after the draw the seed, every entry’s rank and lots won, the exclusions and the allocation cut-off. scripts/verify-draw.mjs recomputes it. */
export type IpoDraw = {
  __typename?: 'IpoDraw';
  /** The rank of the last entry that received a lot in that round. */
  cutoffRank?: Maybe<Scalars['Int']['output']>;
  /** The round in which allocation stopped. */
  cutoffRound?: Maybe<Scalars['Int']['output']>;
  /** When the draw ran (ISO-8601 UTC); null before. */
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  /** Entries in the draw (live applications before it). */
  entries: Scalars['Int']['output'];
  /** Applications left out at the deadline, and why. */
  excluded: Array<IpoDrawExclusion>;
  /** Shares per lot. */
  lotSize: Scalars['Int']['output'];
  /** Lots handed out; null before the draw. */
  lotsAllocated?: Maybe<Scalars['Int']['output']>;
  /** Lots offered (underwriting shares ÷ lot size). */
  lotsAvailable: Scalars['Int']['output'];
  /** The signed-in user’s own rank, when they had an entry. */
  myRank?: Maybe<Scalars['Int']['output']>;
  /** The offering. */
  offeringId: Scalars['ID']['output'];
  /** Every entry with its rank and lots won; empty before the draw. */
  results: Array<IpoDrawResult>;
  /** Revealed at the draw; null before. */
  seed?: Maybe<Scalars['String']['output']>;
  /** SHA-256 (hex) of the seed, published when the offering was created. */
  seedHash: Scalars['String']['output'];
};

/** An application left out of the draw at the deadline, and why. */
export type IpoDrawExclusion = {
  __typename?: 'IpoDrawExclusion';
  /** The application left out. */
  id: Scalars['ID']['output'];
  /** UNDER_FUNDED: the hold did not cover what the application owed. */
  reason: Scalars['String']['output'];
};

/** One entry of a finished draw: its place and the lots it won. */
export type IpoDrawResult = {
  __typename?: 'IpoDrawResult';
  /** The application. */
  applicationId: Scalars['ID']['output'];
  /** Lots it applied for. */
  lots: Scalars['Int']['output'];
  /** Its place in the draw order (1 = first). */
  rank: Scalars['Int']['output'];
  /** Lots it won. */
  wonLots: Scalars['Int']['output'];
};

/** A new-stock subscription offering, created by ops; applications are drawn by a verifiable lottery. */
export type IpoOffering = {
  __typename?: 'IpoOffering';
  /** Live applications, counted now. */
  applications: Scalars['Int']['output'];
  /**
   * Why ops cancelled it (every hold was released), in English.
   * @deprecated Use cancelReasonText; removed after 2027-06-01
   */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** Why ops cancelled it, in the reader’s language (English, flagged, when untranslated); null unless cancelled. */
  cancelReasonText?: Maybe<LocalisedText>;
  /** Ops: every language version of the cancellation reason. */
  cancelReasonTranslations?: Maybe<LocalisedTextValues>;
  /** Deadline: applications close. */
  closesAt: Scalars['DateTime']['output'];
  /** When ops created it (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 currency of its prices and of the balance applications are paid from. */
  currency: Scalars['String']['output'];
  /** When the draw ran (ISO-8601 UTC). */
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  /** Drawing date: the seed is revealed and the lottery runs. */
  drawsAt: Scalars['DateTime']['output'];
  /** The offering id. */
  id: Scalars['ID']['output'];
  /** When won shares became positions (ISO-8601 UTC). */
  issuedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Issuance date: won shares become positions. */
  issuesAt: Scalars['DateTime']['output'];
  /** Shares per lot. */
  lotSize: Scalars['Int']['output'];
  /** Live from the feed when the stock trades, else the disclosed reference price. */
  marketPrice: Scalars['Decimal']['output'];
  /** True when the market price is the feed’s (false: the reference price). */
  marketPriceLive: Scalars['Boolean']['output'];
  /** True when the market price comes from the simulator (say "Simulated"). */
  marketPriceSimulated: Scalars['Boolean']['output'];
  /** Most lots one application may ask for. */
  maxLots: Scalars['Int']['output'];
  /** The signed-in user’s live application, if any. */
  myApplication?: Maybe<IpoApplication>;
  /**
   * Company name as ops typed it, in English.
   * @deprecated Use nameText; removed after 2027-06-01
   */
  name: Scalars['String']['output'];
  /** The name ops gave it, in the reader’s language (English, flagged, when untranslated). */
  nameText: LocalisedText;
  /** Ops: every language version of the name. */
  nameTranslations: LocalisedTextValues;
  /** Subscription date: applications open. */
  opensAt: Scalars['DateTime']['output'];
  /** Allocation (payment) deadline. */
  payBy: Scalars['DateTime']['output'];
  /** not started → available → expired, from the dates; or cancelled. */
  phase: IpoPhase;
  /** Disclosed flat processing fee, charged to winners only (released with the hold otherwise). */
  processingFee: Scalars['Decimal']['output'];
  /** The disclosed reference price, used as market price while the stock has no quote. */
  referencePrice: Scalars['Decimal']['output'];
  /** Spread ÷ subscription price, as a fraction (derived). */
  returnRate: Scalars['Decimal']['output'];
  /** SHA-256 of the draw seed, published before any application (commit). */
  seedHash: Scalars['String']['output'];
  /** Market price − subscription price (derived). */
  spread: Scalars['Decimal']['output'];
  /** Where the offering is in its life. */
  status: IpoOfferingStatus;
  /** Underwriting (subscription) price per share. */
  subscriptionPrice: Scalars['Decimal']['output'];
  /** The stock ("US:ACME"); its market price comes from the feed. */
  symbol: Scalars['String']['output'];
  /** Total shares issued by the company (as text: it may exceed 2^31). */
  totalShares: Scalars['String']['output'];
  /** Shares offered to subscribers (a whole number of lots). */
  underwritingShares: Scalars['Int']['output'];
};


/** A new-stock subscription offering, created by ops; applications are drawn by a verifiable lottery. */
export type IpoOfferingCancelReasonTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** A new-stock subscription offering, created by ops; applications are drawn by a verifiable lottery. */
export type IpoOfferingNameTextArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** An IPO offering as ops define it; spread and return rate are derived, never typed. */
export type IpoOfferingInput = {
  /** Deadline: applications close (ISO-8601 UTC). */
  closesAt: Scalars['DateTime']['input'];
  /** Drawing date: the lottery runs (ISO-8601 UTC). */
  drawsAt: Scalars['DateTime']['input'];
  /** Issuance date: won shares become positions (ISO-8601 UTC). */
  issuesAt: Scalars['DateTime']['input'];
  /** Shares per lot. */
  lotSize: Scalars['Int']['input'];
  /** Most lots one application may ask for. */
  maxLots: Scalars['Int']['input'];
  /**
   * Company name shown to users, in English.
   * @deprecated Use nameText; removed after 2027-06-01
   */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Company name shown to users, per language (English required). */
  nameText?: InputMaybe<LocalisedTextInput>;
  /** Subscription date: applications open (ISO-8601 UTC). */
  opensAt: Scalars['DateTime']['input'];
  /** Allocation (payment) deadline (ISO-8601 UTC). */
  payBy: Scalars['DateTime']['input'];
  /** Flat processing fee, in cents at most. */
  processingFee: Scalars['Decimal']['input'];
  /** Disclosed reference price, the market price while the stock has no quote. */
  referencePrice: Scalars['Decimal']['input'];
  /** Underwriting (subscription) price per share, at most 4 decimals. */
  subscriptionPrice: Scalars['Decimal']['input'];
  /** A stock of the catalogue ("US:ACME"); its market price comes from the feed. */
  symbol: Scalars['String']['input'];
  /** Total shares issued by the company (digits). */
  totalShares: Scalars['String']['input'];
  /** Shares offered to subscribers (a whole number of lots). */
  underwritingShares: Scalars['Int']['input'];
};

/** A page of IpoOffering items, newest first. */
export type IpoOfferingPage = {
  __typename?: 'IpoOfferingPage';
  /** The items of this page, in the order of the list. */
  items: Array<IpoOffering>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Where the offering is in its life: scheduled (before the draw), drawn, issued (positions opened), or cancelled by ops. */
export type IpoOfferingStatus =
  /** Cancelled by ops before its draw; every hold was released. */
  | 'CANCELLED'
  /** The lottery has run; winners paid. */
  | 'DRAWN'
  /** Won shares became positions on the issuance date. */
  | 'ISSUED'
  /** Created; not drawn yet (applications open between its dates). */
  | 'SCHEDULED';

/** Subscription phase from the offering’s dates: not started, available, expired, or cancelled. */
export type IpoPhase =
  /** Between the subscription date and the deadline: applications accepted. */
  | 'AVAILABLE'
  /** Cancelled by ops. */
  | 'CANCELLED'
  /** After the deadline. */
  | 'EXPIRED'
  /** Before the subscription date. */
  | 'NOT_STARTED';

/** An invite code ops issue: an optional use limit and note. */
export type IssueInviteCodeInput = {
  /** How many registrations it allows; omit for no limit. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** Free text for ops, e.g. who the code is for. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Every balance recomputed from the entries, and the invariants checked, in one snapshot. */
export type LedgerCheck = {
  __typename?: 'LedgerCheck';
  /** How many ledger accounts were checked. */
  accounts: Scalars['Int']['output'];
  /** The sum of every account per currency. */
  currencyTotals: Array<CurrencyTotal>;
  /** How many journal entries were checked. */
  entries: Scalars['Int']['output'];
  /** True when no problem was found. */
  ok: Scalars['Boolean']['output'];
  /** How many postings were checked. */
  postings: Scalars['Int']['output'];
  /** Every broken invariant; empty when ok. */
  problems: Array<LedgerProblem>;
};

/** One broken ledger invariant found by the check. */
export type LedgerProblem = {
  __typename?: 'LedgerProblem';
  /** The value found, a decimal string. */
  actual: Scalars['String']['output'];
  /** The currency it concerns. */
  currency: Scalars['String']['output'];
  /** What it concerns, e.g. 'account <id> (<kind>)', 'entry <id>' or 'user <id>'. */
  detail: Scalars['String']['output'];
  /** The value the invariant requires, a decimal string. */
  expected: Scalars['String']['output'];
  /** Which invariant is broken. */
  kind: LedgerProblemKind;
};

/** Which ledger invariant a problem breaks. */
export type LedgerProblemKind =
  /** An account's stored balance differs from the sum of its postings. */
  | 'ACCOUNT_BALANCE'
  /** The accounts of a currency do not sum to zero. */
  | 'CURRENCY_TOTAL'
  /** A journal entry's postings do not sum to zero in a currency. */
  | 'ENTRY_UNBALANCED'
  /** A user's hold account differs from the sum of their pending holds. */
  | 'HOLDS_MISMATCH'
  /** A user's margin account differs from the margin of their open positions. */
  | 'MARGIN_MISMATCH'
  /** A user's available, hold or margin account is below zero. */
  | 'NEGATIVE_USER_BALANCE';

/** The user’s inclusion proof for one snapshot and currency. */
export type LiabilityInclusionProof = {
  __typename?: 'LiabilityInclusionProof';
  /** The user’s amount in the snapshot (two decimals). */
  amount: Scalars['String']['output'];
  /** The proof file as JSON ({snapshot, currency, userId, amount, leaves: [{leafIndex, sum, salt, path}], root, paddedSize}); verify it in the app or with scripts/verify-liabilities.mjs against /proofs/<date>. */
  proofJson: Scalars['String']['output'];
  /** The published root it must reach. */
  published: LiabilityRoot;
};

/** One currency of a published liabilities snapshot: the Merkle sum tree’s root. */
export type LiabilityRoot = {
  __typename?: 'LiabilityRoot';
  /** EUR or USD. */
  currency: Scalars['String']['output'];
  /** Leaves in the tree including padding (a power of two): the count of accounts, rounded up. */
  paddedSize: Scalars['Int']['output'];
  /** The root hash (SHA-256, lowercase hex) every proof of this currency must reach. */
  rootHash: Scalars['String']['output'];
  /** What Vela owed its customers in this currency at the snapshot: the sum of every leaf, two decimals. */
  total: Scalars['String']['output'];
};

/** A published proof-of-liabilities snapshot (also at /proofs/<date>). */
export type LiabilitySnapshot = {
  __typename?: 'LiabilitySnapshot';
  /** The snapshot’s date (YYYY-MM-DD, UTC). */
  date: Scalars['String']['output'];
  /** One root per currency (EUR, USD). */
  roots: Array<LiabilityRoot>;
  /** The instant of its one consistent read of the ledger. */
  takenAt: Scalars['DateTime']['output'];
};

/** A loan (application and, once approved, the debt). */
export type Loan = {
  __typename?: 'Loan';
  /** SHA-256 of the agreement text signed. */
  agreementHash: Scalars['String']['output'];
  /** Agreement version signed. */
  agreementVersion: Scalars['String']['output'];
  /** Amount applied for (credited on approval). */
  amount: Scalars['Decimal']['output'];
  /** Annual rate. */
  annualRate: Scalars['Decimal']['output'];
  /** Application time. */
  appliedAt: Scalars['DateTime']['output'];
  /** Cure deadline of the margin call (2 business days). */
  cureBy?: Maybe<Scalars['DateTime']['output']>;
  /** Currency. */
  currency: Scalars['String']['output'];
  /** A day’s interest on the principal outstanding now (rounded down). */
  dailyInterest: Scalars['Decimal']['output'];
  /** Day-count basis (365 or 360). */
  dayBasis: Scalars['Int']['output'];
  /** Review time. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Applicant name. */
  fullName: Scalars['String']['output'];
  /** Loan id. */
  id: Scalars['ID']['output'];
  /** Interest accrued and unpaid. */
  interest: Scalars['Decimal']['output'];
  /** When pledged positions were sold for it. */
  liquidatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Margin call made (collateral below the maintenance ratio). */
  marginCallAt?: Maybe<Scalars['DateTime']['output']>;
  /** Order number (L…). */
  orderNo: Scalars['String']['output'];
  /** Pending repayment amount: principal + interest. */
  outstanding: Scalars['Decimal']['output'];
  /** Symbols of the positions pledged. */
  pledged: Array<Scalars['String']['output']>;
  /** Principal outstanding. */
  principal: Scalars['Decimal']['output'];
  /** Refusal note. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Refusal reason code. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** Fully repaid at. */
  repaidAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was signed. */
  signedAt: Scalars['DateTime']['output'];
  /** Application status. */
  status: LoanStatus;
};

/** The loan agreement in full, as read before signing. */
export type LoanAgreement = {
  __typename?: 'LoanAgreement';
  /** SHA-256 of the text (sent back with the application). */
  hash: Scalars['String']['output'];
  /** Language of the text (English where no translation exists yet). */
  language: Scalars['String']['output'];
  /** The full text. */
  text: Scalars['String']['output'];
  /** Version. */
  version: Scalars['String']['output'];
};

/** A position counted toward the credit limit, valued at its live quote. */
export type LoanCollateral = {
  __typename?: 'LoanCollateral';
  /** Haircut: the share of the value that counts (0.6 or 0). */
  haircut: Scalars['Decimal']['output'];
  /** Pledged to an outstanding loan. */
  pledged: Scalars['Boolean']['output'];
  /** Position id. */
  positionId: Scalars['ID']['output'];
  /** Live bid (null: no quote). */
  price?: Maybe<Scalars['Decimal']['output']>;
  /** Shares. */
  shares: Scalars['Int']['output'];
  /** The quote is simulated (labelled "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** The quote is stale: the position values nothing until the feed is fresh (rule 7). */
  stale: Scalars['Boolean']['output'];
  /** Instrument symbol. */
  symbol: Scalars['String']['output'];
  /** Value at the live bid (0 when the quote is stale or missing). */
  value: Scalars['Decimal']['output'];
};

/** The live credit limit in one currency: min(tier cap, Σ value × haircut). */
export type LoanLimit = {
  __typename?: 'LoanLimit';
  /** Disclosed annual rate: benchmark + spread. */
  annualRate: Scalars['Decimal']['output'];
  /** What may still be borrowed now. */
  available: Scalars['Decimal']['output'];
  /** Benchmark name. */
  benchmarkName: Scalars['String']['output'];
  /** Benchmark rate. */
  benchmarkRate: Scalars['Decimal']['output'];
  /** Borrowed amount: principal outstanding. */
  borrowed: Scalars['Decimal']['output'];
  /** Σ eligible position value × haircut. */
  collateralLimit: Scalars['Decimal']['output'];
  /** Currency of the loan. */
  currency: Scalars['String']['output'];
  /** Day-count basis: 365 (EUR, ACT/365) or 360 (USD, ACT/360). */
  dayBasis: Scalars['Int']['output'];
  /** Haircut of an eligible position. */
  haircut: Scalars['Decimal']['output'];
  /** Maintenance ratio: a margin call above this loan-to-value. */
  maintenanceRatio: Scalars['Decimal']['output'];
  /** Applications waiting for review. */
  pendingApplications: Scalars['Decimal']['output'];
  /** Pending repayment amount: principal + interest accrued. */
  pendingRepayment: Scalars['Decimal']['output'];
  /** Every open position and what it counts for. */
  positions: Array<LoanCollateral>;
  /** Spread over the benchmark. */
  spread: Scalars['Decimal']['output'];
  /** Tier cap: 500,000 EUR standard, 5,000,000 EUR VIP (converted for USD). */
  tierCap: Scalars['Decimal']['output'];
  /** Total limit: the lower of the two. */
  totalLimit: Scalars['Decimal']['output'];
  /** The user is VIP (the higher cap applies). */
  vip: Scalars['Boolean']['output'];
};

/** A page of Loan items, newest first. */
export type LoanPage = {
  __typename?: 'LoanPage';
  /** The items of this page, in the order of the list. */
  items: Array<Loan>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A repayment application. */
export type LoanRepayment = {
  __typename?: 'LoanRepayment';
  /** Amount (held while pending). */
  amount: Scalars['Decimal']['output'];
  /** Application time. */
  appliedAt: Scalars['DateTime']['output'];
  /** Currency. */
  currency: Scalars['String']['output'];
  /** Review time. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Repayment id. */
  id: Scalars['ID']['output'];
  /** Applied to interest. */
  interestPaid?: Maybe<Scalars['Decimal']['output']>;
  /** The loan. */
  loanId: Scalars['ID']['output'];
  /** The loan’s order number. */
  loanOrderNo: Scalars['String']['output'];
  /** Order number (P…). */
  orderNo: Scalars['String']['output'];
  /** Applied to principal. */
  principalPaid?: Maybe<Scalars['Decimal']['output']>;
  /** Refusal note. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Refusal reason code. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** Status. */
  status: LoanStatus;
};

/** A page of LoanRepayment items, newest first. */
export type LoanRepaymentPage = {
  __typename?: 'LoanRepaymentPage';
  /** The items of this page, in the order of the list. */
  items: Array<LoanRepayment>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A loan or repayment application: pending review → successful | failed (with the reason). */
export type LoanStatus =
  /** Refused; the reason is shown (a repayment’s held amount was released). */
  | 'FAILED'
  /** Waiting for review. */
  | 'PENDING'
  /** Approved: a loan was credited, or a repayment applied. */
  | 'SUCCESSFUL';

/** Text that may span lines, per language (at most 2000 characters each). English is required (TEXT_ENGLISH_REQUIRED when absent or blank); a blank other language falls back to English. */
export type LocalisedLongTextInput = {
  /** English: required. */
  en?: InputMaybe<Scalars['String']['input']>;
  /** Spanish. */
  es?: InputMaybe<Scalars['String']['input']>;
  /** French. */
  fr?: InputMaybe<Scalars['String']['input']>;
  /** Simplified Chinese. */
  zhHans?: InputMaybe<Scalars['String']['input']>;
  /** Traditional Chinese. */
  zhHant?: InputMaybe<Scalars['String']['input']>;
};

/** A text ops wrote, in the reader’s language, or in English (fallback: true) when it has none in it. */
export type LocalisedText = {
  __typename?: 'LocalisedText';
  /** True when the reader asked for another language and the English text is shown instead. */
  fallback: Scalars['Boolean']['output'];
  /** The language of `text`: the one asked for, or "en" when it has no version in it. */
  lang: Scalars['String']['output'];
  /** The text in `lang`. */
  text: Scalars['String']['output'];
};

/** One line of text per language (at most 140 characters each). English is required (TEXT_ENGLISH_REQUIRED when absent or blank); a blank other language falls back to English. */
export type LocalisedTextInput = {
  /** English: required. */
  en?: InputMaybe<Scalars['String']['input']>;
  /** Spanish. */
  es?: InputMaybe<Scalars['String']['input']>;
  /** French. */
  fr?: InputMaybe<Scalars['String']['input']>;
  /** Simplified Chinese. */
  zhHans?: InputMaybe<Scalars['String']['input']>;
  /** Traditional Chinese. */
  zhHant?: InputMaybe<Scalars['String']['input']>;
};

/** Every language version of a text ops wrote (ops forms); null where not written. */
export type LocalisedTextValues = {
  __typename?: 'LocalisedTextValues';
  /** English (always present). */
  en: Scalars['String']['output'];
  /** Spanish. */
  es?: Maybe<Scalars['String']['output']>;
  /** French. */
  fr?: Maybe<Scalars['String']['output']>;
  /** Simplified Chinese. */
  zhHans?: Maybe<Scalars['String']['output']>;
  /** Traditional Chinese. */
  zhHant?: Maybe<Scalars['String']['output']>;
};

/** Phone number and login password. */
export type LoginInput = {
  /** The login password. */
  password: Scalars['String']['input'];
  /** International phone number, with or without the leading +. */
  phone: Scalars['String']['input'];
};

/** ES (BME, EUR), US (NYSE/Nasdaq, USD), TW (TWSE, TWD), GOLD (XAU spot, USD) */
export type MarketCode =
  /** Bolsa de Madrid (BME), priced in EUR. */
  | 'ES'
  /** Gold spot (XAU), priced in USD per troy ounce. */
  | 'GOLD'
  /** Taiwan Stock Exchange (TWSE), priced in TWD. */
  | 'TW'
  /** NYSE and Nasdaq, priced in USD. */
  | 'US';

/** An index computed from its constituents in the feed, or gold. */
export type MarketIndex = {
  __typename?: 'MarketIndex';
  /** The short code, e.g. "IBEX35". */
  code: Scalars['String']['output'];
  /** The market it belongs to. */
  market: MarketCode;
  /** Name in `lang` when one exists, else the international name. */
  name: Scalars['String']['output'];
  /** Latest quote; null before the first tick. */
  quote?: Maybe<Quote>;
  /** "IDX:IBEX35", "IDX:SPX", "IDX:TAIEX", and "GOLD:XAU" for gold; the same symbols stream on `quotes`. */
  symbol: Scalars['ID']['output'];
};


/** An index computed from its constituents in the feed, or gold. */
export type MarketIndexNameArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

/** Whether a market is in session now, and its next open and close. */
export type MarketStatus = {
  __typename?: 'MarketStatus';
  /** The market. */
  market: MarketCode;
  /** Next session close (ISO-8601 UTC). */
  nextClose?: Maybe<Scalars['DateTime']['output']>;
  /** Next session open (ISO-8601 UTC). */
  nextOpen?: Maybe<Scalars['DateTime']['output']>;
  /** True while it is in session. */
  open: Scalars['Boolean']['output'];
  /** IANA time zone of its trading hours, e.g. "Europe/Madrid". */
  timeZone: Scalars['String']['output'];
};

/** A market trading rules: shown on the order panel. */
export type MarketTradingRules = {
  __typename?: 'MarketTradingRules';
  /** Equity ÷ margin at which a watched position is closed out. */
  closeOutRatio: Scalars['Decimal']['output'];
  /** Positions with at least this leverage are closed at the end of the day. */
  intradayLeverageFrom?: Maybe<Scalars['Int']['output']>;
  /** The leverages an order may use. */
  leverages: Array<Scalars['Int']['output']>;
  /** Shares per lot; orders are whole multiples of it. */
  lotSize: Scalars['Int']['output'];
  /** Market code (ES, US, TW, GOLD). */
  market: Scalars['String']['output'];
  /** The balance trades of this market settle in. */
  settlementCurrency: Scalars['String']['output'];
};

/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type Mutation = {
  __typename?: 'Mutation';
  /** All fields required ('Please fill in complete information'); the IBAN's checksum is verified. */
  addBankCard: BankCard;
  /** The address is validated for its chain (TRON base58check, Ethereum EIP-55). */
  addCryptoAddress: CryptoAddress;
  /** Signed-in only; idempotent. */
  addToWatchlist: Instrument;
  /** Ops: files a correcting journal entry with a mandatory reason the user sees; it takes effect only when a second, different ops user approves it. */
  adjustBalance: OpsRequest;
  /** Ops on a test server (TEST_CLOCK=on): moves the clock forward by hours and minutes (together at least a minute, at most 240 hours) and returns the new now. */
  advanceTestClock: Scalars['DateTime']['output'];
  /** Amends a pending order's shares or prices: a new version (the old one kept, see orderVersions), its hold adjusted in the same transaction. */
  amendOrder: Order;
  /** Applies for the strategy: the automated risk assessment runs at once and approves (the amount held) or rejects with its reasons. */
  applyIntradayStrategy: IntradayApplication;
  /** Applies for shares: price × shares + the processing fee is held at once. */
  applyIpo: IpoApplication;
  /** Applies for a loan with the signed agreement; waits for review. */
  applyLoan: Loan;
  /** Applies for VIP: the criteria are checked at once (“already VIP” for a VIP; a refusal names the unmet criteria). */
  applyVip: VipStatus;
  /** Ops: review passed; the frozen amount is paid out, fee to fee income (above the threshold, once a second ops user approves). */
  approveWithdrawal: Withdrawal;
  /** Buys a fund: the amount is held at once and waits for review (or is approved within the automatic limit). */
  buyFund: FundHolding;
  /** Ops: cancels an offering before its close, releasing every hold; the reason is shown to subscribers. */
  cancelBlockTradeOffering: BlockTradeOffering;
  /** Ops: cancels a published trade before its window ends; follows in progress are released (audited). */
  cancelFollowTrade: FollowTrade;
  /** Cancels a pending application before the deadline; the hold is released. */
  cancelIpoApplication: IpoApplication;
  /** Ops: cancels an offering before its draw, releasing every hold; the reason is shown to applicants. */
  cancelIpoOffering: IpoOffering;
  /** Cancels a pending order; its hold returns to the available balance. */
  cancelOrder: Order;
  /** Needs the current password; signs out every other session. */
  changeLoginPassword: Scalars['Boolean']['output'];
  /** Changes the transaction password; needs the current one. */
  changePayPassword: Scalars['Boolean']['output'];
  /** Signed-in only: empties the user's search history; true when done. */
  clearSearchHistory: Scalars['Boolean']['output'];
  /** Closes a position at the quote (selling type manual), in one journal entry. */
  closePosition: Position;
  /** Closes one of the user’s conversations (it can be reopened within 30 days). */
  closeSupportConversation: SupportConversation;
  /** The second step of signing in: the ticket and a code from the authenticator app or a recovery code; sets the session cookie. Refused, changing nothing: SIGN_IN_TICKET_INVALID, SECOND_FACTOR_CODE_INVALID, TOTP_NOT_ENROLLED, TOO_MANY_CODE_ATTEMPTS. */
  completeSignIn: User;
  /** Ops: the money arrived; credits the user's available cash (above the threshold, once a second ops user approves). */
  confirmDeposit: Deposit;
  /** Confirms the authenticator app with a first code from it; answers the ten recovery codes, shown this once. Refused, changing nothing: TOTP_NOT_ENROLLED, TOTP_ALREADY_ENABLED, SECOND_FACTOR_CODE_INVALID, TOO_MANY_CODE_ATTEMPTS. */
  confirmTotpEnrolment: Array<Scalars['String']['output']>;
  /** Creates a personal API token; its secret is in this answer only. */
  createApiToken: CreatedApiToken;
  /** Ops: a new block-trade offering; its draw seed is committed (hash published) at once. */
  createBlockTradeOffering: BlockTradeOffering;
  /** Ops: a new item; published at `publishAt` (now or later), a draft without it. */
  createContent: OpsContentItem;
  /** Follows a published trade: quantity × ask + charges + fee held at once; it fills as a market order at the live ask while the market is open inside the window, or fails with a reason (hold released). */
  createFollow: Follow;
  /** Ops: records an institution (audited). */
  createFollowInstitution: FollowInstitution;
  /** Ops: publishes a fund product (audited). */
  createFundProduct: FundProduct;
  /** Ops: a new offering; its draw seed is committed (hash published) at once. */
  createIpoOffering: IpoOffering;
  /** Sets a price alert on an instrument or index. At most 100 set at once (PRICE_ALERT_LIMIT_REACHED); an unknown symbol is INSTRUMENT_NOT_FOUND. */
  createPriceAlert: PriceAlert;
  /** Ops: approve (it takes effect now) or reject a pending request. Nobody decides their own request. */
  decideOpsRequest: OpsRequest;
  /** Ops: approve, or refuse with a reason code the user sees in their language (and an optional note). Approvals above the threshold wait for a second ops user. */
  decideReview: ReviewOutcome;
  /** Removes one of the user's bank cards (past withdrawals keep their destination); true when done. */
  deleteBankCard: Scalars['Boolean']['output'];
  /** Ops: deletes an item. */
  deleteContent: Scalars['Boolean']['output'];
  /** Removes one of the user's crypto addresses (past withdrawals keep their destination); true when done. */
  deleteCryptoAddress: Scalars['Boolean']['output'];
  /** Deletes one of the user’s alerts. */
  deletePriceAlert: Scalars['Boolean']['output'];
  /** A download link for one of the user’s ready documents, for this user alone, working for five minutes (/documents/<id>?v=…&exp=…&sig=…; each download audited). Not ready: DOCUMENT_NOT_READY. */
  documentDownloadUrl: Scalars['String']['output'];
  /** Ends one of the user’s sessions: that device is signed out and its live connections close at once. Refused, changing nothing: BAD_INPUT (not an id), NOT_FOUND (not the user’s, or already ended). */
  endSession: Scalars['Boolean']['output'];
  /** Tells ops a transfer was sent; it is credited once they confirm it. */
  fileDeposit: Deposit;
  /** Finishes registering a passkey with the browser’s answer; answers its id. The first factor turns two-step sign-in on. Refused, changing nothing: PASSKEY_INVALID, PASSKEY_NAME_INVALID, STEP_UP_REQUIRED, TOO_MANY_CODE_ATTEMPTS. */
  finishPasskeyRegistration: Scalars['ID']['output'];
  /** Signs in with a passkey’s answer (alone, or as the second step of the ticket its challenge was made for); sets the session cookie. Refused, changing nothing: PASSKEY_INVALID, SIGN_IN_TICKET_INVALID, TOO_MANY_CODE_ATTEMPTS. */
  finishPasskeySignIn: User;
  /** A fresh check of this session with a passkey, counting for 5 minutes. Refused, changing nothing: PASSKEY_INVALID, TOO_MANY_CODE_ATTEMPTS. */
  finishPasskeyStepUp: StepUpResult;
  /** Ops: issue an invite code, optionally limited to a number of registrations. */
  issueInviteCode: InviteCode;
  /** Signs in with phone and password; sets the session cookie. With two-step sign-in on, refused with SECOND_FACTOR_REQUIRED (details.ticket, details.factors): finish with completeSignIn or a passkey. */
  login: User;
  /** Ends this session. Signed-out callers get true as well. */
  logout: Scalars['Boolean']['output'];
  /** Marks every notification read, notices included. Answers the unread count (0). */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks notifications read (ids not the user’s change nothing). Answers the unread count. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Marks Vela’s messages in one conversation read. */
  markSupportConversationRead: SupportConversation;
  /** The signed-in user’s personal, single-use purchase code for an offering: issued on the first request to an eligible user. */
  myBlockTradeCode: BlockTradeCode;
  /** Opens a conversation with Vela with its first message, optionally attaching the refused action it is about. At most 10 not closed (SUPPORT_TOO_MANY_OPEN). */
  openSupportConversation: SupportConversationDetail;
  /** Ops: an internal note on a conversation, never shown to the user. Audited. */
  opsAddSupportNote: SupportNote;
  /** Ops: assigns a conversation to an ops user, or nobody. Audited. */
  opsAssignSupport: OpsSupportConversation;
  /** Ops: closes a conversation (the user may reopen it within 30 days). Audited. */
  opsCloseSupport: OpsSupportConversation;
  /** Ops: deletes a canned reply. Audited. */
  opsDeleteSupportCannedReply: Scalars['Boolean']['output'];
  /** Ops: answers a conversation (verified message; links only to Vela’s pages: SUPPORT_LINK_NOT_ALLOWED). Audited. */
  opsReplySupport: SupportMessage;
  /** Ops: creates or changes a canned reply (five languages, English required). Audited. */
  opsSaveSupportCannedReply: SupportCannedReply;
  /** Pauses (paused: true) or resumes one of the user’s alerts. */
  pausePriceAlert: PriceAlert;
  /** Places an order: MARKET fills at once at the quote (market open), LIMIT holds its cost and waits. */
  placeOrder: Order;
  /** Ops: publishes now, or at `at` (scheduled: invisible until then). */
  publishContent: OpsContentItem;
  /** Ops: publishes an institution’s trade (audited). A past window is a historical record. */
  publishFollowTrade: FollowTrade;
  /** Records that the user opened this search result; returns the new history. */
  recordSearch: Array<SearchHistoryEntry>;
  /** Redeems a running holding early: principal and earnings so far return, less the disclosed fee. */
  redeemFund: FundHolding;
  /** Ops: refuses a deposit notice with a reason code the user sees (and an optional note). */
  refuseDeposit: Deposit;
  /** Ops: review failed; the amount is released and the user sees 'Withdrawal Failed' with the reason. */
  refuseWithdrawal: Withdrawal;
  /** Creates an account with an invite code and signs it in. */
  register: User;
  /** Ops: registers a client app (audited). */
  registerClientApp: OpsClientApp;
  /** Signed-in only; idempotent. */
  removeFromWatchlist: Instrument;
  /** Removes one of the user’s passkeys. Refused, changing nothing: STEP_UP_REQUIRED, NOT_FOUND. */
  removePasskey: Scalars['Boolean']['output'];
  /** Removes the authenticator app and its recovery codes. Refused, changing nothing: STEP_UP_REQUIRED, TOTP_NOT_ENROLLED. */
  removeTotp: Scalars['Boolean']['output'];
  /** Reopens a conversation closed less than 30 days ago (SUPPORT_REOPEN_EXPIRED after). */
  reopenSupportConversation: SupportConversation;
  /** Applies to repay: the amount is held and waits for review (“No outstanding debt” when nothing is owed). */
  repayLoan: LoanRepayment;
  /** Asks for a document. A trade confirmation is answered ready; the others are made in the background (progress over accountEvents as DOCUMENT_UPDATED, a notification when ready). At most 5 being made at once (DOCUMENT_TOO_MANY_PENDING). */
  requestDocument: UserDocument;
  /** For a user who lost every second factor, after the right password: asks ops to reset them, stating the name and ID number of the passed real-name record (ops see whether they match). Every device of the account is notified; once approved, the password alone signs in and withdrawals stay closed for 48 hours. Refused, changing nothing: SIGN_IN_TICKET_INVALID, RECOVERY_REAL_NAME_REQUIRED, RECOVERY_ALREADY_PENDING. */
  requestSecondFactorRecovery: SecondFactorRecoveryRequest;
  /** Freezes the amount until review. Needs the transaction password. */
  requestWithdrawal: Withdrawal;
  /** Revokes one of the user’s tokens: it stops working at once and its open sockets close. */
  revokeApiToken: ApiTokenInfo;
  /** Takes back a withdrawal still pending review; the amount is released. */
  revokeWithdrawal: Withdrawal;
  /** Ops: runs a due close now (the job runs it when the window ends otherwise). */
  runBlockTradeClose: BlockTradeOffering;
  /** Ops: runs the daily accrual and maturity job now (it is idempotent; audited). */
  runFundAccrual: Scalars['Boolean']['output'];
  /** Ops: runs a due draw now (the job runs it at the drawing date otherwise). */
  runIpoDraw: IpoOffering;
  /** Ops: runs the loan job now (interest accrual, margin calls, liquidation past the cure period; audited). */
  runLoanRisk: Scalars['Boolean']['output'];
  /** Ops: runs the monthly VIP re-check now (audited). */
  runVipRecheck: Scalars['Boolean']['output'];
  /** Writes in one of the user’s conversations (a closed one: SUPPORT_CONVERSATION_CLOSED). */
  sendSupportMessage: SupportMessage;
  /** Ops: opens or closes a product to new purchases (audited). */
  setFundProductStatus: FundProduct;
  /** Sets the transaction password the first time; needs the login password. */
  setPayPassword: Scalars['Boolean']['output'];
  /** Sets an open position's take-profit and stop-loss (fixed or trailing; null for none). When one fills, the other is cancelled in the same transaction; any close cancels both. */
  setPositionProtection: Position;
  /** Switches pushes of one category on or off for all the user’s devices. */
  setPushCategory: PushSettings;
  /** Turns two-step sign-in on (needs a factor: SECOND_FACTOR_SETUP_REQUIRED) or off (needs a fresh check: STEP_UP_REQUIRED). Answers the new setting. */
  setTwoStepSignIn: Scalars['Boolean']['output'];
  /** Signs the W-8BEN treaty declaration with the name of the passed real-name record. Refused, storing nothing: REAL_NAME_REQUIRED, TAX_FORM_NAME_MISMATCH, TAX_FORM_US_PERSON, TAX_FORM_COUNTRY_INVALID, TAX_FORM_NOT_CONFIRMED. */
  signTaxForm: TaxForm;
  /** Starts registering a passkey on this device. Refused: STEP_UP_REQUIRED (an account with a factor checks it first). */
  startPasskeyRegistration: PasskeyChallenge;
  /** A passkey challenge to sign in: with a ticket, the second step for that account’s passkeys; without, any passkey (discoverable). Refused: SIGN_IN_TICKET_INVALID, PASSKEY_NOT_REGISTERED. */
  startPasskeySignIn: PasskeyChallenge;
  /** A passkey challenge for this session’s step-up. Refused: PASSKEY_NOT_REGISTERED. */
  startPasskeyStepUp: PasskeyChallenge;
  /** Starts setting up the authenticator app (again, while not yet confirmed): a new secret to scan or type. Refused: TOTP_ALREADY_ENABLED, STEP_UP_REQUIRED (an account with another factor checks it first). */
  startTotpEnrolment: TotpEnrolment;
  /** A fresh second-factor check of this session (a code from the app, each accepted once, or an unused recovery code), counting for 5 minutes. Refused, changing nothing: TOTP_NOT_ENROLLED, SECOND_FACTOR_CODE_INVALID, TOO_MANY_CODE_ATTEMPTS. */
  stepUp: StepUpResult;
  /** Files the ID document's details and two images (uploads of purpose real_name) for review. Every field is required ('Missing information'); refused while one is under review and after passing. */
  submitRealName: RealNameSubmission;
  /** Subscribes with the personal purchase code: tickets × 100 × price + the handling fee is held at once. */
  subscribeBlockTrade: BlockTradeSubscription;
  /** Subscribes this device to the user’s pushes (or refreshes it). Refused, storing nothing: PUSH_SUBSCRIPTION_INVALID, PUSH_ENDPOINT_NOT_ALLOWED, PUSH_SUBSCRIPTION_LIMIT_REACHED. */
  subscribePush: PushSettings;
  /** Moves cash between the user's currencies at a quote the server issued (or the live rate when worse for the user): both legs in one journal entry. 'Insufficient funds in the account' when short. */
  transferFunds: FxTransfer;
  /** Ops: back to draft (readers no longer see it). */
  unpublishContent: OpsContentItem;
  /** Unsubscribes one of the user’s devices. Answers false when the endpoint was not theirs (nothing changed). */
  unsubscribePush: Scalars['Boolean']['output'];
  /** Ops: edits an offering before its window opens. */
  updateBlockTradeOffering: BlockTradeOffering;
  /** Ops: replaces the language versions, pinned, image and link (and a help article’s slug). */
  updateContent: OpsContentItem;
  /** Ops: edits an institution’s name, description and disclosures (audited). */
  updateFollowInstitution: FollowInstitution;
  /** Ops: edits an offering before its subscription opens. */
  updateIpoOffering: IpoOffering;
  /** Ops: uploads a new version of an app’s trusted-document manifest (audited). */
  uploadClientAppManifest: ClientAppManifestInfo;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationAddBankCardArgs = {
  input: AddBankCardInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationAddCryptoAddressArgs = {
  input: AddCryptoAddressInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationAddToWatchlistArgs = {
  symbol: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationAdjustBalanceArgs = {
  input: AdjustBalanceInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationAdvanceTestClockArgs = {
  hours: Scalars['Int']['input'];
  minutes?: InputMaybe<Scalars['Int']['input']>;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationAmendOrderArgs = {
  input: AmendOrderInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationApplyIntradayStrategyArgs = {
  input: ApplyIntradayInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationApplyIpoArgs = {
  input: ApplyIpoInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationApplyLoanArgs = {
  input: ApplyLoanInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationApproveWithdrawalArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationBuyFundArgs = {
  input: BuyFundInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCancelBlockTradeOfferingArgs = {
  input: CancelBlockTradeOfferingInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCancelFollowTradeArgs = {
  input: CancelFollowTradeInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCancelIpoApplicationArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCancelIpoOfferingArgs = {
  input: CancelIpoOfferingInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationChangeLoginPasswordArgs = {
  input: ChangeLoginPasswordInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationChangePayPasswordArgs = {
  input: ChangePayPasswordInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationClosePositionArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCloseSupportConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCompleteSignInArgs = {
  code: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationConfirmDepositArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationConfirmTotpEnrolmentArgs = {
  code: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateBlockTradeOfferingArgs = {
  input: BlockTradeOfferingInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateContentArgs = {
  input: ContentInput;
  kind: ContentKind;
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateFollowArgs = {
  input: FollowInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateFollowInstitutionArgs = {
  input: FollowInstitutionInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateFundProductArgs = {
  input: FundProductInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreateIpoOfferingArgs = {
  input: IpoOfferingInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationCreatePriceAlertArgs = {
  input: CreatePriceAlertInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDecideOpsRequestArgs = {
  input: DecideOpsRequestInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDecideReviewArgs = {
  input: DecideReviewInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDeleteBankCardArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDeleteContentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDeleteCryptoAddressArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDeletePriceAlertArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationDocumentDownloadUrlArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationFileDepositArgs = {
  input: FileDepositInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationFinishPasskeyRegistrationArgs = {
  challengeId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  response: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationFinishPasskeySignInArgs = {
  challengeId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationFinishPasskeyStepUpArgs = {
  challengeId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationIssueInviteCodeArgs = {
  input: IssueInviteCodeInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationMarkSupportConversationReadArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationMyBlockTradeCodeArgs = {
  offeringId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpenSupportConversationArgs = {
  input: OpenSupportConversationInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpsAddSupportNoteArgs = {
  body: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpsAssignSupportArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpsCloseSupportArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpsDeleteSupportCannedReplyArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpsReplySupportArgs = {
  body: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
  waitingForUser?: Scalars['Boolean']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationOpsSaveSupportCannedReplyArgs = {
  input: SupportCannedReplyInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationPausePriceAlertArgs = {
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationPublishContentArgs = {
  at?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationPublishFollowTradeArgs = {
  input: FollowTradeInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRecordSearchArgs = {
  symbol: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRedeemFundArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRefuseDepositArgs = {
  input: ReviewRefusalInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRefuseWithdrawalArgs = {
  input: ReviewRefusalInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRegisterClientAppArgs = {
  input: RegisterClientAppInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRemoveFromWatchlistArgs = {
  symbol: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationReopenSupportConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRepayLoanArgs = {
  input: RepayLoanInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRequestDocumentArgs = {
  input: RequestDocumentInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRequestSecondFactorRecoveryArgs = {
  idName: Scalars['String']['input'];
  idNumber: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRequestWithdrawalArgs = {
  input: RequestWithdrawalInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRevokeWithdrawalArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRunBlockTradeCloseArgs = {
  offeringId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationRunIpoDrawArgs = {
  offeringId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSendSupportMessageArgs = {
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  body: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSetFundProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: FundProductStatus;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSetPayPasswordArgs = {
  input: SetPayPasswordInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSetPositionProtectionArgs = {
  input: PositionProtectionInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSetPushCategoryArgs = {
  category: NotificationCategory;
  enabled: Scalars['Boolean']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSetTwoStepSignInArgs = {
  enabled: Scalars['Boolean']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSignTaxFormArgs = {
  input: SignTaxFormInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationStartPasskeySignInArgs = {
  ticket?: InputMaybe<Scalars['String']['input']>;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationStepUpArgs = {
  code: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSubmitRealNameArgs = {
  input: SubmitRealNameInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSubscribeBlockTradeArgs = {
  input: SubscribeBlockTradeInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationSubscribePushArgs = {
  lang: Scalars['String']['input'];
  subscription: PushSubscriptionInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationTransferFundsArgs = {
  input: TransferFundsInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUnpublishContentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUpdateBlockTradeOfferingArgs = {
  id: Scalars['ID']['input'];
  input: BlockTradeOfferingInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUpdateContentArgs = {
  id: Scalars['ID']['input'];
  input: ContentInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUpdateFollowInstitutionArgs = {
  id: Scalars['ID']['input'];
  input: FollowInstitutionInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUpdateIpoOfferingArgs = {
  id: Scalars['ID']['input'];
  input: IpoOfferingInput;
};


/** Changes. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. Money-moving mutations take an idempotencyKey. */
export type MutationUploadClientAppManifestArgs = {
  input: UploadClientAppManifestInput;
};

/** A notice ops published to everyone became visible: read the unread count and the list again. */
export type NoticePublished = {
  __typename?: 'NoticePublished';
  /** When it became visible. */
  at: Scalars['DateTime']['output'];
  /** The notice (its content item). */
  id: Scalars['ID']['output'];
};

/** Something that happened that the user should know about. It carries a kind and its params, never text: the app writes the sentence in the reader’s language when it shows it. */
export type Notification = {
  __typename?: 'Notification';
  /** Its group: the push switch it follows. */
  category: NotificationCategory;
  /** When it happened (a notice: when it was published). */
  createdAt: Scalars['DateTime']['output'];
  /** The notification (a notice: the notice’s own id). */
  id: Scalars['ID']['output'];
  /** What happened, e.g. ORDER_FILLED, ORDER_CANCELLED, ORDER_EXPIRED, POSITION_STOP_OUT_WARNING, POSITION_STOPPED_OUT, POSITION_CLOSED_END_OF_DAY, POSITION_LIQUIDATED, POSITION_TAKE_PROFIT, POSITION_STOP_LOSS, POSITION_TRAILING_STOP, DEPOSIT_CONFIRMED, DEPOSIT_REFUSED, WITHDRAWAL_PASSED, WITHDRAWAL_FAILED, REAL_NAME_PASSED, REAL_NAME_REJECTED, LOAN_APPROVED, LOAN_REFUSED, LOAN_MARGIN_CALL, LOAN_LIQUIDATED, LOAN_REPAYMENT_APPROVED, LOAN_REPAYMENT_REFUSED, FUND_PURCHASE_APPROVED, FUND_PURCHASE_REJECTED, FUND_MATURED, IPO_WON, IPO_NOT_WON, IPO_EXCLUDED, IPO_ISSUED, IPO_CANCELLED, BLOCK_TRADE_ALLOCATED, BLOCK_TRADE_NOT_ALLOCATED, BLOCK_TRADE_FAILED, BLOCK_TRADE_CODE_ISSUED, FOLLOW_FILLED, FOLLOW_FAILED, STRATEGY_STARTED, STRATEGY_REJECTED, STRATEGY_HALTED, STRATEGY_STOPPED, VIP_GRANTED, VIP_LAPSED, PRICE_ALERT, NOTICE. New kinds may be added: show a generic text for one you do not know. */
  kind: Scalars['String']['output'];
  /** The app route (hash path and query) the notification opens. */
  link?: Maybe<Scalars['String']['output']>;
  /** What the text needs; NOTICE carries the notice’s title in the asked language. */
  params: Array<NotificationParam>;
  /** Whether the user has read it. */
  read: Scalars['Boolean']['output'];
};

/** What a notification is about (the groups a user may switch push delivery on or off for). */
export type NotificationCategory =
  /** Price alerts the user set. */
  | 'ALERTS'
  /** Deposits, withdrawals, real-name verification, loans and VIP. */
  | 'MONEY'
  /** Notices ops publish to everyone. */
  | 'NEWS'
  /** IPOs, block trades and funds. */
  | 'OFFERINGS'
  /** Orders, positions, follows and the intraday strategy. */
  | 'ORDERS'
  /** Sign-ins from a new device and other account-safety notices; always pushed, no switch turns them off. */
  | 'SECURITY'
  /** Replies from Vela in the user’s support conversations. */
  | 'SUPPORT';

/** A page of the user’s notifications, newest first, and how many are unread in all. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** This page’s notifications, newest first. */
  items: Array<Notification>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Unread notifications in all (the bell’s count). */
  unreadCount: Scalars['Int']['output'];
};

/** One value a notification’s text needs (an id, symbol, order number, status or code). */
export type NotificationParam = {
  __typename?: 'NotificationParam';
  /** e.g. `symbol`, `orderNo`, `reasonCode`, `price`. */
  key: Scalars['String']['output'];
  /** The value, as a string (decimals as decimal strings). */
  value: Scalars['String']['output'];
};

/** A new conversation: its topic, first message and, optionally, the error it is about. */
export type OpenSupportConversationInput = {
  /** Up to three uploads with purpose `support`. */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The first message (1–4,000 characters, Markdown subset). */
  body: Scalars['String']['input'];
  /** The refused action it began from. */
  error?: InputMaybe<SupportErrorInput>;
  /** What it is about. */
  topic: SupportTopic;
};

/** Ops: a registered client app with its manifest versions. */
export type OpsClientApp = {
  __typename?: 'OpsClientApp';
  /** The scopes a token for this app may have. */
  allowedScopes: Array<ApiScope>;
  /** When ops registered it. */
  createdAt: Scalars['DateTime']['output'];
  /** The app id. */
  id: Scalars['ID']['output'];
  /** Manifest versions, newest first; every version’s documents may run. */
  manifests: Array<ClientAppManifestInfo>;
  /** The app’s name. */
  name: Scalars['String']['output'];
  /** Who makes and answers for the app. */
  owner: Scalars['String']['output'];
};

/** Ops: a content item with every language version, drafts and scheduled ones included. */
export type OpsContentItem = {
  __typename?: 'OpsContentItem';
  /** When it was created (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** The item id. */
  id: Scalars['ID']['output'];
  /** Banners: the image upload. */
  imageUploadId?: Maybe<Scalars['ID']['output']>;
  /** The image’s public address. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** News, notice, banner or help article. */
  kind: ContentKind;
  /** Banners: an app route or an https address. */
  link?: Maybe<Scalars['String']['output']>;
  /** Pinned items are listed first. */
  pinned: Scalars['Boolean']['output'];
  /** When it is (or was) published (ISO-8601 UTC); null for a draft. */
  publishAt?: Maybe<Scalars['DateTime']['output']>;
  /** Help articles: the slug (the address the app links to); null on other kinds. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Draft, scheduled or published. */
  status: ContentStatus;
  /** The English title (list rows). */
  title: Scalars['String']['output'];
  /** Every language version. */
  translations: Array<ContentTranslation>;
  /** When it was last changed (ISO-8601 UTC). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of OpsContentItem items, newest first. */
export type OpsContentItemPage = {
  __typename?: 'OpsContentItemPage';
  /** The items of this page, in the order of the list. */
  items: Array<OpsContentItem>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Maker-checker: an ops action that takes effect only when a second, different ops user approves. */
export type OpsRequest = {
  __typename?: 'OpsRequest';
  /** Amount involved, a decimal string (signed for an adjustment). */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** The ops user who approved or rejected it. */
  checkerId?: Maybe<Scalars['ID']['output']>;
  /** The checker's phone. */
  checkerLabel?: Maybe<Scalars['String']['output']>;
  /** The checker's note. */
  checkerNote?: Maybe<Scalars['String']['output']>;
  /** When it was filed (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Currency of the amount. */
  currency?: Maybe<Scalars['String']['output']>;
  /** When it was approved or rejected (ISO-8601 UTC). */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The request id. */
  id: Scalars['ID']['output'];
  /** What it does. */
  kind: OpsRequestKind;
  /** The ops user who filed it. */
  makerId: Scalars['ID']['output'];
  /** The maker's phone. */
  makerLabel: Scalars['String']['output'];
  /** The maker's reason (an adjustment's reason is shown in the user's statement). */
  reason: Scalars['String']['output'];
  /** SECOND_APPROVAL_THRESHOLD: filed because the approval is above the second-approval threshold, the maker gave no reason (show it in the reader’s language; `reason` then holds the English sentence). Null: `reason` is what the maker wrote. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** Request number shown in records (R…). */
  requestNo: Scalars['String']['output'];
  /** Where it stands. */
  status: OpsRequestStatus;
  /** What it does, in one line. */
  summary: Scalars['String']['output'];
  /** The user it affects. */
  targetUserId?: Maybe<Scalars['ID']['output']>;
  /** The affected user's phone. */
  targetUserPhone?: Maybe<Scalars['String']['output']>;
};

/** What a maker-checker request does once approved. */
export type OpsRequestKind =
  /** A manual credit or debit of a user's cash (adjustBalance). */
  | 'BALANCE_ADJUSTMENT'
  /** A review approval above the threshold that needs a second ops user. */
  | 'REVIEW_DECISION';

/** A page of OpsRequest items, newest first. */
export type OpsRequestPage = {
  __typename?: 'OpsRequestPage';
  /** The items of this page, in the order of the list. */
  items: Array<OpsRequest>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Where a maker-checker request stands. */
export type OpsRequestStatus =
  /** Approved by the checker; the action took effect. */
  | 'APPROVED'
  /** Waiting for a second ops user. */
  | 'PENDING'
  /** Rejected by the checker; nothing happened. */
  | 'REJECTED';

/** Ops: a conversation in the support inbox. */
export type OpsSupportConversation = {
  __typename?: 'OpsSupportConversation';
  /** The ops user it is assigned to. */
  assignedToId?: Maybe<Scalars['ID']['output']>;
  /** That ops user’s phone number. */
  assignedToLabel?: Maybe<Scalars['String']['output']>;
  /** When it was closed (null unless closed). */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its number (H…), to quote. */
  conversationNo: Scalars['String']['output'];
  /** When it was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** The refused action it began from, when it did. */
  error?: Maybe<SupportErrorContext>;
  /** When Vela first answered. */
  firstResponseAt?: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from opening to Vela’s first answer (null before it). */
  firstResponseSeconds?: Maybe<Scalars['Int']['output']>;
  /** The conversation id. */
  id: Scalars['ID']['output'];
  /** When the last message was sent. */
  lastMessageAt: Scalars['DateTime']['output'];
  /** The first line of the last message (at most 120 characters). */
  preview: Scalars['String']['output'];
  /** A closed conversation can be reopened until then (30 days after closing). */
  reopenableUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: SupportStatus;
  /** What it is about. */
  topic: SupportTopic;
  /** Messages from Vela the user has not read. */
  unreadCount: Scalars['Int']['output'];
  /** The user. */
  userId: Scalars['ID']['output'];
  /** The user’s phone number. */
  userPhone: Scalars['String']['output'];
  /** True when the user is VIP (VIP conversations come first). */
  vip: Scalars['Boolean']['output'];
  /** Since when the user has been waiting for an answer (null when answered). */
  waitingSince?: Maybe<Scalars['DateTime']['output']>;
};

/** Ops: a conversation with its messages and internal notes (each read is audited). */
export type OpsSupportConversationDetail = {
  __typename?: 'OpsSupportConversationDetail';
  /** The conversation. */
  conversation: OpsSupportConversation;
  /** Its messages, oldest first. */
  messages: Array<SupportMessage>;
  /** Internal notes, oldest first. */
  notes: Array<SupportNote>;
};

/** A page of OpsSupportConversation items, newest first. */
export type OpsSupportConversationPage = {
  __typename?: 'OpsSupportConversationPage';
  /** The items of this page, in the order of the list. */
  items: Array<OpsSupportConversation>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A page of User items, newest first. */
export type OpsUserPage = {
  __typename?: 'OpsUserPage';
  /** The items of this page, in the order of the list. */
  items: Array<User>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** An order: placed, perhaps amended (each amendment a new version), then filled, cancelled or expired. */
export type Order = {
  __typename?: 'Order';
  /** Why it was cancelled: USER, or a refusal code when a fill could not be paid. */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** When it was filled or cancelled (ISO-8601 UTC). */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was placed (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** While waiting: the stop's level now, on the tick grid (a trailing stop's moves with the best fresh quote). */
  currentStop?: Maybe<Scalars['Decimal']['output']>;
  /** Long or short. */
  direction: TradeDirection;
  /** When it expires (its hold released, reason EXPIRED_DAY or EXPIRED_GTC). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the quote gapped through the stop: it filled at the quote (position buyPrice), not at triggerPrice. */
  gapped?: Maybe<Scalars['Boolean']['output']>;
  /** LIMIT orders: held while pending (margin + charges at the limit). */
  heldAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The order id. */
  id: Scalars['ID']['output'];
  /** The leverage. */
  leverage: Scalars['Int']['output'];
  /** LIMIT orders: the limit price, in the quote currency, a decimal string. */
  limitPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Market code (ES, US, TW, GOLD). */
  market: Scalars['String']['output'];
  /** Order number shown in records (O…). */
  orderNo: Scalars['String']['output'];
  /** Market, limit or allotment. */
  orderType: OrderType;
  /** The position a fill opened. */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** ISO 4217 currency the instrument is priced in. */
  quoteCurrency: Scalars['String']['output'];
  /** The balance it is paid from (USD for Taiwan). */
  settlementCurrency: Scalars['String']['output'];
  /** Whole shares. */
  shares: Scalars['Int']['output'];
  /** Where it stands. */
  status: OrderStatus;
  /** A bracket: the stop-loss its fill sets on the position. */
  stopLoss?: Maybe<Scalars['Decimal']['output']>;
  /** STOP and STOP_LIMIT: the stop price (the current version). */
  stopPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Instrument symbol. */
  symbol: Scalars['String']['output'];
  /** A bracket: the take-profit its fill sets on the position. */
  takeProfit?: Maybe<Scalars['Decimal']['output']>;
  /** Waiting types: DAY or GTC. */
  timeInForce?: Maybe<TimeInForce>;
  /** TRAILING_STOP: the trail as an amount. */
  trailAmount?: Maybe<Scalars['Decimal']['output']>;
  /** TRAILING_STOP: the trail as a percent. */
  trailPercent?: Maybe<Scalars['Decimal']['output']>;
  /** The stop level it triggered at. */
  triggerPrice?: Maybe<Scalars['Decimal']['output']>;
  /** When its stop triggered. */
  triggeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** 1 as placed; each amendment is a new version (see orderVersions). */
  version: Scalars['Int']['output'];
};

/** What placed the order that opened a position. */
export type OrderOrigin =
  /** An institutional follow: a market order at the live quote on the user's behalf (selling type 'follow'). */
  | 'FOLLOW'
  /** The user (placeOrder), or an allotment. */
  | 'MANUAL'
  /** The automated intraday strategy: a market order at the live quote, attributed to its application. */
  | 'STRATEGY';

/** A page of orders, newest first. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders of this page. */
  items: Array<Order>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Everything an order would cost, shown before the user confirms it. */
export type OrderPreview = {
  __typename?: 'OrderPreview';
  /** The available balance of the settlement currency now, a decimal string. */
  available: Scalars['Decimal']['output'];
  /** Charges of opening. */
  charges: Array<Charge>;
  /** Sum of the opening charges, in the settlement currency, a decimal string. */
  chargesTotal: Scalars['Decimal']['output'];
  /** Charges closing it at the current quote would add (estimate, disclosed up front). */
  closeChargesEstimate: Array<Charge>;
  /** TRAILING_STOP: where the stop would start, on the tick grid, from the current quote. */
  currentStop?: Maybe<Scalars['Decimal']['output']>;
  /** Long or short. */
  direction: TradeDirection;
  /** Waiting orders: when it would expire and release its hold, stated before confirm. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Quote units per settlement unit applied (spread included), TW only. */
  fxRate?: Maybe<Scalars['Decimal']['output']>;
  /** The FX spread in basis points, TW only. */
  fxSpreadBps?: Maybe<Scalars['Int']['output']>;
  /** True when a stop is involved (STOP, TRAILING_STOP, or a stop-loss): a quote that gaps through it fills at that quote, which may be worse than the stop. Said in plain words before confirm. */
  gapRisk: Scalars['Boolean']['output'];
  /** The leverage asked for. */
  leverage: Scalars['Int']['output'];
  /** The margin held, settlement currency. */
  margin: Scalars['Decimal']['output'];
  /** notional ÷ leverage, quote currency. */
  marginQuote: Scalars['Decimal']['output'];
  /** Whether the market is open now (a MARKET order needs it to be). */
  marketOpen: Scalars['Boolean']['output'];
  /** price × shares, quote currency. */
  notional: Scalars['Decimal']['output'];
  /** MARKET or LIMIT. */
  orderType: OrderType;
  /** The price it fills at (the ask to buy, the bid to sell) or the limit price. */
  price: Scalars['Decimal']['output'];
  /** The current quote. */
  quote: FillQuote;
  /** ISO 4217 currency the instrument is priced in. */
  quoteCurrency: Scalars['String']['output'];
  /** The balance it is paid from (USD for Taiwan). */
  settlementCurrency: Scalars['String']['output'];
  /** Whole shares. */
  shares: Scalars['Int']['output'];
  /** A bracket: the stop-loss. */
  stopLoss?: Maybe<Scalars['Decimal']['output']>;
  /** Watched positions only: the price at which it would be stopped out. */
  stopOutPrice?: Maybe<Scalars['Decimal']['output']>;
  /** STOP and STOP_LIMIT: the stop price. */
  stopPrice?: Maybe<Scalars['Decimal']['output']>;
  /** True when available covers totalCost. */
  sufficientFunds: Scalars['Boolean']['output'];
  /** Instrument symbol. */
  symbol: Scalars['String']['output'];
  /** A bracket: the take-profit. */
  takeProfit?: Maybe<Scalars['Decimal']['output']>;
  /** Waiting orders: DAY or GTC; null for MARKET. */
  timeInForce?: Maybe<TimeInForce>;
  /** Margin + charges: what leaves the available balance (held, for a LIMIT order). */
  totalCost: Scalars['Decimal']['output'];
};

/** An order to price (or, as PlaceOrderInput, to place). */
export type OrderPreviewInput = {
  /** Long or short. */
  direction: TradeDirection;
  /** One of the market's allowed leverages (see `tradingRules`). */
  leverage?: Scalars['Int']['input'];
  /** LIMIT and STOP_LIMIT orders only: on the tick grid. */
  limitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** MARKET, LIMIT, STOP, STOP_LIMIT or TRAILING_STOP (ALLOTMENT orders come only from a draw). */
  orderType: OrderType;
  /** Whole shares; a multiple of the lot size where the market has one (1,000 in Taiwan). */
  shares: Scalars['Int']['input'];
  /** A bracket: the stop-loss the fill sets on the position (a long: below the entry). */
  stopLoss?: InputMaybe<Scalars['Decimal']['input']>;
  /** STOP and STOP_LIMIT orders only: on the tick grid, beyond the quote. */
  stopPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** Instrument symbol, e.g. US:AAPL. */
  symbol: Scalars['String']['input'];
  /** A bracket: the take-profit the fill sets on the position (a long: above the entry). */
  takeProfit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Waiting orders: DAY or GTC (default). Ignored by MARKET. */
  timeInForce?: TimeInForce;
  /** TRAILING_STOP only: the trail as an amount in the quote currency (or give trailPercent). */
  trailAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** TRAILING_STOP only: the trail as a percent in (0, 50] of the best quote (or give trailAmount). */
  trailPercent?: InputMaybe<Scalars['Decimal']['input']>;
};

/** Where an order stands. */
export type OrderStatus =
  /** Cancelled by the user or because the fill could not be paid (cancelReason). */
  | 'CANCELLED'
  /** Filled: it opened the position positionId. */
  | 'FILLED'
  /** A LIMIT order waiting for its price; its cost is held. */
  | 'PENDING';

/** MARKET fills at once at the quote; LIMIT waits for the quote to reach its price; ALLOTMENT is a position allotted by an IPO or block-trade draw at the offering price. */
export type OrderType =
  /** Shares allotted by an IPO or block-trade draw at the offering's price; never placed by a user. */
  | 'ALLOTMENT'
  /** Waits, its cost held, until the quote reaches the limit price. */
  | 'LIMIT'
  /** Fills at once at the current quote (bid or ask); needs the market open. */
  | 'MARKET'
  /** Waits, its cost held, until the quote reaches the stop price (the ask for a buy stop, the bid for a sell stop); then fills at that quote like a market order. A quote that gaps through the stop fills at the quote, not at the stop. */
  | 'STOP'
  /** Once the stop triggers, rests as a limit order at its limit price. */
  | 'STOP_LIMIT'
  /** A stop that follows the best fresh quote since placement by a trail (an amount or a percent) and never moves back; fills like STOP when reached. */
  | 'TRAILING_STOP';

/** One version of an order: as placed (1) or as amended. */
export type OrderVersion = {
  __typename?: 'OrderVersion';
  /** When this version was made. */
  at: Scalars['DateTime']['output'];
  /** What this version held. */
  heldAmount: Scalars['Decimal']['output'];
  /** Limit price of this version. */
  limitPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Shares of this version. */
  shares: Scalars['Int']['output'];
  /** Stop price of this version. */
  stopPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Trail amount of this version. */
  trailAmount?: Maybe<Scalars['Decimal']['output']>;
  /** Trail percent of this version. */
  trailPercent?: Maybe<Scalars['Decimal']['output']>;
  /** 1 as placed, then 2, 3… per amendment. */
  version: Scalars['Int']['output'];
};

/** A passkey of the user’s (WebAuthn credential). */
export type Passkey = {
  __typename?: 'Passkey';
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The passkey’s id (removePasskey takes it). */
  id: Scalars['ID']['output'];
  /** When it last signed in or confirmed an action; null when never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the user gave it ("iPhone", "Laptop"). */
  name: Scalars['String']['output'];
};

/** A WebAuthn challenge: pass `options` to the browser (navigator.credentials), answer with `challengeId`. */
export type PasskeyChallenge = {
  __typename?: 'PasskeyChallenge';
  /** Answer the challenge with this id, once, within 5 minutes. */
  challengeId: Scalars['ID']['output'];
  /** The options for navigator.credentials.create or .get, as JSON (PublicKeyCredential*OptionsJSON). */
  options: Scalars['String']['output'];
};

/** A user’s portfolio performance over a period: returns, chart, profit by cause, benchmark and allocation. */
export type Performance = {
  __typename?: 'Performance';
  /** Where the money is now. */
  allocation: PerformanceAllocation;
  /** The benchmark compared with. */
  benchmark?: Maybe<PerformanceBenchmark>;
  /** Time-weighted return less the benchmark’s (fraction). */
  benchmarkDifference?: Maybe<Scalars['Decimal']['output']>;
  /** The benchmark’s price return over the period (fraction). */
  benchmarkReturn?: Maybe<Scalars['Decimal']['output']>;
  /** The benchmark’s closes are simulated. */
  benchmarkSimulated: Scalars['Boolean']['output'];
  /** The profit by cause. */
  breakdown?: Maybe<PerformanceBreakdown>;
  /** The period was cut to start the day before the first deposit. */
  clamped: Scalars['Boolean']['output'];
  /** The display currency. */
  currency: Scalars['String']['output'];
  /** Days in the chart. */
  days: Scalars['Int']['output'];
  /** The value at the end. */
  endValue?: Maybe<Scalars['Decimal']['output']>;
  /** How the returns were computed. */
  explanations: Array<PerformanceExplanation>;
  /** The close the period starts from. */
  from?: Maybe<Scalars['String']['output']>;
  /** Some amount had no FX rate recorded for its day and is left out. */
  missingRates: Scalars['Boolean']['output'];
  /** Money-weighted return (XIRR), a year (fraction); null when undefined. */
  mwrAnnual?: Maybe<Scalars['Decimal']['output']>;
  /** Money-weighted return over the period (fraction). */
  mwrPeriod?: Maybe<Scalars['Decimal']['output']>;
  /** Deposits less withdrawals in the period. */
  netFlows?: Maybe<Scalars['Decimal']['output']>;
  /** The period asked for. */
  period: PerformancePeriod;
  /** The chart: one point per close from the start. */
  points: Array<PerformancePoint>;
  /** The FX mid rates of the period’s last day. */
  rates: Array<PerformanceRate>;
  /** Some close valued in the period is simulated. */
  simulated: Scalars['Boolean']['output'];
  /** The value at the start. */
  startValue?: Maybe<Scalars['Decimal']['output']>;
  /** Whether there is anything to show yet. */
  state: PerformanceState;
  /** The close it ends at. */
  to?: Maybe<Scalars['String']['output']>;
  /** Time-weighted return (fraction); null with no money at work. */
  twr?: Maybe<Scalars['Decimal']['output']>;
  /** The last day valued (each account at its end, after every market’s close). */
  valuedTo?: Maybe<Scalars['String']['output']>;
};

/** Where the money is now, at the latest quotes, in the display currency. */
export type PerformanceAllocation = {
  __typename?: 'PerformanceAllocation';
  /** Cash and positions by currency. */
  byCurrency: Array<AllocationSliceView>;
  /** Positions by instrument, largest first. */
  byInstrument: Array<AllocationSliceView>;
  /** Positions by market. */
  byMarket: Array<AllocationSliceView>;
  /** Positions by sector. */
  bySector: Array<AllocationSliceView>;
  /** Cash, available and frozen. */
  cash: Scalars['Decimal']['output'];
  /** Instruments above 25 % of the positions’ value. */
  concentrated: Array<Scalars['String']['output']>;
  /** The open positions’ market value (shares × latest price). */
  invested: Scalars['Decimal']['output'];
  /** Some price is from the simulated feed. */
  simulated: Scalars['Boolean']['output'];
};

/** An index to compare with (its price, from the market-data source). */
export type PerformanceBenchmark =
  /** IBEX 35 (Madrid). */
  | 'IBEX35'
  /** S&P 500 (New York). */
  | 'SP500'
  /** TAIEX (Taipei). */
  | 'TAIEX';

/** The period’s profit by what made it, in the display currency; the lines add up to the total. */
export type PerformanceBreakdown = {
  __typename?: 'PerformanceBreakdown';
  /** Every charge paid (negative). */
  charges: Scalars['Decimal']['output'];
  /** Exchanges between the user’s currencies and rate moves in the conversion to the display currency. */
  currency: Scalars['Decimal']['output'];
  /** Dividends received (before tax withheld), less those a short paid. */
  dividends: Scalars['Decimal']['output'];
  /** Fund earnings, less loan interest. */
  interest: Scalars['Decimal']['output'];
  /** Corrections by ops (each a journal entry with its reason). */
  other: Scalars['Decimal']['output'];
  /** Profit or loss of positions closed in the period (before charges). */
  realised: Scalars['Decimal']['output'];
  /** Taxes paid or withheld (negative). */
  taxes: Scalars['Decimal']['output'];
  /** End value − start value − net deposits: the sum of the lines above. */
  total: Scalars['Decimal']['output'];
  /** Change in the open positions’ profit at the closes (before charges). */
  unrealised: Scalars['Decimal']['output'];
};

/** How a figure was computed. */
export type PerformanceExplanation = {
  __typename?: 'PerformanceExplanation';
  /** The figure: twr or mwr. */
  figure: Scalars['String']['output'];
  /** The steps, in order. */
  steps: Array<PerformanceStep>;
};

/** A period ending at the last close valued. */
export type PerformancePeriod =
  /** Since the first deposit (from the close of the day before it). */
  | 'ALL'
  /** Since the same day last month. */
  | 'ONE_MONTH'
  /** The last 7 days. */
  | 'ONE_WEEK'
  /** Since the same day last year. */
  | 'ONE_YEAR'
  /** Since the same day three months ago. */
  | 'THREE_MONTHS'
  /** Since the close of 31 December. */
  | 'YEAR_TO_DATE';

/** One day of the chart. */
export type PerformancePoint = {
  __typename?: 'PerformancePoint';
  /** The benchmark rebased to 100 at the period’s start; null without one. */
  benchmark?: Maybe<Scalars['Decimal']['output']>;
  /** The day (its close), YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** The account’s time-weighted growth, 100 at the period’s start. */
  index: Scalars['Decimal']['output'];
  /** The account’s value at that close, in the display currency. */
  value: Scalars['Decimal']['output'];
};

/** An FX mid rate used (pair EURUSD = USD per EUR). */
export type PerformanceRate = {
  __typename?: 'PerformanceRate';
  /** The pair. */
  pair: Scalars['String']['output'];
  /** The mid rate. */
  rate: Scalars['Decimal']['output'];
};

/** Whether there is a performance to show yet. */
export type PerformanceState =
  /** No deposit yet. */
  | 'EMPTY'
  /** Money has arrived; the first valuation comes after the day’s close. */
  | 'FIRST_DAY'
  /** Valued: the figures are there. */
  | 'READY';

/** One step of a figure’s formula in words: a message key the app words in the user’s language. */
export type PerformanceStep = {
  __typename?: 'PerformanceStep';
  /** The message key, e.g. twr.dayReturn. */
  key: Scalars['String']['output'];
  /** Its parameters. */
  params: Array<PerformanceStepParam>;
};

/** One parameter of an explanation step (a locale-free value the app formats). */
export type PerformanceStepParam = {
  __typename?: 'PerformanceStepParam';
  /** Its name in the step’s message. */
  name: Scalars['String']['output'];
  /** Its value: a plain decimal with a dot, an ISO day or a count. */
  value: Scalars['String']['output'];
};

/** An order to place: the previewed fields and an idempotency key. */
export type PlaceOrderInput = {
  /** Long or short. */
  direction: TradeDirection;
  /** One per attempt: the same key with the same input returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** One of the market's allowed leverages (see `tradingRules`). */
  leverage?: Scalars['Int']['input'];
  /** LIMIT and STOP_LIMIT orders only: on the tick grid. */
  limitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** MARKET, LIMIT, STOP, STOP_LIMIT or TRAILING_STOP (ALLOTMENT orders come only from a draw). */
  orderType: OrderType;
  /** Whole shares; a multiple of the lot size where the market has one (1,000 in Taiwan). */
  shares: Scalars['Int']['input'];
  /** A bracket: the stop-loss the fill sets on the position (a long: below the entry). */
  stopLoss?: InputMaybe<Scalars['Decimal']['input']>;
  /** STOP and STOP_LIMIT orders only: on the tick grid, beyond the quote. */
  stopPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** Instrument symbol, e.g. US:AAPL. */
  symbol: Scalars['String']['input'];
  /** A bracket: the take-profit the fill sets on the position (a long: above the entry). */
  takeProfit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Waiting orders: DAY or GTC (default). Ignored by MARKET. */
  timeInForce?: TimeInForce;
  /** TRAILING_STOP only: the trail as an amount in the quote currency (or give trailPercent). */
  trailAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** TRAILING_STOP only: the trail as a percent in (0, 50] of the best quote (or give trailAmount). */
  trailPercent?: InputMaybe<Scalars['Decimal']['input']>;
};

/** Balances and open positions, marked at the current quotes; pushed live by `portfolioUpdates`. */
export type Portfolio = {
  __typename?: 'Portfolio';
  /** When it was marked (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** One per settlement currency. */
  balances: Array<PortfolioBalance>;
  /** Every open position, marked. */
  marks: Array<PositionMark>;
  /** Quotes are simulated. */
  simulated: Scalars['Boolean']['output'];
};

/** The user's trading money in one settlement currency, marked at the current quotes. */
export type PortfolioBalance = {
  __typename?: 'PortfolioBalance';
  /** Cash free to use, a decimal string. */
  available: Scalars['Decimal']['output'];
  /** Settlement currency (ISO 4217). */
  currency: Scalars['String']['output'];
  /** Sum of confirmed deposits, a decimal string. */
  depositTotal: Scalars['Decimal']['output'];
  /** Open positions at the current quotes, net of opening and closing charges. */
  floatingProfit: Scalars['Decimal']['output'];
  /** Cash held for pending withdrawals and orders, a decimal string. */
  frozen: Scalars['Decimal']['output'];
  /** What the open positions would return if closed now: margin + gross profit − closing charges. */
  positionValue: Scalars['Decimal']['output'];
  /** Available + frozen + position value. */
  totalAssets: Scalars['Decimal']['output'];
  /** Closed positions (net of charges) plus floating profit. */
  totalProfit: Scalars['Decimal']['output'];
};

/** A position: opened by a fill, closed once (trade detail fields of PRODUCT.md §4). */
export type Position = {
  __typename?: 'Position';
  /** Every charge of opening, itemised. */
  buyCharges: Array<Charge>;
  /** Buy fee: every opening charge, settlement currency. */
  buyFee: Scalars['Decimal']['output'];
  /** TW only: quote units per settlement unit applied at opening. */
  buyFxRate?: Maybe<Scalars['Decimal']['output']>;
  /** Buy price (entry): the recorded quote it filled at. */
  buyPrice: Scalars['Decimal']['output'];
  /** The quote the opening fill used. */
  buyQuote: FillQuote;
  /** Buy time. */
  buyTime: Scalars['DateTime']['output'];
  /** Open positions: the price it would close at now (bid for long, ask for short). */
  currentPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Long or short. */
  direction: TradeDirection;
  /** Closed by a stop: true when the quote gapped through it (sellPrice is worse than triggerPrice). */
  gapped?: Maybe<Scalars['Boolean']['output']>;
  /** (sell − buy) × shares × direction, quote currency. */
  grossProfitQuote?: Maybe<Scalars['Decimal']['output']>;
  /** The position id. */
  id: Scalars['ID']['output'];
  /** The leverage. */
  leverage: Scalars['Int']['output'];
  /** A loss beyond the margin, borne by Vela (negative balance protection). */
  lossAbsorbed?: Maybe<Scalars['Decimal']['output']>;
  /** Margin held, settlement currency. */
  margin: Scalars['Decimal']['output'];
  /** Market code (ES, US, TW, GOLD). */
  market: Scalars['String']['output'];
  /** Market value: current (or sell) price × shares, quote currency. */
  marketValue: Scalars['Decimal']['output'];
  /** The order that opened it. */
  orderNo: Scalars['String']['output'];
  /** What placed its opening order: the user, an institutional follow or the intraday strategy. */
  origin: OrderOrigin;
  /** Returned to the available balance on close. */
  proceeds?: Maybe<Scalars['Decimal']['output']>;
  /** Profit and loss, settlement currency, net of every charge: while open, what closing now would make after the opening charges paid and the closing charges due; once closed, the realised net profit. */
  profit: Scalars['Decimal']['output'];
  /** ISO 4217 currency the instrument is priced in. */
  quoteCurrency: Scalars['String']['output'];
  /** Every charge of closing, itemised (empty while open). */
  sellCharges: Array<Charge>;
  /** Sell fee: every closing charge, settlement currency. */
  sellFee?: Maybe<Scalars['Decimal']['output']>;
  /** TW only: quote units per settlement unit applied at closing. */
  sellFxRate?: Maybe<Scalars['Decimal']['output']>;
  /** Sell price (exit). */
  sellPrice?: Maybe<Scalars['Decimal']['output']>;
  /** The quote the closing fill used. */
  sellQuote?: Maybe<FillQuote>;
  /** When it was closed (ISO-8601 UTC). */
  sellTime?: Maybe<Scalars['DateTime']['output']>;
  /** How it was closed. */
  sellingType?: Maybe<SellingType>;
  /** The balance it is paid from (USD for Taiwan). */
  settlementCurrency: Scalars['String']['output'];
  /** Amount (shares). */
  shares: Scalars['Int']['output'];
  /** Open or closed. */
  status: PositionStatus;
  /** Open: its stop-loss level now, on the tick grid (a trailing one's follows the best fresh quote), or null. */
  stopLoss?: Maybe<Scalars['Decimal']['output']>;
  /** Open: a trailing stop-loss by amount. */
  stopLossTrailAmount?: Maybe<Scalars['Decimal']['output']>;
  /** Open: a trailing stop-loss by percent. */
  stopLossTrailPercent?: Maybe<Scalars['Decimal']['output']>;
  /** Watched positions: where the stop-out triggers. */
  stopOutPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Instrument symbol. */
  symbol: Scalars['String']['output'];
  /** Open: its take-profit price, or null. */
  takeProfit?: Maybe<Scalars['Decimal']['output']>;
  /** Total buy price: buy price × shares (quote currency). */
  totalBuyPrice: Scalars['Decimal']['output'];
  /** Transaction number. */
  tradeNo: Scalars['String']['output'];
  /** Securities transaction tax paid (Taiwan), settlement currency. */
  transactionTax: Scalars['Decimal']['output'];
  /** Closed by a take-profit or stop-loss: its level when it triggered. */
  triggerPrice?: Maybe<Scalars['Decimal']['output']>;
};

/** What corporate actions did to one of the user's positions. */
export type PositionCorporateActions = {
  __typename?: 'PositionCorporateActions';
  /** Dividends received (or paid, short), newest first. */
  dividends: Array<DividendPayment>;
  /** Splits applied, oldest first. */
  splits: Array<PositionSplit>;
  /** Paid dividends summed per currency. */
  totals: Array<DividendTotal>;
};

/** One open position marked at the current quote. */
export type PositionMark = {
  __typename?: 'PositionMark';
  /** The price it would close at now, in the quote currency, a decimal string. */
  currentPrice: Scalars['Decimal']['output'];
  /** currentPrice × shares, in the quote currency, a decimal string. */
  marketValue: Scalars['Decimal']['output'];
  /** The position. */
  positionId: Scalars['ID']['output'];
  /** Net of the opening charges paid and the closing charges due now. */
  profit: Scalars['Decimal']['output'];
  /** Its stop-loss level now (a trailing one's moves live), or null. */
  stopLoss?: Maybe<Scalars['Decimal']['output']>;
  /** Instrument symbol. */
  symbol: Scalars['String']['output'];
};

/** A page of positions, newest first. */
export type PositionPage = {
  __typename?: 'PositionPage';
  /** The positions of this page. */
  items: Array<Position>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** An open position's take-profit and stop-loss as they should be from now on (null: none). */
export type PositionProtectionInput = {
  /** One per attempt: the same key with the same input returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The open position. */
  positionId: Scalars['ID']['input'];
  /** A fixed stop-loss price (a long: below the bid); null for none or a trailing one. */
  stopLoss?: InputMaybe<Scalars['Decimal']['input']>;
  /** A trailing stop-loss by an amount (instead of stopLoss). */
  stopLossTrailAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** A trailing stop-loss by a percent in (0, 50] (instead of stopLoss). */
  stopLossTrailPercent?: InputMaybe<Scalars['Decimal']['input']>;
  /** Take-profit price (a long: above the bid; a short: below the ask); null for none. */
  takeProfit?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A split applied to a position: its shares and entry price changed by the ratio, its value unchanged. */
export type PositionSplit = {
  __typename?: 'PositionSplit';
  /** When it was applied. */
  at: Scalars['DateTime']['output'];
  /** Cash paid for the fraction (its margin back plus its profit, or less its loss), no charges. */
  cashInLieu: Scalars['Decimal']['output'];
  /** The day of that close (YYYY-MM-DD). */
  closeDate?: Maybe<Scalars['String']['output']>;
  /** The last close before the split, in post-split terms: the fraction’s price. */
  closePrice?: Maybe<Scalars['Decimal']['output']>;
  /** Settlement currency of the cash. */
  currency: Scalars['String']['output'];
  /** Entry price after: before × from / to, 4 decimals. */
  entryPriceAfter: Scalars['Decimal']['output'];
  /** Entry price before the split. */
  entryPriceBefore: Scalars['Decimal']['output'];
  /** Effective date (YYYY-MM-DD). */
  exDate: Scalars['String']['output'];
  /** The share left over (< 1), paid as cash in lieu. */
  fraction: Scalars['Decimal']['output'];
  /** The adjustment. */
  id: Scalars['ID']['output'];
  /** The calendar’s label, e.g. "3-for-2 split". */
  label?: Maybe<Scalars['String']['output']>;
  /** Old shares… */
  ratioFrom: Scalars['Decimal']['output'];
  /** …become this many new shares. */
  ratioTo: Scalars['Decimal']['output'];
  /** Whole shares after (0: the position closed as cash in lieu). */
  sharesAfter: Scalars['Int']['output'];
  /** Shares held before the split. */
  sharesBefore: Scalars['Int']['output'];
  /** The split comes from simulated market data (shown labelled). */
  simulated: Scalars['Boolean']['output'];
};

/** Whether a position is still open. */
export type PositionStatus =
  /** Closed: profit realised, proceeds returned. */
  | 'CLOSED'
  /** Open: marked at the current quote, its margin held. */
  | 'OPEN';

/** A price alert the user set on an instrument or an index. */
export type PriceAlert = {
  __typename?: 'PriceAlert';
  /** What makes it fire. */
  condition: PriceAlertCondition;
  /** Minutes a repeating alert rests after firing (0 for a one-shot alert). */
  cooldownMinutes: Scalars['Int']['output'];
  /** When the user set it. */
  createdAt: Scalars['DateTime']['output'];
  /** The alert. */
  id: Scalars['ID']['output'];
  /** The price it last fired at. */
  lastPrice?: Maybe<Scalars['Decimal']['output']>;
  /** When it last fired. */
  lastTriggeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Once, or again after each cool-down. */
  repeat: PriceAlertRepeat;
  /** Active, paused or done. */
  status: PriceAlertStatus;
  /** The instrument or index, e.g. US:AAPL. */
  symbol: Scalars['String']['output'];
  /** How many times it has fired. */
  triggerCount: Scalars['Int']['output'];
  /** The price (ABOVE, BELOW) or percentage (DAY_MOVE_PCT); null for the 52-week ones. */
  value?: Maybe<Scalars['Decimal']['output']>;
};

/** When an alert fires, judged on each fresh quote of its symbol. */
export type PriceAlertCondition =
  /** The price is at or above `value`. */
  | 'ABOVE'
  /** The price is at or below `value`. */
  | 'BELOW'
  /** The price has moved at least `value` % from the previous close, up or down. */
  | 'DAY_MOVE_PCT'
  /** The price is above the highest high of the 52 weeks before today (no value). */
  | 'HIGH_52W'
  /** The price is below the lowest low of the 52 weeks before today (no value). */
  | 'LOW_52W';

/** Whether an alert fires once, or again after each cool-down while its condition holds. */
export type PriceAlertRepeat =
  /** Fires once, then is done. */
  | 'ONCE'
  /** Fires, rests for its cool-down, and fires again if the condition still (or again) holds. */
  | 'REPEAT';

/** Where an alert is. */
export type PriceAlertStatus =
  /** Watching the feed (or resting in its cool-down). */
  | 'ACTIVE'
  /** A one-shot alert that fired; does not count towards the 100. */
  | 'DONE'
  /** Paused by the user; counts towards the 100. */
  | 'PAUSED';

/** Whether one category of notifications is pushed to the user’s devices. */
export type PushCategorySetting = {
  __typename?: 'PushCategorySetting';
  /** The category. */
  category: NotificationCategory;
  /** Whether its notifications are pushed. */
  enabled: Scalars['Boolean']['output'];
};

/** The user’s Web Push settings: the key to subscribe with, their devices and their switches. */
export type PushSettings = {
  __typename?: 'PushSettings';
  /** Every category, in a fixed order (orders, money, offerings, alerts, news). */
  categories: Array<PushCategorySetting>;
  /** How many of the user’s devices are subscribed. */
  deviceCount: Scalars['Int']['output'];
  /** Whether the endpoint asked about is subscribed for this user (false when none was given). */
  thisDevice: Scalars['Boolean']['output'];
  /** The VAPID public key (base64url): `applicationServerKey` of `pushManager.subscribe`. */
  vapidPublicKey: Scalars['String']['output'];
};

/** A browser’s PushSubscription as `subscription.toJSON()` gives it. */
export type PushSubscriptionInput = {
  /** The push service’s URL for this device (https; at most 1,024 characters). */
  endpoint: Scalars['String']['input'];
  /** Ignored: the app renews the subscription when the browser does. */
  expirationTime?: InputMaybe<Scalars['Float']['input']>;
  /** The subscription’s keys: p256dh and auth. */
  keys: PushSubscriptionKeysInput;
};

/** The keys of a browser’s PushSubscription (as `subscription.toJSON().keys` gives them, base64url). */
export type PushSubscriptionKeysInput = {
  /** The device’s auth secret (16 bytes, base64url). */
  auth: Scalars['String']['input'];
  /** The device’s P-256 public key (65 bytes, base64url). */
  p256dh: Scalars['String']['input'];
};

/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type Query = {
  __typename?: 'Query';
  /** Registered client apps a token may be issued for. */
  apiClientApps: Array<ClientAppInfo>;
  /** Ops: the audit log, newest first, filtered by actor, action and target. */
  auditLog: AuditEntryPage;
  /** The signed-in user's cash per currency (EUR, USD). */
  balances: Array<Balance>;
  /** Signed-in user: their bank cards, oldest first. */
  bankCards: Array<BankCard>;
  /** Published Home banners, pinned first, newest first. */
  banners: Array<ContentEntry>;
  /** Bars oldest first; from/to default to a sensible window per interval (minute: today's session or the last one). */
  bars: Array<Bar>;
  /** The public, verifiable record of an offering’s allocation. */
  blockTradeDraw: BlockTradeDraw;
  /** One offering (browsing needs no sign-in). */
  blockTradeOffering: BlockTradeOffering;
  /** Block-trade offerings, the latest window first (browsing needs no sign-in). */
  blockTradeOfferings: BlockTradeOfferingPage;
  /** One of the user’s own block-trade subscriptions. */
  blockTradeSubscription: BlockTradeSubscription;
  /** Closing a position at the current quote: price, charges, what returns. */
  closePreview: ClosePreview;
  /** An instrument’s dividends and splits by ex-date (default a year back to a year ahead), from the market-data source. */
  corporateActions: Array<CorporateAction>;
  /** Signed-in user: their crypto addresses, oldest first. */
  cryptoAddresses: Array<CryptoAddress>;
  /** The platform's receiving account and the user's own reference. */
  depositInstructions: DepositInstructions;
  /** One of the user’s documents (another user’s: NOT_FOUND). */
  document: UserDocument;
  /** The user’s documents (statements, confirmations, tax reports, exports), newest first. */
  documents: UserDocumentPage;
  /** Every code that may appear in extensions.code, for clients to check their translations. */
  errorCodes: Array<ErrorCode>;
  /** One of the user’s own follows. */
  follow: Follow;
  /** One institution (browsing needs no sign-in). */
  followInstitution: FollowInstitution;
  /** Institutions whose trades are published, newest first (browsing needs no sign-in). */
  followInstitutions: FollowInstitutionPage;
  /** What following now would hold, every charge itemised, before the user confirms. */
  followPreview: FollowPreview;
  /** An institution’s track record, computed from the feed’s daily closes of its published trades, net of charges. */
  followTrackRecord: FollowTrackRecord;
  /** One published trade (browsing needs no sign-in). */
  followTrade: FollowTrade;
  /** Published trades, the latest window end first (browsing needs no sign-in). */
  followTrades: FollowTradePage;
  /** One of the user’s own holdings. */
  fundHolding: FundHolding;
  /** One fund. */
  fundProduct: FundProduct;
  /** Funds open to purchase, newest first (browsing needs no sign-in). */
  fundProducts: FundProductPage;
  /** What redeeming a running holding now returns and costs (shown before confirm). */
  fundRedemptionPreview: FundRedemptionPreview;
  /** Rate, disclosed spread and what would arrive, before confirming a transfer. */
  fxQuote: FxQuote;
  /** Current FX rates from the market-data source. */
  fxRates: Array<FxRate>;
  /** One published help article by its slug (e.g. fees-and-charges); NOT_FOUND when unknown, a draft or scheduled. */
  helpArticle: ContentEntry;
  /** The help centre: published help articles in the reader’s language (English where one has no version in it), pinned first, then by title; with `query`, those whose title or text (in that language, or in English) contains it. No sign-in needed. */
  helpArticles: ContentEntryPage;
  /** Every index and gold, with their latest quotes. */
  indices: Array<MarketIndex>;
  /** One instrument by symbol; null when none has it. */
  instrument?: Maybe<Instrument>;
  /** A ranked list; market omitted = all markets (Home's rising ranking). */
  instruments: Array<Instrument>;
  /** One of the user’s own intraday strategy applications, with its trades. */
  intradayApplication: IntradayApplication;
  /** The published terms of the automated intraday strategy (browsing needs no sign-in). */
  intradayTerms: IntradayTerms;
  /** One of the user’s own lottery cards. */
  ipoApplication: IpoApplication;
  /** The public, verifiable record of an offering’s lottery. */
  ipoDraw: IpoDraw;
  /** One offering (browsing needs no sign-in). */
  ipoOffering: IpoOffering;
  /** New-stock offerings, the latest subscription date first (browsing needs no sign-in). */
  ipoOfferings: IpoOfferingPage;
  /** Ops: recomputes every balance from the entries and checks every invariant. */
  ledgerCheck: LedgerCheck;
  /** Published proof-of-liabilities snapshots, newest first (public). */
  liabilitySnapshots: Array<LiabilitySnapshot>;
  /** One of the user’s own loans. */
  loan: Loan;
  /** The loan agreement in full, in the reader’s language where translated, with its SHA-256. */
  loanAgreement: LoanAgreement;
  /** The user’s live credit limit in a currency: tier cap, collateral × haircut, borrowed, pending repayment, available. */
  loanLimit: LoanLimit;
  /** Whether a market is in session, and its next open and close. */
  marketStatus: MarketStatus;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** The signed-in user’s API tokens, newest first (never their secrets). */
  myApiTokens: Array<ApiTokenInfo>;
  /** The user’s personal block-trade notices, newest first: each purchase code issued to them, with its offering, whether it was used, and the notice in the reader’s language. */
  myBlockTradeNotices: BlockTradeNoticePage;
  /** The user’s block-trade purchase records, newest first. */
  myBlockTradeSubscriptions: BlockTradeSubscriptionPage;
  /** The user's deposit (recharge) records, newest first. */
  myDeposits: DepositPage;
  /** Mine → Dividends: one year of the user’s dividends with gross, withholding and net. */
  myDividends: DividendYear;
  /** The user’s follow records, newest first. */
  myFollows: FollowPage;
  /** The user’s fund holdings (records), newest first. */
  myFundHoldings: FundHoldingPage;
  /** The user’s intraday strategy records, newest first, each with its trades. */
  myIntradayApplications: IntradayApplicationPage;
  /** The user’s lottery cards, newest first. */
  myIpoApplications: IpoApplicationPage;
  /** The signed-in user’s inclusion proof for a snapshot date and currency (none there, or not theirs: NOT_FOUND). */
  myLiabilityProof: LiabilityInclusionProof;
  /** The user’s repayment applications, newest first. */
  myLoanRepayments: LoanRepaymentPage;
  /** The user’s loans and loan applications, newest first. */
  myLoans: LoanPage;
  /** The user's latest real-name submission (null: never submitted). Passed, under review, or rejected with a reason. */
  myRealName?: Maybe<RealNameSubmission>;
  /** The user’s signed-in sessions, newest first, this one marked current. */
  mySessions: Array<SignedInSession>;
  /** The user's transfers, newest first. */
  myTransfers: FxTransferPage;
  /** The user’s VIP status and latest check. */
  myVip: VipStatus;
  /** The user's withdrawal records, newest first. */
  myWithdrawals: WithdrawalPage;
  /** One published news item; NOT_FOUND for drafts, scheduled items and anything else. */
  newsItem: ContentEntry;
  /** Published news, pinned first, newest first. */
  newsPage: ContentEntryPage;
  /** Published notices, pinned first, newest first. */
  notices: ContentEntryPage;
  /** The user’s notification centre: their notifications and recent notices, newest first, with the unread count. */
  notifications: NotificationPage;
  /** Ops: the subscriptions of an offering, newest first. */
  opsBlockTradeSubscriptions: BlockTradeSubscriptionPage;
  /** Ops: registered client apps with their manifest versions. */
  opsClientApps: Array<OpsClientApp>;
  /** Ops: news, notices, banners and help articles (drafts and scheduled too), newest first. */
  opsContent: OpsContentItemPage;
  /** Ops: one content item with every language version. */
  opsContentItem: OpsContentItem;
  /** Ops: a Markdown body rendered and sanitised as readers will get it (CONTENT_UNSAFE when refused). */
  opsContentPreview: Scalars['String']['output'];
  /** Ops: how far one corporate action was applied (entitlements, payments, splits). */
  opsCorporateActionProgress: CorporateActionProgress;
  /** Ops: the calendar across instruments by ex-date (default today to 90 days ahead). */
  opsCorporateActions: CorporateActionPage;
  /** Ops: deposit notices, filtered, newest first. */
  opsDeposits: DepositPage;
  /** Ops: the follows of a published trade, newest first. */
  opsFollows: FollowPage;
  /** Ops: holdings in a status (all when omitted), newest first. */
  opsFundHoldings: FundHoldingPage;
  /** Ops: every fund product, open and closed. */
  opsFundProducts: FundProductPage;
  /** Ops: intraday applications with every input of their automated assessment. */
  opsIntradayApplications: IntradayAssessmentPage;
  /** Ops: invite codes, newest first. */
  opsInviteCodes: InviteCodePage;
  /** Ops: the applications of an offering, newest first. */
  opsIpoApplications: IpoApplicationPage;
  /** Ops: loans in a status (all when omitted), newest first. */
  opsLoans: LoanPage;
  /** Ops: one real-name submission, with links to both images. */
  opsRealName: RealNameSubmission;
  /** Ops: maker-checker requests (default: pending), newest first. */
  opsRequests: OpsRequestPage;
  /** Ops: the ops users a conversation can be assigned to. */
  opsSupportAgents: Array<SupportAgent>;
  /** Ops: canned replies, by title. */
  opsSupportCannedReplies: Array<SupportCannedReply>;
  /** Ops: the user beside a conversation: real-name, VIP, balances, recent orders, open reviews (audited). */
  opsSupportContext: SupportUserContext;
  /** Ops: one conversation with messages and internal notes (audited). */
  opsSupportConversation: OpsSupportConversationDetail;
  /** Ops: the support inbox, VIP users first, then the longest waiting; every status but CLOSED unless asked. */
  opsSupportInbox: OpsSupportConversationPage;
  /** Ops: one user. */
  opsUser: User;
  /** Ops: a user’s documents, newest first: what was asked for and whether it was made (never the file). Audited. */
  opsUserDocuments: UserDocumentPage;
  /** Ops: a user's pending orders (type, stop or current trailing level, time in force, expiry), or past ones; newest first. */
  opsUserOrders: OrderPage;
  /** Ops: a user’s performance as they see it (support answering “how is my account doing”). Audited (performance.viewed). */
  opsUserPerformance: Performance;
  /** Ops: a user's open (or closed) positions, marked at the current quotes. */
  opsUserPositions: PositionPage;
  /** Ops: a user's statement in one currency, as the user sees it. */
  opsUserStatement: StatementPage;
  /** Ops: users by phone digits, invite code or id, newest first. */
  opsUsers: OpsUserPage;
  /** Ops: withdrawals, filtered, newest first. */
  opsWithdrawals: WithdrawalPage;
  /** One of the signed-in user's orders. */
  order: Order;
  /** What an order would cost (quote, margin, every charge), before the user confirms. */
  orderPreview: OrderPreview;
  /** Every version of one of the user's orders: as placed, then each amendment. */
  orderVersions: Array<OrderVersion>;
  /** The user's pending orders (or, with pending false, filled and cancelled ones), newest first. */
  orders: OrderPage;
  /** The user’s passkeys, oldest first. */
  passkeys: Array<Passkey>;
  /** The signed-in user’s performance over a period: time- and money-weighted returns, the chart (against a benchmark if asked), the profit by cause and where the money is. Built from the daily valuations (each account at the end of every UTC day) and the feed’s closes; every figure net of charges. */
  performance: Performance;
  /** Pinned published notices (the Home marquee), newest first. */
  pinnedNotices: Array<ContentEntry>;
  /** Balances with position value, floating and total profit, marked at the current quotes. */
  portfolio: Portfolio;
  /** Trade detail of one position (open or closed). */
  position: Position;
  /** Dividends and splits of one of the user’s positions (another user’s: NOT_FOUND). */
  positionCorporateActions: PositionCorporateActions;
  /** Open positions marked at the current quotes, or closed ones; newest first. */
  positions: PositionPage;
  /** The user’s price alerts (or one symbol’s): active and paused first, newest first. */
  priceAlerts: Array<PriceAlert>;
  /** The user’s Web Push settings, and whether the given endpoint (this device) is subscribed. */
  pushSettings: PushSettings;
  /** Ops: the reasons a real-name submission may be refused with. */
  realNameReasonCodes: Array<ReviewReasonCode>;
  /** Ops: every kind of item that waits for review, with its decisions. */
  reviewKinds: Array<ReviewKindInfo>;
  /** Ops: the review inbox of one kind, newest first (default: items waiting). */
  reviewQueue: ReviewQueuePage;
  /** Signed-in only: newest first. */
  searchHistory: Array<SearchHistoryEntry>;
  /** Code or name (any language), case-insensitive, across markets. */
  searchInstruments: Array<Instrument>;
  /** The user’s second factors, and whether this session has a fresh check of one. */
  secondFactor: SecondFactorStatus;
  /** Every journal entry touching the user's cash in one currency, newest first, with running balances. */
  statement: StatementPage;
  /** One of the user’s conversations with its messages (another user’s: NOT_FOUND). */
  supportConversation: SupportConversationDetail;
  /** The user’s support conversations, latest activity first. */
  supportConversations: SupportConversationPage;
  /** Messages from Vela the user has not read, over all conversations (the badge on Mine). */
  supportUnreadCount: Scalars['Int']['output'];
  /** The W-8BEN on file and valid today, or null (US dividends then withheld at the no-treaty rate). */
  taxForm?: Maybe<TaxForm>;
  /** Per market: allowed leverage, lot size, end-of-day and close-out rules. */
  tradingRules: Array<MarketTradingRules>;
  /** How many notifications the user has not read (the bell’s count). */
  unreadNotificationCount: Scalars['Int']['output'];
  /** The published VIP criteria and benefits (no sign-in needed). */
  vipTerms: VipTerms;
  /** Signed-in only: the watchlist, oldest added first. */
  watchlist: Array<Instrument>;
  /** One of the user’s withdrawals. */
  withdrawal: Withdrawal;
  /** Fee and what arrives, before confirming; the request applies the same rules. */
  withdrawalPreview: WithdrawalPreview;
  /** Minimums and fees, shown on the withdrawal screens. */
  withdrawalSettings: WithdrawalSettings;
  /** The withholding-tax rates on dividends, as published with their sources (a dated table, like the charges). */
  withholdingRates: Array<WithholdingRate>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  targetId?: InputMaybe<Scalars['String']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryBannersArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryBarsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  interval: BarInterval;
  symbol: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryBlockTradeDrawArgs = {
  offeringId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryBlockTradeOfferingArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryBlockTradeOfferingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryBlockTradeSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryClosePreviewArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryCorporateActionsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  symbol: Scalars['String']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryDepositInstructionsArgs = {
  currency: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowInstitutionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowPreviewArgs = {
  quantity: Scalars['Int']['input'];
  tolerance: Scalars['Decimal']['input'];
  tradeId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowTrackRecordArgs = {
  institutionId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowTradeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFollowTradesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  institutionId?: InputMaybe<Scalars['ID']['input']>;
  live?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFundHoldingArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFundProductArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFundProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFundRedemptionPreviewArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryFxQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryHelpArticleArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryHelpArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryInstrumentArgs = {
  symbol: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryInstrumentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  list: InstrumentList;
  market?: InputMaybe<MarketCode>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryIntradayApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryIpoApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryIpoDrawArgs = {
  offeringId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryIpoOfferingArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryIpoOfferingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryLiabilitySnapshotsArgs = {
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryLoanArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryLoanAgreementArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryLoanLimitArgs = {
  currency: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMarketStatusArgs = {
  market: MarketCode;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyBlockTradeNoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyBlockTradeSubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyDepositsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyDividendsArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyFollowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  tradeId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyFundHoldingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyIntradayApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyIpoApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyLiabilityProofArgs = {
  currency: Scalars['String']['input'];
  date: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyLoanRepaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyLoansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<LoanStatus>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyTransfersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryMyWithdrawalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryNewsItemArgs = {
  id: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryNewsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryNoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsBlockTradeSubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  offeringId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsContentArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  kind?: InputMaybe<ContentKind>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsContentItemArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsContentPreviewArgs = {
  body: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsCorporateActionProgressArgs = {
  actionId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsCorporateActionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<CorporateActionKind>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsDepositsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<DepositStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsFollowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  tradeId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsFundHoldingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<FundHoldingStatus>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsFundProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsIntradayApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<IntradayStatus>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsInviteCodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsIpoApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  offeringId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsLoansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<LoanStatus>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsRealNameArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<OpsRequestStatus>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsSupportContextArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsSupportConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsSupportInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  mine?: Scalars['Boolean']['input'];
  status?: InputMaybe<SupportStatus>;
  topic?: InputMaybe<SupportTopic>;
  waitingHours?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUserArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUserDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUserOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  pending?: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUserPerformanceArgs = {
  benchmark?: InputMaybe<PerformanceBenchmark>;
  currency?: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
  period?: PerformancePeriod;
  userId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUserPositionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: PositionStatus;
  userId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUserStatementArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  first?: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOpsWithdrawalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<WithdrawalStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOrderPreviewArgs = {
  input: OrderPreviewInput;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOrderVersionsArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  pending?: Scalars['Boolean']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPerformanceArgs = {
  benchmark?: InputMaybe<PerformanceBenchmark>;
  currency?: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
  period?: PerformancePeriod;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPinnedNoticesArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPositionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPositionCorporateActionsArgs = {
  positionId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPositionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: PositionStatus;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPriceAlertsArgs = {
  first?: Scalars['Int']['input'];
  symbol?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryPushSettingsArgs = {
  endpoint?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryReviewQueueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  kind: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QuerySearchInstrumentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryStatementArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QuerySupportConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QuerySupportConversationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone. */
export type QueryWithdrawalPreviewArgs = {
  input: WithdrawalPreviewInput;
};

/** The latest quote of an instrument or index. */
export type Quote = {
  __typename?: 'Quote';
  /** Best ask in the quote currency, a decimal string. */
  ask: Scalars['Decimal']['output'];
  /** When the price was observed (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** Best bid in the quote currency, a decimal string. */
  bid: Scalars['Decimal']['output'];
  /** price − previousClose in the quote currency, a decimal string. */
  change: Scalars['Decimal']['output'];
  /** change as a percentage of previousClose, two decimals (e.g. "-1.25"). */
  changePercent: Scalars['Decimal']['output'];
  /** ISO 4217 code of the quote currency. */
  currency: Scalars['String']['output'];
  /** The session's highest price in the quote currency, a decimal string. */
  high: Scalars['Decimal']['output'];
  /** The session's lowest price in the quote currency, a decimal string. */
  low: Scalars['Decimal']['output'];
  /** True while the instrument's market is in session. */
  marketOpen: Scalars['Boolean']['output'];
  /** price × sharesOutstanding, in the quote currency; null for gold and indices. */
  marketValue?: Maybe<Scalars['Decimal']['output']>;
  /** Price at the session's open in the quote currency, a decimal string. */
  open: Scalars['Decimal']['output'];
  /** The previous session's close in the quote currency, a decimal string. */
  previousClose: Scalars['Decimal']['output'];
  /** Last price in the quote currency, a decimal string. */
  price: Scalars['Decimal']['output'];
  /** True when the source is the simulator (the UI must say "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** Name of the provider that produced it: simulated | replay | yahoo. */
  source: Scalars['String']['output'];
  /** The instrument or index symbol, e.g. "US:AAPL". */
  symbol: Scalars['ID']['output'];
  /** Shares traded in the session, a decimal string. */
  volume: Scalars['Decimal']['output'];
};

/** Under review → passed | rejected (with a reason code and an optional note; the user may submit again). */
export type RealNameStatus =
  /** Verified; withdrawals and products that take money are open. */
  | 'PASSED'
  /** Under review by ops. */
  | 'PENDING'
  /** Refused with a reason code; the user may submit again. */
  | 'REJECTED';

/** A real-name (identity) submission: the ID document and contact details, reviewed by ops. The ID number is stored encrypted; only its masked form is ever returned. */
export type RealNameSubmission = {
  __typename?: 'RealNameSubmission';
  /** Ops, and the submission's owner: a short-lived signed link to the back image (each view is audited). */
  backImageUrl: Scalars['String']['output'];
  /** When it was submitted (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** When ops decided it (ISO-8601 UTC); null while pending. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Ops, and the submission's owner: a short-lived signed link to the front image (each view is audited). */
  frontImageUrl: Scalars['String']['output'];
  /** The submission id. */
  id: Scalars['ID']['output'];
  /** The name as it is written on the ID document. */
  idName: Scalars['String']['output'];
  /** The ID number with all but its last characters hidden; the full number is never returned. */
  idNumberMasked: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code. */
  nationality: Scalars['String']['output'];
  /** Ops' note beside the reason code. */
  note?: Maybe<Scalars['String']['output']>;
  /** Contact phone in E.164. */
  phone: Scalars['String']['output'];
  /** Why ops refused it: a ReviewReasonCode the client shows in the reader’s language. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** Address of residence. */
  residence: Scalars['String']['output'];
  /** Where the review stands. */
  status: RealNameStatus;
  /** Reference shown to the user and in the ops inbox (V…). */
  submissionNo: Scalars['String']['output'];
  /** Ops only: who submitted it. */
  user?: Maybe<User>;
};

/** Ops: registers another client of the schema. */
export type RegisterClientAppInput = {
  /** The scopes its tokens may have. */
  allowedScopes: Array<ApiScope>;
  /** Unique name, 2 to 60 characters. */
  name: Scalars['String']['input'];
  /** Who makes and answers for it, 2 to 100 characters. */
  owner: Scalars['String']['input'];
};

/** What registration needs: the phone number as account, a password twice and an invite code. */
export type RegisterInput = {
  /** The login password again; must equal it. */
  confirmPassword: Scalars['String']['input'];
  /** An invite code (a user's own or one issued by ops); case and surrounding spaces are ignored. */
  inviteCode: Scalars['String']['input'];
  /** Login password, at least 6 characters. */
  password: Scalars['String']['input'];
  /** International phone number, e.g. +34612345678. */
  phone: Scalars['String']['input'];
};

/** A repayment application. */
export type RepayLoanInput = {
  /** Amount (two decimals), at most the pending repayment amount. */
  amount: Scalars['Decimal']['input'];
  /** Idempotency key. */
  idempotencyKey: Scalars['String']['input'];
  /** The loan. */
  loanId: Scalars['ID']['input'];
};

/** A document to make. The kind says which fields count; the others are ignored. */
export type RequestDocumentInput = {
  /** An export: statement, orders, positions or closed_positions. */
  dataset?: InputMaybe<Scalars['String']['input']>;
  /** A tax report: pdf or csv. */
  format?: InputMaybe<Scalars['String']['input']>;
  /** An export: the first day, YYYY-MM-DD (UTC). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** What to make. */
  kind: DocumentKind;
  /** The language to write it in: en, es, fr, zh-Hans or zh-Hant (also the monthly statements’ from now on). */
  language: Scalars['String']['input'];
  /** A confirmation: open (the fill that opened it) or close. */
  leg?: InputMaybe<Scalars['String']['input']>;
  /** A statement: the month, YYYY-MM, one that is over. */
  month?: InputMaybe<Scalars['String']['input']>;
  /** A confirmation: the position (the user’s own). */
  positionId?: InputMaybe<Scalars['ID']['input']>;
  /** An export: the last day, YYYY-MM-DD (UTC), included; at most five years after the first. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** A tax report: the year (2020 to this year). */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A withdrawal: what to take, where to pay it, and the pay password. */
export type RequestWithdrawalInput = {
  /** Taken from the balance, fee included; at most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** For method BANK. */
  bankCardId?: InputMaybe<Scalars['ID']['input']>;
  /** For method CRYPTO. */
  cryptoAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** EUR or USD for bank; USD for crypto (paid 1:1 in USDT). */
  currency: Scalars['String']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** Bank transfer or crypto. */
  method: WithdrawalMethod;
  /** The user's transaction (pay) password. */
  payPassword: Scalars['String']['input'];
};

/** What ops decide on an item waiting for review. */
export type ReviewDecision =
  /** Accept it (credit the deposit, pay the withdrawal, pass the verification…). */
  | 'APPROVE'
  /** Refuse it with a reason code. */
  | 'REFUSE';

/** A review kind ops can work on. */
export type ReviewKindInfo = {
  __typename?: 'ReviewKindInfo';
  /** Decisions ops may take (approve, refuse). */
  decisions: Array<Scalars['String']['output']>;
  /** The kind name used by reviewQueue and decideReview. */
  kind: Scalars['String']['output'];
  /** The status of items waiting for review. */
  pendingStatus: Scalars['String']['output'];
  /** Every status an item of this kind can have. */
  statuses: Array<Scalars['String']['output']>;
};

/** What a decision did. */
export type ReviewOutcome = {
  __typename?: 'ReviewOutcome';
  /** The item id. */
  id: Scalars['ID']['output'];
  /** The review kind of the item. */
  kind: Scalars['String']['output'];
  /** The maker-checker request, when the approval needs a second ops user. */
  opsRequestId?: Maybe<Scalars['ID']['output']>;
  /** The item’s status after the decision (unchanged while a second approval is pending). */
  status: Scalars['String']['output'];
};

/** One item in the ops review inbox. */
export type ReviewQueueItem = {
  __typename?: 'ReviewQueueItem';
  /** Amount involved, a decimal string, when money is involved. */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** When the item was filed (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Currency of the amount. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The item id. */
  id: Scalars['ID']['output'];
  /** The review kind (deposit, withdrawal, real-name submission, …; see reviewKinds). */
  kind: Scalars['String']['output'];
  /** Approving it needs a second ops user (amount above the threshold). */
  needsSecondApproval: Scalars['Boolean']['output'];
  /** Order number of the item, when it has one. */
  orderNo?: Maybe<Scalars['String']['output']>;
  /** The item's status (its kind's own values). */
  status: Scalars['String']['output'];
  /** What ops need to judge it (destination, note, …). */
  summary: Scalars['String']['output'];
  /** The user the item belongs to. */
  userId: Scalars['ID']['output'];
  /** The user's phone. */
  userPhone?: Maybe<Scalars['String']['output']>;
};

/** A page of ReviewQueueItem items, newest first. */
export type ReviewQueuePage = {
  __typename?: 'ReviewQueuePage';
  /** The items of this page, in the order of the list. */
  items: Array<ReviewQueueItem>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Why a review refused something; clients show it in the reader's language (plus the note, if any). */
export type ReviewReasonCode =
  /** The amount received differs from the amount declared. */
  | 'AMOUNT_MISMATCH'
  /** The collateral no longer supports the amount at review time. */
  | 'COLLATERAL_INSUFFICIENT'
  /** The withdrawal destination (bank account or address) cannot be paid to. */
  | 'DESTINATION_INVALID'
  /** The documents do not match the details entered. */
  | 'DOCUMENTS_MISMATCH'
  /** The uploaded documents cannot be read. */
  | 'DOCUMENTS_UNCLEAR'
  /** The same request was already filed. */
  | 'DUPLICATE'
  /** The money the deposit notice announces has not arrived. */
  | 'FUNDS_NOT_RECEIVED'
  /** The fund's quota for this period is full. */
  | 'FUND_QUOTA_REACHED'
  /** A limit of the account or of the method was exceeded. */
  | 'LIMIT_EXCEEDED'
  /** A name does not match the account holder's verified name. */
  | 'NAME_MISMATCH'
  /** Another reason; the note says which. */
  | 'OTHER'
  /** The repayment could not be matched to the loan. */
  | 'PAYMENT_NOT_MATCHED'
  /** The drawn signature is missing, unreadable or does not match the applicant. */
  | 'SIGNATURE_INVALID'
  /** Refused on suspicion of fraud. */
  | 'SUSPECTED_FRAUD';

/** Ops: a refusal of a deposit or withdrawal with its reason. */
export type ReviewRefusalInput = {
  /** The deposit or withdrawal id. */
  id: Scalars['ID']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** An optional note shown beside the reason. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Why: shown to the user in their language. */
  reasonCode: ReviewReasonCode;
};

/** What a signed-in person may do. VIP is a status, not a role. */
export type Role =
  /** Back-office staff: may call the ops fields (reviews, adjustments, content, offerings). */
  | 'OPS'
  /** An investor using the app. */
  | 'USER';

/** A search result the signed-in user opened. */
export type SearchHistoryEntry = {
  __typename?: 'SearchHistoryEntry';
  /** When it was last opened (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** The instrument opened. */
  instrument: Instrument;
};

/** A recovery request, waiting for ops’ review. */
export type SecondFactorRecoveryRequest = {
  __typename?: 'SecondFactorRecoveryRequest';
  /** Its number, to quote to support (R + date + sequence). */
  requestNo: Scalars['String']['output'];
  /** pending until ops decide; then approved or refused (the user is notified either way). */
  status: Scalars['String']['output'];
};

/** The user’s second factor (issue 32): the authenticator app and its recovery codes, and this session’s step-up. */
export type SecondFactorStatus = {
  __typename?: 'SecondFactorStatus';
  /** How many passkeys the account has. */
  passkeyCount: Scalars['Int']['output'];
  /** Recovery codes not yet used (ten are made when the app is confirmed). */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** Until when this session’s last second-factor check counts for actions that ask for a fresh one (5 minutes); null when none does. */
  stepUpUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the authenticator app (TOTP) is set up and confirmed. */
  totpEnabled: Scalars['Boolean']['output'];
  /** Whether signing in with the password asks for a second step (on with the first factor). */
  twoStepSignIn: Scalars['Boolean']['output'];
};

/** How a position was closed. */
export type SellingType =
  /** Closed by a reverse split that left it less than one whole share: paid as cash in lieu at the last close before the split, with no charges. */
  | 'CASH_IN_LIEU'
  /** Closed at the end of the session because its leverage is intraday-only. */
  | 'END_OF_DAY'
  /** Reserved for a close at a limit price; not produced by the server yet. */
  | 'LIMIT'
  /** Sold at the quote because a stock-backed loan it was pledged to stayed above its maintenance ratio past the cure period. */
  | 'LOAN_LIQUIDATION'
  /** Closed by the user (closePosition). */
  | 'MANUAL'
  /** Closed at the quote by the position's stop-loss (triggerPrice; gapped when the quote went through it). */
  | 'STOP_LOSS'
  /** Closed out by the server when equity fell to the close-out ratio of the margin. */
  | 'STOP_OUT'
  /** Closed by the automated intraday strategy that opened it (its stop, target, loss limit or session end). */
  | 'STRATEGY'
  /** Closed at the quote by the position's take-profit (triggerPrice). */
  | 'TAKE_PROFIT'
  /** Closed at the quote by the position's trailing stop-loss (triggerPrice: its level then). */
  | 'TRAILING_STOP';

/** The login password and the new transaction (pay) password twice. */
export type SetPayPasswordInput = {
  /** The new pay password again; must equal it. */
  confirmPassword: Scalars['String']['input'];
  /** The login password, proving it is the account holder. */
  loginPassword: Scalars['String']['input'];
  /** The new pay password, at least 6 characters. */
  newPassword: Scalars['String']['input'];
};

/** Signing the W-8BEN: a declaration by a non-US person of their country of tax residence. */
export type SignTaxFormInput = {
  /** Must be true: the signer read the declaration and certifies it is true. */
  confirm: Scalars['Boolean']['input'];
  /** Country of tax residence, ISO 3166 alpha-2 (not US). */
  country: Scalars['String']['input'];
  /** Full name, as on the passed real-name record. */
  fullName: Scalars['String']['input'];
  /** Whether the signer is a US citizen or resident (then the form cannot be signed). */
  usPerson: Scalars['Boolean']['input'];
};

/** One of the user’s signed-in sessions (a browser or device), as the sessions list shows it. */
export type SignedInSession = {
  __typename?: 'SignedInSession';
  /** The browser (Safari, Chrome, Firefox, Edge…); null when unknown. */
  browser?: Maybe<Scalars['String']['output']>;
  /** Whether this is the session asking. */
  current: Scalars['Boolean']['output'];
  /** When it ends unless used to sign out first. */
  expiresAt: Scalars['DateTime']['output'];
  /** The session’s id (endSession takes it). */
  id: Scalars['ID']['output'];
  /** The address it signed in from, partly masked (203.0.113.*). */
  ipMasked?: Maybe<Scalars['String']['output']>;
  /** Its last activity (to the minute). */
  lastSeenAt: Scalars['DateTime']['output'];
  /** When it signed in. */
  signedInAt: Scalars['DateTime']['output'];
  /** The system it runs on as its browser says (iPhone, Android, Windows, Mac…); null when unknown. */
  system?: Maybe<Scalars['String']['output']>;
  /** The browser’s own description of itself (its User-Agent), as it sent it. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** The dividend behind a statement line: gross, tax withheld and net. */
export type StatementDividend = {
  __typename?: 'StatementDividend';
  /** Dividend per share, in dividendCurrency. */
  amountPerShare: Scalars['Decimal']['output'];
  /** The company’s currency of the dividend. */
  dividendCurrency: Scalars['String']['output'];
  /** shares × amount per share in the line’s currency, rounded down to the cent. */
  gross: Scalars['Decimal']['output'];
  /** A long received gross − withholding; a short paid the gross. */
  net: Scalars['Decimal']['output'];
  /** Shares held when the ex-date began. */
  shares: Scalars['Int']['output'];
  /** Tax withheld, in the line’s currency. */
  withholding: Scalars['Decimal']['output'];
  /** Withholding rate applied (0 for a short), e.g. 0.19. */
  withholdingRate: Scalars['Decimal']['output'];
};

/** One journal entry as it touched the user's cash in one currency. */
export type StatementLine = {
  __typename?: 'StatementLine';
  /** When the entry was posted (ISO-8601 UTC). */
  at: Scalars['DateTime']['output'];
  /** Running balance: available right after this entry. */
  availableAfter: Scalars['Decimal']['output'];
  /** Change of available cash, a signed decimal string. */
  availableChange: Scalars['Decimal']['output'];
  /** ISO 4217 currency code of the cash. */
  currency: Scalars['String']['output'];
  /** A dividend line’s gross, withholding and net (null on other lines). */
  dividend?: Maybe<StatementDividend>;
  /** The journal entry. */
  entryId: Scalars['ID']['output'];
  /** Running balance: frozen right after this entry. */
  frozenAfter: Scalars['Decimal']['output'];
  /** Change of frozen (held) cash, a signed decimal string. */
  frozenChange: Scalars['Decimal']['output'];
  /** deposit, withdrawal_hold, withdrawal_paid, withdrawal_revoked, withdrawal_refused, fx_transfer, adjustment, … */
  kind: Scalars['String']['output'];
  /** What it concerns: the instrument of a trade (e.g. US:AAPL), the currency pair of a transfer. */
  label?: Maybe<Scalars['String']['output']>;
  /** Why: a code (UPPER_SNAKE_CASE: a ReviewReasonCode, FollowFailReason, BlockTradeFailReason, UNDER_FUNDED, INSUFFICIENT_FUNDS, NOTHING_OWED), a day (YYYY-MM-DD) of accrued interest or earnings, or ops' own note as typed (refusals, adjustments, cancelled offerings). */
  memo?: Maybe<Scalars['String']['output']>;
  /** Order number of what the entry is about: deposit (D…), withdrawal (W…), transfer (X…), order (O…), trade (T…), ops request (R…). */
  orderNo?: Maybe<Scalars['String']['output']>;
};

/** A page of the user's statement, newest first. */
export type StatementPage = {
  __typename?: 'StatementPage';
  /** The lines of this page, newest first. */
  items: Array<StatementLine>;
  /** Pass as `after` for the next (older) page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A fresh second-factor check of this session. */
export type StepUpResult = {
  __typename?: 'StepUpResult';
  /** The factor used: totp, recovery_code or passkey. */
  factor: Scalars['String']['output'];
  /** Until when the check counts for actions that ask for a fresh one. */
  until: Scalars['DateTime']['output'];
};

/** Every field and both images are required. */
export type SubmitRealNameInput = {
  /** Upload (purpose real_name) of the back of the ID document. */
  backUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** Upload (purpose real_name) of the front of the ID document. */
  frontUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** The name as written on the ID document. */
  idName?: InputMaybe<Scalars['String']['input']>;
  /** The ID document number (letters and digits). */
  idNumber?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code. */
  nationality?: InputMaybe<Scalars['String']['input']>;
  /** Contact phone, international (E.164) form. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Address of residence. */
  residence?: InputMaybe<Scalars['String']['input']>;
};

/** A subscription to an offering with the personal purchase code. */
export type SubscribeBlockTradeInput = {
  /** The personal purchase code issued in the app (required). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The offering. */
  offeringId: Scalars['ID']['input'];
  /** Tickets (one ticket = 100 shares), from one up to the per-person cap. */
  tickets: Scalars['Int']['input'];
};

/** Live streams over graphql-ws: quotes for anyone; account events and portfolio updates for the signed-in user. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Live changes to the user's balances and to the status of their records (deposits, withdrawals, orders, positions…). Pass the last `seq` seen to resume after a dropped connection; nothing is lost. */
  accountEvents: AccountEvent;
  /** Notices ops publish to everyone, as they become visible (published now, or at their scheduled time): the notification centre’s unread count and list are stale. */
  noticePublished: NoticePublished;
  /** The portfolio again whenever a quote of an open position ticks (at most once a second) or an order, position or balance changes. */
  portfolioUpdates: Portfolio;
  /** Ticks for exactly the symbols asked for (instruments, indices, gold); at most 200 symbols. */
  quotes: Quote;
};


/** Live streams over graphql-ws: quotes for anyone; account events and portfolio updates for the signed-in user. */
export type SubscriptionAccountEventsArgs = {
  afterSeq?: InputMaybe<Scalars['String']['input']>;
};


/** Live streams over graphql-ws: quotes for anyone; account events and portfolio updates for the signed-in user. */
export type SubscriptionQuotesArgs = {
  symbols: Array<Scalars['ID']['input']>;
};

/** Ops: someone a conversation can be assigned to. */
export type SupportAgent = {
  __typename?: 'SupportAgent';
  /** The ops user. */
  id: Scalars['ID']['output'];
  /** Their phone number. */
  label: Scalars['String']['output'];
};

/** An image attached to a message, through a five-minute link for the viewer alone. */
export type SupportAttachment = {
  __typename?: 'SupportAttachment';
  /** The upload id. */
  id: Scalars['ID']['output'];
  /** A signed link that opens the image for the signed-in viewer (expires after five minutes). */
  url: Scalars['String']['output'];
};

/** Who wrote a message. */
export type SupportAuthor =
  /** Vela staff (shown with the verified badge). */
  | 'OPS'
  /** The user. */
  | 'USER';

/** Ops: a reply ops keep ready, in five languages. */
export type SupportCannedReply = {
  __typename?: 'SupportCannedReply';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** The text in each language (English always). */
  texts: LocalisedTextValues;
  /** A short name for ops. */
  title: Scalars['String']['output'];
  /** Last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Ops: a canned reply (new without id, else a change). */
export type SupportCannedReplyInput = {
  /** English text (required). */
  en: Scalars['String']['input'];
  /** Spanish. */
  es?: InputMaybe<Scalars['String']['input']>;
  /** French. */
  fr?: InputMaybe<Scalars['String']['input']>;
  /** The reply to change; absent for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A short name for ops (1–140 characters). */
  title: Scalars['String']['input'];
  /** Simplified Chinese. */
  zhHans?: InputMaybe<Scalars['String']['input']>;
  /** Traditional Chinese. */
  zhHant?: InputMaybe<Scalars['String']['input']>;
};

/** A support conversation as its user sees it. */
export type SupportConversation = {
  __typename?: 'SupportConversation';
  /** When it was closed (null unless closed). */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its number (H…), to quote. */
  conversationNo: Scalars['String']['output'];
  /** When it was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** The refused action it began from, when it did. */
  error?: Maybe<SupportErrorContext>;
  /** The conversation id. */
  id: Scalars['ID']['output'];
  /** When the last message was sent. */
  lastMessageAt: Scalars['DateTime']['output'];
  /** The first line of the last message (at most 120 characters). */
  preview: Scalars['String']['output'];
  /** A closed conversation can be reopened until then (30 days after closing). */
  reopenableUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: SupportStatus;
  /** What it is about. */
  topic: SupportTopic;
  /** Messages from Vela the user has not read. */
  unreadCount: Scalars['Int']['output'];
};

/** A conversation with its messages, oldest first. */
export type SupportConversationDetail = {
  __typename?: 'SupportConversationDetail';
  /** The conversation. */
  conversation: SupportConversation;
  /** Its messages, oldest first. */
  messages: Array<SupportMessage>;
};

/** A page of SupportConversation items, newest first. */
export type SupportConversationPage = {
  __typename?: 'SupportConversationPage';
  /** The items of this page, in the order of the list. */
  items: Array<SupportConversation>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** The refused action a conversation began from, as the user saw it. */
export type SupportErrorContext = {
  __typename?: 'SupportErrorContext';
  /** The error code (e.g. FORBIDDEN). */
  code: Scalars['String']['output'];
  /** The request id the server gave the failed request (errors’ extensions.requestId). */
  requestId?: Maybe<Scalars['String']['output']>;
  /** The app route the error was shown on. */
  screen?: Maybe<Scalars['String']['output']>;
};

/** The refused action to attach (from the error the user saw). */
export type SupportErrorInput = {
  /** The error code, e.g. FORBIDDEN. */
  code: Scalars['String']['input'];
  /** The request id from the error’s extensions. */
  requestId?: InputMaybe<Scalars['String']['input']>;
  /** The app route it was shown on. */
  screen?: InputMaybe<Scalars['String']['input']>;
};

/** One message of a support conversation (internal notes are never messages). */
export type SupportMessage = {
  __typename?: 'SupportMessage';
  /** Up to three images. */
  attachments: Array<SupportAttachment>;
  /** The user or Vela staff. */
  author: SupportAuthor;
  /** The text as written (Markdown subset). */
  body: Scalars['String']['output'];
  /** The text rendered and sanitised on the server (safe to insert as HTML). */
  bodyHtml: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The message id. */
  id: Scalars['ID']['output'];
  /** True on Vela staff’s messages: the app shows them with the verified badge. */
  verified: Scalars['Boolean']['output'];
};

/** Ops: an internal note on a conversation; never shown to the user. */
export type SupportNote = {
  __typename?: 'SupportNote';
  /** The ops user who wrote it (phone number). */
  authorLabel: Scalars['String']['output'];
  /** The note as written (plain text). */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The note id. */
  id: Scalars['ID']['output'];
};

/** Ops: one of the user’s items waiting for review. */
export type SupportOpenReview = {
  __typename?: 'SupportOpenReview';
  /** Its amount, a decimal string. */
  amount?: Maybe<Scalars['String']['output']>;
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The amount’s currency. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The item id. */
  id: Scalars['ID']['output'];
  /** The review kind (deposit, withdrawal, real_name…). */
  kind: Scalars['String']['output'];
  /** Its order number. */
  orderNo?: Maybe<Scalars['String']['output']>;
  /** Its status. */
  status: Scalars['String']['output'];
  /** A one-line summary. */
  summary: Scalars['String']['output'];
};

/** Where a conversation stands. */
export type SupportStatus =
  /** Vela answered. */
  | 'ANSWERED'
  /** Closed by the user or Vela; the user may reopen it within 30 days. */
  | 'CLOSED'
  /** The user wrote last: Vela has yet to answer. */
  | 'OPEN'
  /** Vela asked the user for something ("waiting for you"). */
  | 'WAITING_USER';

/** What a support conversation is about. */
export type SupportTopic =
  /** The account and its settings. */
  | 'ACCOUNT'
  /** Deposits and withdrawals. */
  | 'FUNDING'
  /** Loans and term funds. */
  | 'LOANS_FUNDS'
  /** IPOs and block trades. */
  | 'OFFERINGS'
  /** Anything else. */
  | 'OTHER'
  /** Identity verification. */
  | 'REAL_NAME'
  /** Passwords, second factors, devices. */
  | 'SECURITY'
  /** Orders, positions and the strategy. */
  | 'TRADING';

/** Ops: the user beside a conversation (each read is audited as support.context.viewed). */
export type SupportUserContext = {
  __typename?: 'SupportUserContext';
  /** Cash per currency. */
  balances: Array<Balance>;
  /** Items waiting for review, newest first. */
  openReviews: Array<SupportOpenReview>;
  /** The phone number. */
  phone: Scalars['String']['output'];
  /** Real-name status: none, pending, passed or failed. */
  realNameStatus: Scalars['String']['output'];
  /** The five most recent orders (pending and past). */
  recentOrders: Array<Order>;
  /** The user. */
  userId: Scalars['ID']['output'];
  /** True when VIP. */
  vip: Scalars['Boolean']['output'];
};

/** The W-8BEN treaty declaration on file: US dividends are withheld at the treaty rate while it is valid. */
export type TaxForm = {
  __typename?: 'TaxForm';
  /** Country of tax residence (ISO 3166 alpha-2). */
  country: Scalars['String']['output'];
  /** w8ben. */
  form: Scalars['String']['output'];
  /** The name signed, as on the passed real-name record. */
  fullName: Scalars['String']['output'];
  /** The declaration. */
  id: Scalars['ID']['output'];
  /** When it was signed. */
  signedAt: Scalars['DateTime']['output'];
  /** Valid to the end of this day (YYYY-MM-DD): the end of the third year after signing. */
  validUntil: Scalars['String']['output'];
};

/** How long a waiting order stays on the book. */
export type TimeInForce =
  /** Until that market's close today (or the next session's close when placed while closed); then cancelled, reason EXPIRED_DAY. */
  | 'DAY'
  /** Good till cancelled: until the close of the last trading day of the next calendar quarter (expiresAt, stated before confirm); then cancelled, reason EXPIRED_GTC. */
  | 'GTC';

/** A new authenticator-app secret, pending until a first code from the app confirms it. */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The shared secret in base32, for typing into an app that cannot scan. */
  secret: Scalars['String']['output'];
  /** The otpauth:// URI to show as a QR code. */
  uri: Scalars['String']['output'];
};

/** One complete 12-month period of a track record. */
export type TrackRecordPeriod = {
  __typename?: 'TrackRecordPeriod';
  /** First day (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** Net return over the period (0.05 = 5 %), after every charge. */
  netReturn: Scalars['Decimal']['output'];
  /** Last day (YYYY-MM-DD). */
  to: Scalars['String']['output'];
};

/** LONG (buy long) profits when the price rises, SHORT when it falls. */
export type TradeDirection =
  /** Buy long: profits when the price rises. */
  | 'LONG'
  /** Sell short: profits when the price falls. */
  | 'SHORT';

/** Executes a transfer quote the signed-in user received from fxQuote. */
export type TransferFundsInput = {
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The id of the quote the user confirmed (fxQuote, signed in). It executes at the quote's rate, or at the live rate when that is worse for the user; QUOTE_EXPIRED after its expiry, RATE_CHANGED when the live rate fell beyond FX_RATE_TOLERANCE_BPS below it. */
  quoteId: Scalars['ID']['input'];
};

/** Ops: a new version of a client app’s trusted documents. */
export type UploadClientAppManifestInput = {
  /** The app. */
  appId: Scalars['ID']['input'];
  /** The manifest as JSON text: an object of SHA-256 hex hash to GraphQL document (what codegen’s persisted documents write). */
  manifest: Scalars['String']['input'];
};

/** A person with a Vela account. */
export type User = {
  __typename?: 'User';
  /** Ops only: the user's cash per currency. */
  balances: Array<Balance>;
  /** When the account was registered (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Whether a transaction (pay) password has been set. */
  hasPayPassword: Scalars['Boolean']['output'];
  /** The user id (UUID). */
  id: Scalars['ID']['output'];
  /** Personal invite code others register with. */
  inviteCode: Scalars['String']['output'];
  /** Phone number in E.164 form, the sign-in account. */
  phone: Scalars['String']['output'];
  /** Ops only: the user's latest real-name submission. */
  realName?: Maybe<RealNameSubmission>;
  /** USER for investors, OPS for the back office. */
  role: Role;
};

/** A document of the user’s: a statement, a confirmation, a tax report or an export. */
export type UserDocument = {
  __typename?: 'UserDocument';
  /** The file’s type (application/pdf or text/csv), once ready. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** An export’s data: statement, orders, positions or closed_positions. */
  dataset?: Maybe<Scalars['String']['output']>;
  /** Its number (D…), shown to the user and in the audit of its downloads. */
  documentNo: Scalars['String']['output'];
  /** Why it could not be made (an error code), when it failed. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** The file’s name, once ready. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** A tax report’s format: pdf or csv. */
  format?: Maybe<Scalars['String']['output']>;
  /** An export’s first day (YYYY-MM-DD, UTC). */
  from?: Maybe<Scalars['String']['output']>;
  /** The document’s id. */
  id: Scalars['ID']['output'];
  /** What it is. */
  kind: DocumentKind;
  /** The language it is written in (en, es, fr, zh-Hans, zh-Hant). */
  language: Scalars['String']['output'];
  /** A confirmation’s fill: open or close. */
  leg?: Maybe<Scalars['String']['output']>;
  /** A statement’s month (YYYY-MM). */
  month?: Maybe<Scalars['String']['output']>;
  /** A confirmation’s position. */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** How far its making is, 0–100. */
  progress: Scalars['Int']['output'];
  /** When it was ready. */
  readyAt?: Maybe<Scalars['DateTime']['output']>;
  /** Made because the user asked (false: made by the monthly schedule). */
  requestedByUser: Scalars['Boolean']['output'];
  /** The file’s size in bytes, once ready. */
  size?: Maybe<Scalars['Int']['output']>;
  /** Where its making stands. */
  status: DocumentStatus;
  /** An export’s last day (YYYY-MM-DD, UTC), included. */
  to?: Maybe<Scalars['String']['output']>;
  /** A tax report’s year. */
  year?: Maybe<Scalars['Int']['output']>;
};

/** A page of UserDocument items, newest first. */
export type UserDocumentPage = {
  __typename?: 'UserDocumentPage';
  /** The items of this page, in the order of the list. */
  items: Array<UserDocument>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** One automatic check of the criteria. */
export type VipCheck = {
  __typename?: 'VipCheck';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** What it decided. */
  result: VipCheckResult;
  /** Total assets measured, in EUR. */
  totalAssets: Scalars['Decimal']['output'];
  /** Value traded in the 30 days before, in EUR. */
  traded30d: Scalars['Decimal']['output'];
  /** Criteria not met (a refusal or a lapse names them). */
  unmet: Array<VipCriterion>;
};

/** What a check decided: granted or refused (an application), kept or lapsed (the monthly re-check). */
export type VipCheckResult =
  /** The user became VIP. */
  | 'GRANTED'
  /** The monthly re-check found a criterion still met. */
  | 'KEPT'
  /** The monthly re-check found no criterion met: VIP ended. */
  | 'LAPSED'
  /** No criterion met; unmet names them. */
  | 'REFUSED';

/** A published VIP criterion (either one is enough). */
export type VipCriterion =
  /** Total assets of at least €25,000. */
  | 'TOTAL_ASSETS'
  /** At least €250,000 traded in the last 30 days. */
  | 'TRADED_30D';

/** The user’s VIP status. */
export type VipStatus = {
  __typename?: 'VipStatus';
  /** VIP now. */
  isVip: Scalars['Boolean']['output'];
  /** The latest check (application or monthly re-check). */
  lastCheck?: Maybe<VipCheck>;
  /** VIP since. */
  since?: Maybe<Scalars['DateTime']['output']>;
  /** The published criteria and benefits. */
  terms: VipTerms;
};

/** The published criteria and benefits of VIP. */
export type VipTerms = {
  __typename?: 'VipTerms';
  /** Commission discount (0.25 = a quarter off). */
  commissionDiscount: Scalars['Decimal']['output'];
  /** Loan tier cap for VIP, EUR. */
  loanCapEur: Scalars['Decimal']['output'];
  /** Standard loan tier cap, EUR. */
  standardLoanCapEur: Scalars['Decimal']['output'];
  /** Total assets criterion, EUR. */
  totalAssetsEur: Scalars['Decimal']['output'];
  /** 30-day traded value criterion, EUR. */
  traded30dEur: Scalars['Decimal']['output'];
};

/** A withdrawal request. The fee is deducted from the amount; the amount is frozen until review. */
export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** Taken from the balance. */
  amount: Scalars['Decimal']['output'];
  /** When the user requested it (ISO-8601 UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 currency code of the balance it is taken from. */
  currency: Scalars['String']['output'];
  /** Where the money goes, as it was when requested (bank and masked IBAN, or chain and address). */
  destination: Scalars['String']['output'];
  /** Withdrawal fee, part of the amount. */
  fee: Scalars['Decimal']['output'];
  /** The withdrawal id. */
  id: Scalars['ID']['output'];
  /** Bank transfer or crypto. */
  method: WithdrawalMethod;
  /** Order number shown in records (W…). */
  orderNo: Scalars['String']['output'];
  /** Ops' note on a failed review (beside the reason code). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Why review failed: a ReviewReasonCode the client shows in the reader’s language. */
  reasonCode?: Maybe<Scalars['String']['output']>;
  /** What arrives: amount − fee. */
  received: Scalars['Decimal']['output'];
  /** When ops decided it or the user revoked it (ISO-8601 UTC); null while pending. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the review stands. */
  status: WithdrawalStatus;
  /** Ops only: who asked. */
  user?: Maybe<User>;
};

/** Where a withdrawal is paid: a bank account or a crypto address. */
export type WithdrawalMethod =
  /** To one of the user's bank cards (EUR or USD). */
  | 'BANK'
  /** To one of the user's crypto addresses (USD, paid 1:1 in USDT). */
  | 'CRYPTO';

/** A page of withdrawals, newest first. */
export type WithdrawalPage = {
  __typename?: 'WithdrawalPage';
  /** The withdrawals of this page. */
  items: Array<Withdrawal>;
  /** Pass as `after` for the next page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What a withdrawal would cost, shown before the user confirms. */
export type WithdrawalPreview = {
  __typename?: 'WithdrawalPreview';
  /** The amount asked for, a decimal string. */
  amount: Scalars['Decimal']['output'];
  /** Deducted from the amount. */
  fee: Scalars['Decimal']['output'];
  /** The method's minimum amount, a decimal string. */
  minimum: Scalars['Decimal']['output'];
  /** What arrives. */
  received: Scalars['Decimal']['output'];
};

/** A withdrawal to price: method, currency and amount. */
export type WithdrawalPreviewInput = {
  /** Taken from the balance, fee included; at most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** EUR or USD for bank; USD for crypto (paid 1:1 in USDT). */
  currency: Scalars['String']['input'];
  /** Bank transfer or crypto. */
  method: WithdrawalMethod;
};

/** Minimums and fees of each withdrawal method, from configuration. */
export type WithdrawalSettings = {
  __typename?: 'WithdrawalSettings';
  /** Currencies a bank withdrawal can be made in. */
  bankCurrencies: Array<Scalars['String']['output']>;
  /** Bank fee as a fraction of the amount (0.005 = 0.5%). */
  bankFeeRate: Scalars['Decimal']['output'];
  /** Smallest bank withdrawal, a decimal string in the currency withdrawn. */
  bankMinimum: Scalars['Decimal']['output'];
  /** Smallest bank fee, whatever the amount, a decimal string. */
  bankMinimumFee: Scalars['Decimal']['output'];
  /** Currencies a crypto withdrawal can be made in (USD, paid 1:1 in USDT). */
  cryptoCurrencies: Array<Scalars['String']['output']>;
  /** Fixed fee of a crypto withdrawal (USD). */
  cryptoFee: Scalars['Decimal']['output'];
  /** Smallest crypto withdrawal (USD), a decimal string. */
  cryptoMinimum: Scalars['Decimal']['output'];
};

/** Pending review (amount frozen) → review passed (paid out) | review failed (released, reason shown) | revoked by the user. */
export type WithdrawalStatus =
  /** Review failed; the amount was released back to available cash. */
  | 'FAILED'
  /** Review passed; the amount was paid out. */
  | 'PASSED'
  /** Waiting for review; the amount is frozen. */
  | 'PENDING'
  /** Taken back by the user before review; the amount was released. */
  | 'REVOKED';

/** A published withholding-tax rate on dividends (for the tax residence `residence`), with its source. */
export type WithholdingRate = {
  __typename?: 'WithholdingRate';
  /** treaty_form: with the W-8BEN on file; no_treaty_form: without it; null: the rate does not depend on it. */
  condition?: Maybe<Scalars['String']['output']>;
  /** In force from this date (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** The paying company’s market (ES, US, TW). */
  market: Scalars['String']['output'];
  /** The rate, a decimal string (0.19 is 19 %). */
  rate: Scalars['String']['output'];
  /** The tax residence the table is for (ISO country, e.g. ES). */
  residence: Scalars['String']['output'];
  /** Where the rate is published. */
  source: Scalars['String']['output'];
};

export type Mine_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type Mine_LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type Mine_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Mine_MeQuery = { __typename: 'Query', me?: { __typename: 'User', id: string, phone: string, inviteCode: string } | null };

export type ApiTokens_ListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokens_ListQuery = { __typename: 'Query', myApiTokens: Array<{ __typename: 'ApiTokenInfo', id: string, name: string, prefix: string, scopes: Array<ApiScope>, status: ApiTokenStatus, createdAt: string, expiresAt: string, lastUsedAt?: string | null, revokedAt?: string | null, app?: { __typename: 'ClientAppInfo', id: string, name: string } | null }>, apiClientApps: Array<{ __typename: 'ClientAppInfo', id: string, name: string, owner: string, allowedScopes: Array<ApiScope> }> };

export type ApiTokens_CreateMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ApiTokens_CreateMutation = { __typename: 'Mutation', createApiToken: { __typename: 'CreatedApiToken', token: string, apiToken: { __typename: 'ApiTokenInfo', id: string, name: string } } };

export type ApiTokens_RevokeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApiTokens_RevokeMutation = { __typename: 'Mutation', revokeApiToken: { __typename: 'ApiTokenInfo', id: string, status: ApiTokenStatus, revokedAt?: string | null } };

export type ChangeLoginPassword_ChangeMutationVariables = Exact<{
  input: ChangeLoginPasswordInput;
}>;


export type ChangeLoginPassword_ChangeMutation = { __typename: 'Mutation', changeLoginPassword: boolean };

export type ChangePayPassword_SetMutationVariables = Exact<{
  input: SetPayPasswordInput;
}>;


export type ChangePayPassword_SetMutation = { __typename: 'Mutation', setPayPassword: boolean };

export type ChangePayPassword_ChangeMutationVariables = Exact<{
  input: ChangePayPasswordInput;
}>;


export type ChangePayPassword_ChangeMutation = { __typename: 'Mutation', changePayPassword: boolean };

export type Login_SignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type Login_SignInMutation = { __typename: 'Mutation', login: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UseSession_UserFragment': UseSession_UserFragment } }
  ) };

export type Register_CreateAccountMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type Register_CreateAccountMutation = { __typename: 'Mutation', register: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UseSession_UserFragment': UseSession_UserFragment } }
  ) };

export type SignIn_CompleteMutationVariables = Exact<{
  ticket: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type SignIn_CompleteMutation = { __typename: 'Mutation', completeSignIn: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UseSession_UserFragment': UseSession_UserFragment } }
  ) };

export type SignIn_StartPasskeyMutationVariables = Exact<{
  ticket?: InputMaybe<Scalars['String']['input']>;
}>;


export type SignIn_StartPasskeyMutation = { __typename: 'Mutation', startPasskeySignIn: { __typename: 'PasskeyChallenge', challengeId: string, options: string } };

export type SignIn_FinishPasskeyMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
}>;


export type SignIn_FinishPasskeyMutation = { __typename: 'Mutation', finishPasskeySignIn: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UseSession_UserFragment': UseSession_UserFragment } }
  ) };

export type SignIn_RequestRecoveryMutationVariables = Exact<{
  ticket: Scalars['String']['input'];
  idName: Scalars['String']['input'];
  idNumber: Scalars['String']['input'];
}>;


export type SignIn_RequestRecoveryMutation = { __typename: 'Mutation', requestSecondFactorRecovery: { __typename: 'SecondFactorRecoveryRequest', requestNo: string, status: string } };

export type UseSession_UserFragment = { __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, hasPayPassword: boolean, createdAt: string } & { ' $fragmentName'?: 'UseSession_UserFragment' };

export type Session_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Session_MeQuery = { __typename: 'Query', me?: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'UseSession_UserFragment': UseSession_UserFragment } }
  ) | null };

export type BlockTradeNotices_MineQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BlockTradeNotices_MineQuery = { __typename: 'Query', myBlockTradeNotices: { __typename: 'BlockTradeNoticePage', nextCursor?: string | null, items: Array<{ __typename: 'BlockTradeNotice', id: string, kind: BlockTradeNoticeKind, at: string, closesAt: string, code: string, usedAt?: string | null, lang: string, title: string, text: string, offeringId: string, symbol: string, stockNameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } }> } };

export type BlockTradeRecordCard_SubscriptionFragment = { __typename: 'BlockTradeSubscription', id: string, orderNo: string, status: BlockTradeSubscriptionStatus, reason?: BlockTradeFailReason | null, symbol: string, currentPrice?: string | null, hedgePrice: string, feeRate: string, fee: string, feePaid: string, price: string, tickets: number, shares: number, wonTickets: number, wonShares: number, amount: string, heldAmount: string, transactionAmount: string, rank?: number | null, positionId?: string | null, createdAt: string, decidedAt?: string | null, stockNameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, offering: { __typename: 'BlockTradeOffering', id: string, status: BlockTradeOfferingStatus, currency: string, currentPriceSimulated: boolean }, cancelReasonText?: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } | null } & { ' $fragmentName'?: 'BlockTradeRecordCard_SubscriptionFragment' };

export type BlockTradeSubscribe_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type BlockTradeSubscribe_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string }> };

export type BlockTradeList_OfferingsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type BlockTradeList_OfferingsQuery = { __typename: 'Query', blockTradeOfferings: { __typename: 'BlockTradeOfferingPage', nextCursor?: string | null, items: Array<{ __typename: 'BlockTradeOffering', id: string, symbol: string, name: string, currency: string, currentPrice?: string | null, currentPriceSimulated: boolean, subscriptionPrice: string, hedgePrice: string, feeRate: string, minAmount: string, ticketShares: number, ticketsAvailable: number, ticketsSubscribed: number, maxTicketsPerUser: number, opensAt: string, closesAt: string, phase: BlockTradePhase, status: BlockTradeOfferingStatus, nameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } }> } };

export type BlockTradeSubscribe_OfferingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type BlockTradeSubscribe_OfferingQuery = { __typename: 'Query', blockTradeOffering: { __typename: 'BlockTradeOffering', id: string, symbol: string, name: string, currency: string, currentPrice?: string | null, currentPriceSimulated: boolean, subscriptionPrice: string, hedgePrice: string, feeRate: string, minAmount: string, ticketShares: number, ticketsAvailable: number, ticketsSubscribed: number, maxTicketsPerUser: number, opensAt: string, closesAt: string, codePolicy: BlockTradeCodePolicy, seedHash: string, status: BlockTradeOfferingStatus, phase: BlockTradePhase, cancelReason?: string | null, failReason?: BlockTradeFailReason | null, failedPrice?: string | null, failedQuoteAt?: string | null, closedAt?: string | null, nameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, cancelReasonText?: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } | null, myCode?: { __typename: 'BlockTradeCode', code: string, issuedAt: string, usedAt?: string | null } | null, mySubscription?: (
      { __typename: 'BlockTradeSubscription', id: string }
      & { ' $fragmentRefs'?: { 'BlockTradeRecordCard_SubscriptionFragment': BlockTradeRecordCard_SubscriptionFragment } }
    ) | null } };

export type BlockTradeDraw_DrawQueryVariables = Exact<{
  offeringId: Scalars['ID']['input'];
}>;


export type BlockTradeDraw_DrawQuery = { __typename: 'Query', blockTradeDraw: { __typename: 'BlockTradeDraw', offeringId: string, seedHash: string, seed?: string | null, closedAt?: string | null, entries: number, oversubscribed?: boolean | null, ticketsAvailable: number, ticketsSubscribed: number, ticketsAllocated?: number | null, cutoffRound?: number | null, cutoffRank?: number | null, myRank?: number | null } };

export type BlockTradeSubscribe_CodeMutationVariables = Exact<{
  offeringId: Scalars['ID']['input'];
}>;


export type BlockTradeSubscribe_CodeMutation = { __typename: 'Mutation', myBlockTradeCode: { __typename: 'BlockTradeCode', code: string, issuedAt: string, usedAt?: string | null } };

export type BlockTradeSubscribe_SubscribeMutationVariables = Exact<{
  input: SubscribeBlockTradeInput;
}>;


export type BlockTradeSubscribe_SubscribeMutation = { __typename: 'Mutation', subscribeBlockTrade: { __typename: 'BlockTradeSubscription', id: string, orderNo: string, status: BlockTradeSubscriptionStatus, tickets: number, heldAmount: string } };

export type BlockTradeRecords_SubscriptionsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type BlockTradeRecords_SubscriptionsQuery = { __typename: 'Query', myBlockTradeSubscriptions: { __typename: 'BlockTradeSubscriptionPage', nextCursor?: string | null, items: Array<(
      { __typename: 'BlockTradeSubscription', id: string }
      & { ' $fragmentRefs'?: { 'BlockTradeRecordCard_SubscriptionFragment': BlockTradeRecordCard_SubscriptionFragment } }
    )> } };

export type HelpArticle_ArticleQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type HelpArticle_ArticleQuery = { __typename: 'Query', helpArticle: { __typename: 'ContentEntry', id: string, slug?: string | null, lang: string, title: string, bodyHtml: string } };

export type HelpCentre_ArticlesQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HelpCentre_ArticlesQuery = { __typename: 'Query', helpArticles: { __typename: 'ContentEntryPage', nextCursor?: string | null, items: Array<{ __typename: 'ContentEntry', id: string, slug?: string | null, lang: string, title: string, summary: string }> } };

export type HomeContent_LoadQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
}>;


export type HomeContent_LoadQuery = { __typename: 'Query', pinnedNotices: Array<{ __typename: 'ContentEntry', id: string, title: string }>, banners: Array<{ __typename: 'ContentEntry', id: string, title: string, link?: string | null, imageUrl?: string | null }>, newsPage: { __typename: 'ContentEntryPage', nextCursor?: string | null, items: Array<{ __typename: 'ContentEntry', id: string, title: string, summary: string, publishedAt: string, pinned: boolean }> } };

export type NewsDetail_ArticleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type NewsDetail_ArticleQuery = { __typename: 'Query', newsItem: { __typename: 'ContentEntry', id: string, lang: string, title: string, bodyHtml: string, publishedAt: string } };

export type NewsList_PageQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NewsList_PageQuery = { __typename: 'Query', newsPage: { __typename: 'ContentEntryPage', nextCursor?: string | null, items: Array<{ __typename: 'ContentEntry', id: string, title: string, summary: string, publishedAt: string, pinned: boolean }> } };

export type NoticeList_PageQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NoticeList_PageQuery = { __typename: 'Query', notices: { __typename: 'ContentEntryPage', nextCursor?: string | null, items: Array<{ __typename: 'ContentEntry', id: string, lang: string, title: string, bodyHtml: string, publishedAt: string, pinned: boolean }> } };

export type DividendRow_PaymentFragment = { __typename: 'DividendPayment', id: string, symbol: string, tradeNo: string, direction: TradeDirection, status: DividendStatus, exDate: string, payDate?: string | null, shares: number, amountPerShare: string, dividendCurrency: string, currency: string, fxRate?: string | null, gross?: string | null, withholdingRate?: string | null, treatyForm?: boolean | null, withholding?: string | null, net?: string | null, fromMargin?: string | null, paidAt?: string | null, simulated: boolean } & { ' $fragmentName'?: 'DividendRow_PaymentFragment' };

export type DividendTotals_TotalFragment = { __typename: 'DividendTotal', currency: string, gross: string, withholding: string, net: string, count: number } & { ' $fragmentName'?: 'DividendTotals_TotalFragment' };

export type DividendsScreen_YearQueryVariables = Exact<{
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DividendsScreen_YearQuery = { __typename: 'Query', myDividends: { __typename: 'DividendYear', year: number, years: Array<number>, totals: Array<(
      { __typename: 'DividendTotal' }
      & { ' $fragmentRefs'?: { 'DividendTotals_TotalFragment': DividendTotals_TotalFragment } }
    )>, items: Array<(
      { __typename: 'DividendPayment', id: string, status: DividendStatus, direction: TradeDirection, simulated: boolean }
      & { ' $fragmentRefs'?: { 'DividendRow_PaymentFragment': DividendRow_PaymentFragment } }
    )> } };

export type PositionDividends_ActionsQueryVariables = Exact<{
  positionId: Scalars['ID']['input'];
}>;


export type PositionDividends_ActionsQuery = { __typename: 'Query', positionCorporateActions: { __typename: 'PositionCorporateActions', dividends: Array<(
      { __typename: 'DividendPayment', id: string, simulated: boolean }
      & { ' $fragmentRefs'?: { 'DividendRow_PaymentFragment': DividendRow_PaymentFragment } }
    )>, totals: Array<(
      { __typename: 'DividendTotal' }
      & { ' $fragmentRefs'?: { 'DividendTotals_TotalFragment': DividendTotals_TotalFragment } }
    )>, splits: Array<{ __typename: 'PositionSplit', id: string, exDate: string, label?: string | null, ratioFrom: string, ratioTo: string, sharesBefore: number, sharesAfter: number, entryPriceBefore: string, entryPriceAfter: string, fraction: string, closePrice?: string | null, closeDate?: string | null, cashInLieu: string, currency: string, at: string, simulated: boolean }> } };

export type TaxFormSection_SignMutationVariables = Exact<{
  input: SignTaxFormInput;
}>;


export type TaxFormSection_SignMutation = { __typename: 'Mutation', signTaxForm: { __typename: 'TaxForm', id: string, form: string, country: string, fullName: string, signedAt: string, validUntil: string } };

export type DividendsScreen_WithholdingQueryVariables = Exact<{ [key: string]: never; }>;


export type DividendsScreen_WithholdingQuery = { __typename: 'Query', taxForm?: { __typename: 'TaxForm', id: string, form: string, country: string, fullName: string, signedAt: string, validUntil: string } | null, withholdingRates: Array<{ __typename: 'WithholdingRate', market: string, from: string, rate: string, condition?: string | null, residence: string }> };

export type DocumentRow_DocumentFragment = { __typename: 'UserDocument', id: string, documentNo: string, kind: DocumentKind, status: DocumentStatus, progress: number, language: string, requestedByUser: boolean, month?: string | null, year?: number | null, format?: string | null, dataset?: string | null, from?: string | null, to?: string | null, positionId?: string | null, leg?: string | null, fileName?: string | null, size?: number | null, errorCode?: string | null, createdAt: string, readyAt?: string | null } & { ' $fragmentName'?: 'DocumentRow_DocumentFragment' };

export type DocumentsScreen_ListQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type DocumentsScreen_ListQuery = { __typename: 'Query', documents: { __typename: 'UserDocumentPage', nextCursor?: string | null, items: Array<(
      { __typename: 'UserDocument', id: string, status: DocumentStatus }
      & { ' $fragmentRefs'?: { 'DocumentRow_DocumentFragment': DocumentRow_DocumentFragment } }
    )> } };

export type Documents_RequestMutationVariables = Exact<{
  input: RequestDocumentInput;
}>;


export type Documents_RequestMutation = { __typename: 'Mutation', requestDocument: (
    { __typename: 'UserDocument', id: string, status: DocumentStatus, fileName?: string | null, errorCode?: string | null }
    & { ' $fragmentRefs'?: { 'DocumentRow_DocumentFragment': DocumentRow_DocumentFragment } }
  ) };

export type Documents_DownloadUrlMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Documents_DownloadUrlMutation = { __typename: 'Mutation', documentDownloadUrl: string };

export type FollowTrades_TradesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowTrades_TradesQuery = { __typename: 'Query', followTrades: { __typename: 'FollowTradePage', nextCursor?: string | null, items: Array<{ __typename: 'FollowTrade', id: string, symbol: string, stockName: string, settlementCurrency: string, buyPrice: string, fee: string, minQuantity: number, maxQuantity: number, opensAt: string, closesAt: string, phase: FollowTradePhase, marketPrice?: string | null, ask?: string | null, simulated: boolean, followers: number, institution: { __typename: 'FollowInstitution', id: string, name: string } }> } };

export type FollowTrades_QuotesSubscriptionVariables = Exact<{
  symbols: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type FollowTrades_QuotesSubscription = { __typename?: 'Subscription', quotes: { __typename: 'Quote', symbol: string, price: string, ask: string, simulated: boolean, at: string } };

export type FollowTrades_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowTrades_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string }> };

export type FollowTrades_PreviewQueryVariables = Exact<{
  tradeId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  tolerance: Scalars['Decimal']['input'];
}>;


export type FollowTrades_PreviewQuery = { __typename: 'Query', followPreview: { __typename: 'FollowPreview', ask: string, quoteAt: string, simulated: boolean, notional: string, fee: string, total: string, maxPrice: string, currency: string, available: string, sufficientFunds: boolean, charges: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, settlementAmount: string }> } };

export type FollowTrades_FollowMutationVariables = Exact<{
  input: FollowInput;
}>;


export type FollowTrades_FollowMutation = { __typename: 'Mutation', createFollow: { __typename: 'Follow', id: string, orderNo: string, status: FollowStatus } };

export type FollowRecords_MineQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowRecords_MineQuery = { __typename: 'Query', myFollows: { __typename: 'FollowPage', nextCursor?: string | null, items: Array<{ __typename: 'Follow', id: string, orderNo: string, symbol: string, currency: string, quantity: number, tolerance: string, askAtFollow: string, maxPrice: string, fee: string, heldAmount: string, status: FollowStatus, reason?: FollowFailReason | null, fillPrice?: string | null, fillQuoteAt?: string | null, positionId?: string | null, createdAt: string, decidedAt?: string | null, fillCharges: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, settlementAmount: string }>, trade: { __typename: 'FollowTrade', id: string, stockName: string, buyPrice: string, institution: { __typename: 'FollowInstitution', id: string, name: string } } }> } };

export type FollowInstitutions_ListQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowInstitutions_ListQuery = { __typename: 'Query', followInstitutions: { __typename: 'FollowInstitutionPage', nextCursor?: string | null, items: Array<{ __typename: 'FollowInstitution', id: string, name: string, descriptionText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, disclosuresText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } }> } };

export type FollowTrackRecord_RecordQueryVariables = Exact<{
  institutionId: Scalars['ID']['input'];
}>;


export type FollowTrackRecord_RecordQuery = { __typename: 'Query', followTrackRecord: { __typename: 'FollowTrackRecord', institutionId: string, inception?: string | null, asOf?: string | null, sinceInception: string, maxDrawdown: string, winRate?: string | null, wins: number, tradesCounted: number, netOfCharges: boolean, simulated: boolean, periods: Array<{ __typename: 'TrackRecordPeriod', from: string, to: string, netReturn: string }> } };

export type FundList_ProductsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type FundList_ProductsQuery = { __typename: 'Query', fundProducts: { __typename: 'FundProductPage', nextCursor?: string | null, items: Array<{ __typename: 'FundProduct', id: string, currency: string, periodDays: number, annualRate: string, dailyRate: string, minAmount: string, maxAmount: string, autoApproveUpTo: string, earlyFeeRate: string, status: FundProductStatus, nameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, underlyingText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, rateSourceText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, disclosureText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } }> } };

export type FundList_BuyMutationVariables = Exact<{
  input: BuyFundInput;
}>;


export type FundList_BuyMutation = { __typename: 'Mutation', buyFund: { __typename: 'FundHolding', id: string, orderNo: string, status: FundHoldingStatus } };

export type FundRecords_HoldingsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type FundRecords_HoldingsQuery = { __typename: 'Query', myFundHoldings: { __typename: 'FundHoldingPage', nextCursor?: string | null, items: Array<{ __typename: 'FundHolding', id: string, orderNo: string, currency: string, principal: string, periodDays: number, annualRate: string, dailyRate: string, dailyEarnings: string, earningDays: number, earnings: string, holdingAmount: string, expectedEarnings: string, earlyFeeRate: string, earlyFee?: string | null, status: FundHoldingStatus, reasonCode?: string | null, reason?: string | null, appliedAt: string, startsAt?: string | null, endsAt?: string | null, closedAt?: string | null, productNameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, accruals: Array<{ __typename: 'FundAccrual', day: string, amount: string }> }> } };

export type FundRecords_RedemptionPreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FundRecords_RedemptionPreviewQuery = { __typename: 'Query', fundRedemptionPreview: { __typename: 'FundRedemptionPreview', principal: string, earnings: string, fee: string, receive: string, earningsForgone: string } };

export type FundRecords_RedeemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type FundRecords_RedeemMutation = { __typename: 'Mutation', redeemFund: { __typename: 'FundHolding', id: string, status: FundHoldingStatus } };

export type IntradayRecordCard_ApplicationFragment = { __typename: 'IntradayApplication', id: string, orderNo: string, symbol: string, currency: string, amount: string, status: IntradayStatus, reasons: Array<IntradayRejectReason>, riskBand?: IntradayRiskBand | null, phase: IntradayPhase, holding: boolean, tradeDate: string, atr?: string | null, rangeHigh?: string | null, rangeLow?: string | null, realisedNet: string, netResult?: string | null, resultNow: string, chargesTotal: string, createdAt: string, decidedAt?: string | null, finishedAt?: string | null, trades: Array<{ __typename: 'IntradayTrade', id: string, seq: number, positionId: string, orderNo: string, tradeNo: string, shares: number, buyPrice: string, sellPrice?: string | null, stopPrice: string, targetPrice: string, buyCharges: string, sellCharges?: string | null, netProfit?: string | null, exitReason?: IntradayExitReason | null, simulated: boolean, openedAt: string, closedAt?: string | null }> } & { ' $fragmentName'?: 'IntradayRecordCard_ApplicationFragment' };

export type DayTrading_TermsQueryVariables = Exact<{ [key: string]: never; }>;


export type DayTrading_TermsQuery = { __typename: 'Query', intradayTerms: { __typename: 'IntradayTerms', rule: string, minAmount: string, maxAmount: string, maxExposure: string, maxActive: number, openingRangeMinutes: number, entryCutoffMinutes: number, maxEntriesPerDay: number, stopAtrMultiple: string, targetMultiple: string, dailyLossLimit: string, riskLow: string, riskMedium: string, riskHigh: string, flatLeadSeconds: number } };

export type IntradayRecords_ApplicationsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type IntradayRecords_ApplicationsQuery = { __typename: 'Query', myIntradayApplications: { __typename: 'IntradayApplicationPage', nextCursor?: string | null, items: Array<(
      { __typename: 'IntradayApplication', id: string }
      & { ' $fragmentRefs'?: { 'IntradayRecordCard_ApplicationFragment': IntradayRecordCard_ApplicationFragment } }
    )> } };

export type IntradayApply_ApplyMutationVariables = Exact<{
  input: ApplyIntradayInput;
}>;


export type IntradayApply_ApplyMutation = { __typename: 'Mutation', applyIntradayStrategy: (
    { __typename: 'IntradayApplication', id: string, status: IntradayStatus, reasons: Array<IntradayRejectReason> }
    & { ' $fragmentRefs'?: { 'IntradayRecordCard_ApplicationFragment': IntradayRecordCard_ApplicationFragment } }
  ) };

export type IntradayApply_InstrumentQueryVariables = Exact<{
  query: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type IntradayApply_InstrumentQuery = { __typename: 'Query', searchInstruments: Array<{ __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string }> };

export type IntradayApply_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type IntradayApply_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string }> };

export type IpoApply_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type IpoApply_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string }> };

export type IpoLottery_ApplicationsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type IpoLottery_ApplicationsQuery = { __typename: 'Query', myIpoApplications: { __typename: 'IpoApplicationPage', nextCursor?: string | null, items: Array<{ __typename: 'IpoApplication', id: string, orderNo: string, status: IpoApplicationStatus, lots: number, shares: number, price: string, fee: string, heldAmount: string, rank?: number | null, wonShares: number, amountPaid: string, amountToPay: string, positionId?: string | null, createdAt: string, decidedAt?: string | null, offering: { __typename: 'IpoOffering', id: string, symbol: string, name: string, currency: string, drawsAt: string, payBy: string, issuesAt: string, status: IpoOfferingStatus, cancelReason?: string | null, nameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, cancelReasonText?: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } | null } }> } };

export type IpoList_OfferingsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type IpoList_OfferingsQuery = { __typename: 'Query', ipoOfferings: { __typename: 'IpoOfferingPage', nextCursor?: string | null, items: Array<{ __typename: 'IpoOffering', id: string, symbol: string, name: string, currency: string, subscriptionPrice: string, marketPrice: string, marketPriceLive: boolean, marketPriceSimulated: boolean, spread: string, returnRate: string, opensAt: string, closesAt: string, drawsAt: string, phase: IpoPhase, status: IpoOfferingStatus, applications: number, nameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } }> } };

export type IpoDetail_OfferingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type IpoDetail_OfferingQuery = { __typename: 'Query', ipoOffering: { __typename: 'IpoOffering', id: string, symbol: string, name: string, currency: string, subscriptionPrice: string, referencePrice: string, marketPrice: string, marketPriceLive: boolean, marketPriceSimulated: boolean, spread: string, returnRate: string, underwritingShares: number, totalShares: string, lotSize: number, maxLots: number, processingFee: string, opensAt: string, closesAt: string, drawsAt: string, payBy: string, issuesAt: string, seedHash: string, status: IpoOfferingStatus, phase: IpoPhase, cancelReason?: string | null, drawnAt?: string | null, issuedAt?: string | null, applications: number, nameText: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean }, cancelReasonText?: { __typename: 'LocalisedText', text: string, lang: string, fallback: boolean } | null, myApplication?: { __typename: 'IpoApplication', id: string, orderNo: string, status: IpoApplicationStatus, lots: number, shares: number, price: string, fee: string, heldAmount: string, rank?: number | null, wonShares: number, amountPaid: string, amountToPay: string, positionId?: string | null, createdAt: string, decidedAt?: string | null } | null } };

export type IpoDetail_DrawQueryVariables = Exact<{
  offeringId: Scalars['ID']['input'];
}>;


export type IpoDetail_DrawQuery = { __typename: 'Query', ipoDraw: { __typename: 'IpoDraw', offeringId: string, seedHash: string, seed?: string | null, drawnAt?: string | null, entries: number, lotSize: number, lotsAvailable: number, lotsAllocated?: number | null, cutoffRound?: number | null, cutoffRank?: number | null, myRank?: number | null, excluded: Array<{ __typename: 'IpoDrawExclusion', id: string, reason: string }> } };

export type IpoApply_ApplyMutationVariables = Exact<{
  input: ApplyIpoInput;
}>;


export type IpoApply_ApplyMutation = { __typename: 'Mutation', applyIpo: { __typename: 'IpoApplication', id: string, orderNo: string, status: IpoApplicationStatus, shares: number, heldAmount: string } };

export type IpoApply_CancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type IpoApply_CancelMutation = { __typename: 'Mutation', cancelIpoApplication: { __typename: 'IpoApplication', id: string, status: IpoApplicationStatus } };

export type LiabilityProofs_SnapshotsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiabilityProofs_SnapshotsQuery = { __typename: 'Query', liabilitySnapshots: Array<{ __typename: 'LiabilitySnapshot', date: string, takenAt: string, roots: Array<{ __typename: 'LiabilityRoot', currency: string, rootHash: string, total: string, paddedSize: number }> }> };

export type ProofCheck_ProofQueryVariables = Exact<{
  date: Scalars['String']['input'];
  currency: Scalars['String']['input'];
}>;


export type ProofCheck_ProofQuery = { __typename: 'Query', myLiabilityProof: { __typename: 'LiabilityInclusionProof', amount: string, proofJson: string } };

export type LoanForm_LimitQueryVariables = Exact<{
  currency: Scalars['String']['input'];
}>;


export type LoanForm_LimitQuery = { __typename: 'Query', loanLimit: { __typename: 'LoanLimit', currency: string, vip: boolean, tierCap: string, collateralLimit: string, totalLimit: string, borrowed: string, pendingRepayment: string, pendingApplications: string, available: string, annualRate: string, benchmarkRate: string, benchmarkName: string, spread: string, dayBasis: number, haircut: string, maintenanceRatio: string, positions: Array<{ __typename: 'LoanCollateral', positionId: string, symbol: string, shares: number, price?: string | null, value: string, haircut: string, stale: boolean, simulated: boolean, pledged: boolean }> } };

export type LoanForm_IdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type LoanForm_IdentityQuery = { __typename: 'Query', myRealName?: { __typename: 'RealNameSubmission', id: string, status: RealNameStatus, idName: string, idNumberMasked: string, phone: string, residence: string } | null };

export type LoanProtocol_AgreementQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoanProtocol_AgreementQuery = { __typename: 'Query', loanAgreement: { __typename: 'LoanAgreement', version: string, language: string, text: string, hash: string } };

export type LoanProtocol_ApplyMutationVariables = Exact<{
  input: ApplyLoanInput;
}>;


export type LoanProtocol_ApplyMutation = { __typename: 'Mutation', applyLoan: { __typename: 'Loan', id: string, orderNo: string, status: LoanStatus } };

export type LoanRecords_LoansQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoanRecords_LoansQuery = { __typename: 'Query', myLoans: { __typename: 'LoanPage', nextCursor?: string | null, items: Array<{ __typename: 'Loan', id: string, orderNo: string, currency: string, amount: string, annualRate: string, dayBasis: number, dailyInterest: string, principal: string, interest: string, outstanding: string, status: LoanStatus, reasonCode?: string | null, reason?: string | null, agreementVersion: string, agreementHash: string, signedAt: string, marginCallAt?: string | null, cureBy?: string | null, liquidatedAt?: string | null, appliedAt: string, decidedAt?: string | null, repaidAt?: string | null, pledged: Array<string> }> } };

export type LoanRecords_RepaymentsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoanRecords_RepaymentsQuery = { __typename: 'Query', myLoanRepayments: { __typename: 'LoanRepaymentPage', nextCursor?: string | null, items: Array<{ __typename: 'LoanRepayment', id: string, orderNo: string, loanOrderNo: string, currency: string, amount: string, interestPaid?: string | null, principalPaid?: string | null, status: LoanStatus, reasonCode?: string | null, reason?: string | null, appliedAt: string, decidedAt?: string | null }> } };

export type LoanRecords_RepayMutationVariables = Exact<{
  input: RepayLoanInput;
}>;


export type LoanRecords_RepayMutation = { __typename: 'Mutation', repayLoan: { __typename: 'LoanRepayment', id: string, orderNo: string, status: LoanStatus } };

export type CorporateActions_CalendarQueryVariables = Exact<{
  symbol: Scalars['String']['input'];
}>;


export type CorporateActions_CalendarQuery = { __typename: 'Query', corporateActions: Array<{ __typename: 'CorporateAction', id: string, symbol: string, kind: CorporateActionKind, exDate: string, recordDate?: string | null, payDate?: string | null, amount?: string | null, currency?: string | null, ratioFrom?: string | null, ratioTo?: string | null, label?: string | null, source: string, simulated: boolean }> };

export type IndexCards_IndicesQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type IndexCards_IndicesQuery = { __typename: 'Query', indices: Array<{ __typename: 'MarketIndex', symbol: string, code: string, name: string, market: MarketCode, quote?: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
    ) | null }> };

export type MarketBoard_ListQueryVariables = Exact<{
  list: InstrumentList;
  market?: InputMaybe<MarketCode>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type MarketBoard_ListQuery = { __typename: 'Query', instruments: Array<(
    { __typename: 'Instrument', symbol: string, quote?: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
  )> };

export type MarketBoard_FxRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketBoard_FxRatesQuery = { __typename: 'Query', fxRates: Array<{ __typename: 'FxRate', pair: string, rate: string, at: string, simulated: boolean }> };

export type MarketBoard_StatusQueryVariables = Exact<{
  market: MarketCode;
}>;


export type MarketBoard_StatusQuery = { __typename: 'Query', marketStatus: { __typename: 'MarketStatus', market: MarketCode, open: boolean, timeZone: string, nextOpen?: string | null, nextClose?: string | null } };

export type RisingRanking_InstrumentsQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type RisingRanking_InstrumentsQuery = { __typename: 'Query', instruments: Array<(
    { __typename: 'Instrument', symbol: string, quote?: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
  )> };

export type Search_InstrumentsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Search_InstrumentsQuery = { __typename: 'Query', searchInstruments: Array<(
    { __typename: 'Instrument', symbol: string, quote?: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
  )> };

export type Search_HistoryQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Search_HistoryQuery = { __typename: 'Query', searchHistory: Array<{ __typename: 'SearchHistoryEntry', at: string, instrument: (
      { __typename: 'Instrument', symbol: string, quote?: (
        { __typename: 'Quote' }
        & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
      ) | null }
      & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
    ) }> };

export type Search_RecordMutationVariables = Exact<{
  symbol: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Search_RecordMutation = { __typename: 'Mutation', recordSearch: Array<{ __typename: 'SearchHistoryEntry', at: string, instrument: (
      { __typename: 'Instrument', symbol: string, quote?: (
        { __typename: 'Quote' }
        & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
      ) | null }
      & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
    ) }> };

export type Search_ClearHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type Search_ClearHistoryMutation = { __typename: 'Mutation', clearSearchHistory: boolean };

export type StockChart_BarsQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
  interval: BarInterval;
}>;


export type StockChart_BarsQuery = { __typename: 'Query', bars: Array<{ __typename: 'Bar', at: string, open: string, high: string, low: string, close: string, volume: string, unadjustedClose?: string | null }> };

export type StockDetail_InstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
  market: MarketCode;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type StockDetail_InstrumentQuery = { __typename: 'Query', instrument?: (
    { __typename: 'Instrument', symbol: string, lotSize: number, watched: boolean, followers: number, quote?: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
  ) | null, marketStatus: { __typename: 'MarketStatus', market: MarketCode, open: boolean, timeZone: string } };

export type WatchButton_AddMutationVariables = Exact<{
  symbol: Scalars['ID']['input'];
}>;


export type WatchButton_AddMutation = { __typename: 'Mutation', addToWatchlist: { __typename: 'Instrument', symbol: string, watched: boolean, followers: number } };

export type WatchButton_RemoveMutationVariables = Exact<{
  symbol: Scalars['ID']['input'];
}>;


export type WatchButton_RemoveMutation = { __typename: 'Mutation', removeFromWatchlist: { __typename: 'Instrument', symbol: string, watched: boolean, followers: number } };

export type Watchlist_InstrumentsQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Watchlist_InstrumentsQuery = { __typename: 'Query', watchlist: Array<(
    { __typename: 'Instrument', symbol: string, watched: boolean, quote?: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'InstrumentRowFragment': InstrumentRowFragment } }
  )> };

export type QuoteFieldsFragment = { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } & { ' $fragmentName'?: 'QuoteFieldsFragment' };

export type InstrumentRowFragment = { __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string } & { ' $fragmentName'?: 'InstrumentRowFragment' };

export type LiveQuotes_QuotesSubscriptionVariables = Exact<{
  symbols: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type LiveQuotes_QuotesSubscription = { __typename?: 'Subscription', quotes: (
    { __typename: 'Quote' }
    & { ' $fragmentRefs'?: { 'QuoteFieldsFragment': QuoteFieldsFragment } }
  ) };

export type ListQueryVariables = Exact<{ [key: string]: never; }>;


export type ListQuery = { __typename: 'Query', instruments: Array<{ __typename: 'Instrument', symbol: string, name: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, at: string } | null }> };

export type BalanceCard_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type BalanceCard_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string, frozen: string, total: string, depositTotal: string }> };

export type BankCardList_CardsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankCardList_CardsQuery = { __typename: 'Query', bankCards: Array<(
    { __typename: 'BankCard', id: string }
    & { ' $fragmentRefs'?: { 'BankCardItem_CardFragment': BankCardItem_CardFragment } }
  )> };

export type BankCardList_DeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BankCardList_DeleteMutation = { __typename: 'Mutation', deleteBankCard: boolean };

export type BankCardForm_AddMutationVariables = Exact<{
  input: AddBankCardInput;
}>;


export type BankCardForm_AddMutation = { __typename: 'Mutation', addBankCard: (
    { __typename: 'BankCard', id: string }
    & { ' $fragmentRefs'?: { 'BankCardItem_CardFragment': BankCardItem_CardFragment } }
  ) };

export type BankCardItem_CardFragment = { __typename: 'BankCard', id: string, holderName: string, bankName: string, cardNumber: string, bankAddress: string, iban: string, createdAt: string } & { ' $fragmentName'?: 'BankCardItem_CardFragment' };

export type CryptoAddressList_AddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CryptoAddressList_AddressesQuery = { __typename: 'Query', cryptoAddresses: Array<{ __typename: 'CryptoAddress', id: string, chain: CryptoChain, address: string, createdAt: string }> };

export type CryptoAddressList_DeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CryptoAddressList_DeleteMutation = { __typename: 'Mutation', deleteCryptoAddress: boolean };

export type BindAddressForm_AddMutationVariables = Exact<{
  input: AddCryptoAddressInput;
}>;


export type BindAddressForm_AddMutation = { __typename: 'Mutation', addCryptoAddress: { __typename: 'CryptoAddress', id: string, chain: CryptoChain, address: string, createdAt: string } };

export type DepositScreen_InstructionsQueryVariables = Exact<{
  currency: Scalars['String']['input'];
}>;


export type DepositScreen_InstructionsQuery = { __typename: 'Query', depositInstructions: { __typename: 'DepositInstructions', currency: string, bankName: string, accountHolder: string, iban: string, bic: string, reference: string } };

export type DepositScreen_FileDepositMutationVariables = Exact<{
  input: FileDepositInput;
}>;


export type DepositScreen_FileDepositMutation = { __typename: 'Mutation', fileDeposit: { __typename: 'Deposit', id: string, orderNo: string, amount: string, currency: string, status: DepositStatus, createdAt: string, note?: string | null, reason?: string | null } };

export type ExchangeScreen_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeScreen_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string }> };

export type QuoteSummary_QuoteFragment = { __typename: 'FxQuote', from: string, to: string, midRate: string, rate: string, spreadBps: number, spreadAmount: string, received: string, minimumReceived: string, origin: FxRateOrigin, simulated: boolean, asOf: string } & { ' $fragmentName'?: 'QuoteSummary_QuoteFragment' };

export type ExchangeScreen_QuoteQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  amount: Scalars['Decimal']['input'];
}>;


export type ExchangeScreen_QuoteQuery = { __typename: 'Query', fxQuote: (
    { __typename: 'FxQuote', id?: string | null, expiresAt?: string | null, from: string, amount: string }
    & { ' $fragmentRefs'?: { 'QuoteSummary_QuoteFragment': QuoteSummary_QuoteFragment } }
  ) };

export type ExchangeScreen_TransferMutationVariables = Exact<{
  input: TransferFundsInput;
}>;


export type ExchangeScreen_TransferMutation = { __typename: 'Mutation', transferFunds: (
    { __typename: 'FxTransfer', id: string }
    & { ' $fragmentRefs'?: { 'ExchangeResult_TransferFragment': ExchangeResult_TransferFragment } }
  ) };

export type ExchangeResult_TransferFragment = { __typename: 'FxTransfer', orderNo: string, from: string, to: string, amount: string, rate: string, received: string, spreadAmount: string } & { ' $fragmentName'?: 'ExchangeResult_TransferFragment' };

export type StatementScreen_LinesQueryVariables = Exact<{
  currency: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type StatementScreen_LinesQuery = { __typename: 'Query', statement: { __typename: 'StatementPage', nextCursor?: string | null, items: Array<{ __typename: 'StatementLine', entryId: string, at: string, kind: string, orderNo?: string | null, label?: string | null, currency: string, availableChange: string, frozenChange: string, availableAfter: string, frozenAfter: string, memo?: string | null, dividend?: { __typename: 'StatementDividend', gross: string, withholdingRate: string, withholding: string, net: string } | null }> } };

export type TransactionRecords_DepositsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionRecords_DepositsQuery = { __typename: 'Query', myDeposits: { __typename: 'DepositPage', nextCursor?: string | null, items: Array<{ __typename: 'Deposit', id: string, orderNo: string, amount: string, currency: string, status: DepositStatus, reason?: string | null, reasonCode?: string | null, note?: string | null, createdAt: string, reviewedAt?: string | null }> } };

export type TransactionRecords_WithdrawalsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionRecords_WithdrawalsQuery = { __typename: 'Query', myWithdrawals: { __typename: 'WithdrawalPage', nextCursor?: string | null, items: Array<(
      { __typename: 'Withdrawal', id: string }
      & { ' $fragmentRefs'?: { 'WithdrawalRecord_WithdrawalFragment': WithdrawalRecord_WithdrawalFragment } }
    )> } };

export type TransactionRecords_RevokeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type TransactionRecords_RevokeMutation = { __typename: 'Mutation', revokeWithdrawal: { __typename: 'Withdrawal', id: string, status: WithdrawalStatus, reason?: string | null, reviewedAt?: string | null } };

export type WithdrawalRecord_WithdrawalFragment = { __typename: 'Withdrawal', id: string, orderNo: string, amount: string, fee: string, received: string, currency: string, method: WithdrawalMethod, destination: string, status: WithdrawalStatus, reason?: string | null, reasonCode?: string | null, createdAt: string, reviewedAt?: string | null } & { ' $fragmentName'?: 'WithdrawalRecord_WithdrawalFragment' };

export type WithdrawScreen_DestinationsQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawScreen_DestinationsQuery = { __typename: 'Query', me?: { __typename: 'User', id: string, hasPayPassword: boolean } | null, withdrawalSettings: { __typename: 'WithdrawalSettings', bankCurrencies: Array<string>, bankMinimum: string, bankFeeRate: string, bankMinimumFee: string, cryptoCurrencies: Array<string>, cryptoMinimum: string, cryptoFee: string }, bankCards: Array<{ __typename: 'BankCard', id: string, bankName: string, cardNumber: string, holderName: string, iban: string }>, cryptoAddresses: Array<{ __typename: 'CryptoAddress', id: string, chain: CryptoChain, address: string }>, balances: Array<{ __typename: 'Balance', currency: string, available: string }>, secondFactor: { __typename: 'SecondFactorStatus', totpEnabled: boolean, passkeyCount: number } };

export type WithdrawScreen_PreviewQueryVariables = Exact<{
  input: WithdrawalPreviewInput;
}>;


export type WithdrawScreen_PreviewQuery = { __typename: 'Query', withdrawalPreview: { __typename: 'WithdrawalPreview', amount: string, fee: string, received: string, minimum: string } };

export type WithdrawScreen_RequestWithdrawalMutationVariables = Exact<{
  input: RequestWithdrawalInput;
}>;


export type WithdrawScreen_RequestWithdrawalMutation = { __typename: 'Mutation', requestWithdrawal: (
    { __typename: 'Withdrawal', id: string }
    & { ' $fragmentRefs'?: { 'WithdrawalRecord_WithdrawalFragment': WithdrawalRecord_WithdrawalFragment } }
  ) };

export type AccountEvents_EventsSubscriptionVariables = Exact<{
  afterSeq?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccountEvents_EventsSubscription = { __typename?: 'Subscription', accountEvents: { __typename: 'AccountEvent', seq: string, type: AccountEventType, at: string, currency?: string | null, available?: string | null, frozen?: string | null, recordId?: string | null, status?: string | null, reason?: string | null, symbol?: string | null, notificationKind?: string | null, unreadCount?: number | null } };

export type AccountEvents_NoticesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountEvents_NoticesSubscription = { __typename?: 'Subscription', noticePublished: { __typename: 'NoticePublished', id: string, at: string } };

export type Notifications_ListQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Notifications_ListQuery = { __typename: 'Query', notifications: { __typename: 'NotificationPage', nextCursor?: string | null, unreadCount: number, items: Array<{ __typename: 'Notification', id: string, kind: string, category: NotificationCategory, link?: string | null, read: boolean, createdAt: string, params: Array<{ __typename: 'NotificationParam', key: string, value: string }> }> } };

export type Notifications_MarkReadMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type Notifications_MarkReadMutation = { __typename: 'Mutation', markNotificationsRead: number };

export type Notifications_MarkAllReadMutationVariables = Exact<{ [key: string]: never; }>;


export type Notifications_MarkAllReadMutation = { __typename: 'Mutation', markAllNotificationsRead: number };

export type PriceAlerts_ListQueryVariables = Exact<{
  symbol?: InputMaybe<Scalars['String']['input']>;
}>;


export type PriceAlerts_ListQuery = { __typename: 'Query', priceAlerts: Array<{ __typename: 'PriceAlert', id: string, symbol: string, condition: PriceAlertCondition, value?: string | null, repeat: PriceAlertRepeat, cooldownMinutes: number, status: PriceAlertStatus, triggerCount: number, lastTriggeredAt?: string | null, createdAt: string }> };

export type PriceAlertSheet_CreateMutationVariables = Exact<{
  input: CreatePriceAlertInput;
}>;


export type PriceAlertSheet_CreateMutation = { __typename: 'Mutation', createPriceAlert: { __typename: 'PriceAlert', id: string, symbol: string, condition: PriceAlertCondition, value?: string | null, repeat: PriceAlertRepeat, cooldownMinutes: number, status: PriceAlertStatus, triggerCount: number, lastTriggeredAt?: string | null, createdAt: string } };

export type PriceAlerts_PauseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
}>;


export type PriceAlerts_PauseMutation = { __typename: 'Mutation', pausePriceAlert: { __typename: 'PriceAlert', id: string, status: PriceAlertStatus } };

export type PriceAlerts_DeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PriceAlerts_DeleteMutation = { __typename: 'Mutation', deletePriceAlert: boolean };

export type PriceAlertSheet_InstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
}>;


export type PriceAlertSheet_InstrumentQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', symbol: string, code: string, currency: string, tickSize: string, quote?: { __typename: 'Quote', symbol: string, price: string } | null } | null };

export type NotificationBell_UnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBell_UnreadQuery = { __typename: 'Query', unreadNotificationCount: number };

export type PerformanceScreen_PeriodQueryVariables = Exact<{
  period: PerformancePeriod;
  benchmark?: InputMaybe<PerformanceBenchmark>;
  currency: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type PerformanceScreen_PeriodQuery = { __typename: 'Query', performance: { __typename: 'Performance', state: PerformanceState, period: PerformancePeriod, currency: string, valuedTo?: string | null, from?: string | null, to?: string | null, clamped: boolean, startValue?: string | null, endValue?: string | null, netFlows?: string | null, twr?: string | null, mwrAnnual?: string | null, mwrPeriod?: string | null, days: number, simulated: boolean, missingRates: boolean, benchmark?: PerformanceBenchmark | null, benchmarkReturn?: string | null, benchmarkDifference?: string | null, benchmarkSimulated: boolean, explanations: Array<{ __typename: 'PerformanceExplanation', figure: string, steps: Array<{ __typename: 'PerformanceStep', key: string, params: Array<{ __typename: 'PerformanceStepParam', name: string, value: string }> }> }>, points: Array<{ __typename: 'PerformancePoint', day: string, value: string, index: string, benchmark?: string | null }>, breakdown?: { __typename: 'PerformanceBreakdown', realised: string, unrealised: string, dividends: string, interest: string, charges: string, taxes: string, other: string, currency: string, total: string } | null, allocation: { __typename: 'PerformanceAllocation', invested: string, cash: string, concentrated: Array<string>, simulated: boolean, byMarket: Array<{ __typename: 'AllocationSliceView', key: string, label: string, value: string, share: string }>, bySector: Array<{ __typename: 'AllocationSliceView', key: string, label: string, value: string, share: string }>, byInstrument: Array<{ __typename: 'AllocationSliceView', key: string, label: string, value: string, share: string }>, byCurrency: Array<{ __typename: 'AllocationSliceView', key: string, label: string, value: string, share: string }> } } };

export type PushSettings_SettingsQueryVariables = Exact<{
  endpoint?: InputMaybe<Scalars['String']['input']>;
}>;


export type PushSettings_SettingsQuery = { __typename: 'Query', pushSettings: { __typename: 'PushSettings', vapidPublicKey: string, deviceCount: number, thisDevice: boolean, categories: Array<{ __typename: 'PushCategorySetting', category: NotificationCategory, enabled: boolean }> } };

export type PushSettings_SubscribeMutationVariables = Exact<{
  subscription: PushSubscriptionInput;
  lang: Scalars['String']['input'];
}>;


export type PushSettings_SubscribeMutation = { __typename: 'Mutation', subscribePush: { __typename: 'PushSettings', deviceCount: number, thisDevice: boolean } };

export type PushSettings_UnsubscribeMutationVariables = Exact<{
  endpoint: Scalars['String']['input'];
}>;


export type PushSettings_UnsubscribeMutation = { __typename: 'Mutation', unsubscribePush: boolean };

export type PushSettings_SetCategoryMutationVariables = Exact<{
  category: NotificationCategory;
  enabled: Scalars['Boolean']['input'];
}>;


export type PushSettings_SetCategoryMutation = { __typename: 'Mutation', setPushCategory: { __typename: 'PushSettings', categories: Array<{ __typename: 'PushCategorySetting', category: NotificationCategory, enabled: boolean }> } };

export type RealName_MineQueryVariables = Exact<{ [key: string]: never; }>;


export type RealName_MineQuery = { __typename: 'Query', myRealName?: { __typename: 'RealNameSubmission', id: string, submissionNo: string, status: RealNameStatus, idName: string, idNumberMasked: string, nationality: string, phone: string, residence: string, reasonCode?: string | null, note?: string | null, createdAt: string, decidedAt?: string | null } | null };

export type RealNameForm_SubmitMutationVariables = Exact<{
  input: SubmitRealNameInput;
}>;


export type RealNameForm_SubmitMutation = { __typename: 'Mutation', submitRealName: { __typename: 'RealNameSubmission', id: string, submissionNo: string, status: RealNameStatus, idName: string, idNumberMasked: string, nationality: string, phone: string, residence: string, reasonCode?: string | null, note?: string | null, createdAt: string, decidedAt?: string | null } };

export type SecondFactor_StatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactor_StatusQuery = { __typename: 'Query', secondFactor: { __typename: 'SecondFactorStatus', totpEnabled: boolean, passkeyCount: number, twoStepSignIn: boolean, recoveryCodesLeft: number, stepUpUntil?: string | null } };

export type SecondFactor_StepUpMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SecondFactor_StepUpMutation = { __typename: 'Mutation', stepUp: { __typename: 'StepUpResult', factor: string, until: string } };

export type SecondFactor_StartPasskeyStepUpMutationVariables = Exact<{ [key: string]: never; }>;


export type SecondFactor_StartPasskeyStepUpMutation = { __typename: 'Mutation', startPasskeyStepUp: { __typename: 'PasskeyChallenge', challengeId: string, options: string } };

export type SecondFactor_FinishPasskeyStepUpMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
}>;


export type SecondFactor_FinishPasskeyStepUpMutation = { __typename: 'Mutation', finishPasskeyStepUp: { __typename: 'StepUpResult', factor: string, until: string } };

export type Security_OverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type Security_OverviewQuery = { __typename: 'Query', secondFactor: { __typename: 'SecondFactorStatus', totpEnabled: boolean, passkeyCount: number, twoStepSignIn: boolean, recoveryCodesLeft: number, stepUpUntil?: string | null }, passkeys: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt?: string | null }>, mySessions: Array<{ __typename: 'SignedInSession', id: string, current: boolean, system?: string | null, browser?: string | null, ipMasked?: string | null, signedInAt: string, lastSeenAt: string }> };

export type Security_StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type Security_StartPasskeyRegistrationMutation = { __typename: 'Mutation', startPasskeyRegistration: { __typename: 'PasskeyChallenge', challengeId: string, options: string } };

export type Security_FinishPasskeyRegistrationMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  response: Scalars['String']['input'];
}>;


export type Security_FinishPasskeyRegistrationMutation = { __typename: 'Mutation', finishPasskeyRegistration: string };

export type Security_RemovePasskeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Security_RemovePasskeyMutation = { __typename: 'Mutation', removePasskey: boolean };

export type Security_StartTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type Security_StartTotpMutation = { __typename: 'Mutation', startTotpEnrolment: { __typename: 'TotpEnrolment', secret: string, uri: string } };

export type Security_ConfirmTotpMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type Security_ConfirmTotpMutation = { __typename: 'Mutation', confirmTotpEnrolment: Array<string> };

export type Security_RemoveTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type Security_RemoveTotpMutation = { __typename: 'Mutation', removeTotp: boolean };

export type Security_TwoStepMutationVariables = Exact<{
  enabled: Scalars['Boolean']['input'];
}>;


export type Security_TwoStepMutation = { __typename: 'Mutation', setTwoStepSignIn: boolean };

export type Security_EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Security_EndSessionMutation = { __typename: 'Mutation', endSession: boolean };

export type SupportConversation_DetailQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type SupportConversation_DetailQuery = { __typename: 'Query', supportConversation: { __typename: 'SupportConversationDetail', conversation: { __typename: 'SupportConversation', id: string, conversationNo: string, topic: SupportTopic, status: SupportStatus, createdAt: string, lastMessageAt: string, closedAt?: string | null, reopenableUntil?: string | null, unreadCount: number, error?: { __typename: 'SupportErrorContext', code: string, screen?: string | null, requestId?: string | null } | null }, messages: Array<{ __typename: 'SupportMessage', id: string, author: SupportAuthor, bodyHtml: string, verified: boolean, createdAt: string, attachments: Array<{ __typename: 'SupportAttachment', id: string, url: string }> }> } };

export type SupportConversation_SendMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type SupportConversation_SendMutation = { __typename: 'Mutation', sendSupportMessage: { __typename: 'SupportMessage', id: string } };

export type SupportConversation_CloseMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type SupportConversation_CloseMutation = { __typename: 'Mutation', closeSupportConversation: { __typename: 'SupportConversation', id: string, status: SupportStatus, closedAt?: string | null, reopenableUntil?: string | null } };

export type SupportConversation_ReopenMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type SupportConversation_ReopenMutation = { __typename: 'Mutation', reopenSupportConversation: { __typename: 'SupportConversation', id: string, status: SupportStatus, closedAt?: string | null, reopenableUntil?: string | null } };

export type SupportConversation_MarkReadMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type SupportConversation_MarkReadMutation = { __typename: 'Mutation', markSupportConversationRead: { __typename: 'SupportConversation', id: string, unreadCount: number } };

export type SupportNewConversation_OpenMutationVariables = Exact<{
  input: OpenSupportConversationInput;
}>;


export type SupportNewConversation_OpenMutation = { __typename: 'Mutation', openSupportConversation: { __typename: 'SupportConversationDetail', conversation: { __typename: 'SupportConversation', id: string, conversationNo: string, status: SupportStatus } } };

export type SupportHub_ConversationsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SupportHub_ConversationsQuery = { __typename: 'Query', supportConversations: { __typename: 'SupportConversationPage', nextCursor?: string | null, items: Array<{ __typename: 'SupportConversation', id: string, conversationNo: string, topic: SupportTopic, status: SupportStatus, preview: string, unreadCount: number, lastMessageAt: string }> } };

export type SupportUnread_CountQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportUnread_CountQuery = { __typename: 'Query', supportUnreadCount: number };

export type AmendOrder_InstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
}>;


export type AmendOrder_InstrumentQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', symbol: string, lotSize: number, tickSize: string, quote?: { __typename: 'Quote', symbol: string, price: string } | null } | null };

export type AmendOrder_AmendMutationVariables = Exact<{
  input: AmendOrderInput;
}>;


export type AmendOrder_AmendMutation = { __typename: 'Mutation', amendOrder: (
    { __typename: 'Order', id: string, version: number }
    & { ' $fragmentRefs'?: { 'PendingOrderRow_OrderFragment': PendingOrderRow_OrderFragment } }
  ) };

export type OrderPanel_InstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
}>;


export type OrderPanel_InstrumentQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', symbol: string, code: string, market: MarketCode, currency: string, lotSize: number, tickSize: string, quote?: { __typename: 'Quote', symbol: string, price: string, at: string, marketOpen: boolean, simulated: boolean } | null } | null };

export type OrderPanel_RulesQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderPanel_RulesQuery = { __typename: 'Query', tradingRules: Array<{ __typename: 'MarketTradingRules', market: string, leverages: Array<number>, lotSize: number, settlementCurrency: string, closeOutRatio: string, intradayLeverageFrom?: number | null }> };

export type OrderPanel_PreviewQueryVariables = Exact<{
  input: OrderPreviewInput;
}>;


export type OrderPanel_PreviewQuery = { __typename: 'Query', orderPreview: { __typename: 'OrderPreview', marketOpen: boolean, orderType: OrderType, direction: TradeDirection, shares: number, leverage: number, price: string, quoteCurrency: string, settlementCurrency: string, notional: string, marginQuote: string, margin: string, fxRate?: string | null, fxSpreadBps?: number | null, chargesTotal: string, totalCost: string, stopOutPrice?: string | null, available: string, sufficientFunds: boolean, stopPrice?: string | null, currentStop?: string | null, timeInForce?: TimeInForce | null, expiresAt?: string | null, takeProfit?: string | null, stopLoss?: string | null, gapRisk: boolean, quote: (
      { __typename: 'FillQuote', bid: string, ask: string }
      & { ' $fragmentRefs'?: { 'QuoteLine_QuoteFragment': QuoteLine_QuoteFragment } }
    ), charges: Array<(
      { __typename: 'Charge' }
      & { ' $fragmentRefs'?: { 'ChargeLines_ChargeFragment': ChargeLines_ChargeFragment } }
    )>, closeChargesEstimate: Array<(
      { __typename: 'Charge' }
      & { ' $fragmentRefs'?: { 'ChargeLines_ChargeFragment': ChargeLines_ChargeFragment } }
    )> } };

export type OrderPanel_PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type OrderPanel_PlaceOrderMutation = { __typename: 'Mutation', placeOrder: (
    { __typename: 'Order', id: string, orderNo: string, status: OrderStatus }
    & { ' $fragmentRefs'?: { 'PendingOrderRow_OrderFragment': PendingOrderRow_OrderFragment } }
  ) };

export type Protection_SetMutationVariables = Exact<{
  input: PositionProtectionInput;
}>;


export type Protection_SetMutation = { __typename: 'Mutation', setPositionProtection: (
    { __typename: 'Position', id: string, takeProfit?: string | null, stopLoss?: string | null, stopLossTrailAmount?: string | null, stopLossTrailPercent?: string | null }
    & { ' $fragmentRefs'?: { 'OpenPositionRow_PositionFragment': OpenPositionRow_PositionFragment } }
  ) };

export type TradeDetail_PositionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TradeDetail_PositionQuery = { __typename: 'Query', position: { __typename: 'Position', id: string, tradeNo: string, orderNo: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, status: PositionStatus, buyPrice: string, buyTime: string, origin: OrderOrigin, currentPrice?: string | null, marketValue: string, profit: string, quoteCurrency: string, settlementCurrency: string, sellPrice?: string | null, sellTime?: string | null, sellingType?: SellingType | null, stopOutPrice?: string | null, totalBuyPrice: string, margin: string, buyFee: string, buyFxRate?: string | null, sellFee?: string | null, sellFxRate?: string | null, transactionTax: string, grossProfitQuote?: string | null, proceeds?: string | null, lossAbsorbed?: string | null, takeProfit?: string | null, stopLoss?: string | null, stopLossTrailAmount?: string | null, stopLossTrailPercent?: string | null, triggerPrice?: string | null, gapped?: boolean | null, buyQuote: (
      { __typename: 'FillQuote', bid: string, ask: string }
      & { ' $fragmentRefs'?: { 'QuoteLine_QuoteFragment': QuoteLine_QuoteFragment } }
    ), buyCharges: Array<(
      { __typename: 'Charge' }
      & { ' $fragmentRefs'?: { 'ChargeLines_ChargeFragment': ChargeLines_ChargeFragment } }
    )>, sellQuote?: (
      { __typename: 'FillQuote', bid: string, ask: string }
      & { ' $fragmentRefs'?: { 'QuoteLine_QuoteFragment': QuoteLine_QuoteFragment } }
    ) | null, sellCharges: Array<(
      { __typename: 'Charge' }
      & { ' $fragmentRefs'?: { 'ChargeLines_ChargeFragment': ChargeLines_ChargeFragment } }
    )> } };

export type OpenPositionRow_PositionFragment = { __typename: 'Position', id: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, buyPrice: string, buyTime: string, currentPrice?: string | null, profit: string, quoteCurrency: string, settlementCurrency: string, origin: OrderOrigin, takeProfit?: string | null, stopLoss?: string | null, stopLossTrailAmount?: string | null, stopLossTrailPercent?: string | null } & { ' $fragmentName'?: 'OpenPositionRow_PositionFragment' };

export type OpenPositions_PositionsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpenPositions_PositionsQuery = { __typename: 'Query', positions: { __typename: 'PositionPage', nextCursor?: string | null, items: Array<(
      { __typename: 'Position', id: string }
      & { ' $fragmentRefs'?: { 'OpenPositionRow_PositionFragment': OpenPositionRow_PositionFragment } }
    )> } };

export type ClosedPositions_PositionsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ClosedPositions_PositionsQuery = { __typename: 'Query', positions: { __typename: 'PositionPage', nextCursor?: string | null, items: Array<(
      { __typename: 'Position', id: string }
      & { ' $fragmentRefs'?: { 'ClosedPositionRow_PositionFragment': ClosedPositionRow_PositionFragment } }
    )> } };

export type PendingOrders_OrdersQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PendingOrders_OrdersQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', nextCursor?: string | null, items: Array<(
      { __typename: 'Order', id: string, status: OrderStatus }
      & { ' $fragmentRefs'?: { 'PendingOrderRow_OrderFragment': PendingOrderRow_OrderFragment } }
    )> } };

export type ClosedPositionRow_PositionFragment = { __typename: 'Position', id: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, buyPrice: string, profit: string, quoteCurrency: string, settlementCurrency: string, sellPrice?: string | null, sellTime?: string | null, sellingType?: SellingType | null } & { ' $fragmentName'?: 'ClosedPositionRow_PositionFragment' };

export type PendingOrderRow_OrderFragment = { __typename: 'Order', id: string, orderNo: string, symbol: string, market: string, direction: TradeDirection, orderType: OrderType, shares: number, limitPrice?: string | null, leverage: number, quoteCurrency: string, settlementCurrency: string, heldAmount?: string | null, status: OrderStatus, createdAt: string, stopPrice?: string | null, trailAmount?: string | null, trailPercent?: string | null, currentStop?: string | null, timeInForce?: TimeInForce | null, expiresAt?: string | null, takeProfit?: string | null, stopLoss?: string | null, triggeredAt?: string | null, version: number } & { ' $fragmentName'?: 'PendingOrderRow_OrderFragment' };

export type QuoteLine_QuoteFragment = { __typename: 'FillQuote', bid: string, ask: string, at: string, simulated: boolean, source: string } & { ' $fragmentName'?: 'QuoteLine_QuoteFragment' };

export type ChargeLines_ChargeFragment = { __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string } & { ' $fragmentName'?: 'ChargeLines_ChargeFragment' };

export type CancelOrder_CancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type CancelOrder_CancelMutation = { __typename: 'Mutation', cancelOrder: (
    { __typename: 'Order', id: string }
    & { ' $fragmentRefs'?: { 'PendingOrderRow_OrderFragment': PendingOrderRow_OrderFragment } }
  ) };

export type ClosePosition_PreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClosePosition_PreviewQuery = { __typename: 'Query', closePreview: { __typename: 'ClosePreview', positionId: string, marketOpen: boolean, price: string, chargesTotal: string, proceeds: string, netProfit: string, quote: (
      { __typename: 'FillQuote', bid: string, ask: string }
      & { ' $fragmentRefs'?: { 'QuoteLine_QuoteFragment': QuoteLine_QuoteFragment } }
    ), charges: Array<(
      { __typename: 'Charge' }
      & { ' $fragmentRefs'?: { 'ChargeLines_ChargeFragment': ChargeLines_ChargeFragment } }
    )> } };

export type ClosePosition_CloseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type ClosePosition_CloseMutation = { __typename: 'Mutation', closePosition: (
    { __typename: 'Position', id: string, status: PositionStatus }
    & { ' $fragmentRefs'?: { 'ClosedPositionRow_PositionFragment': ClosedPositionRow_PositionFragment } }
  ) };

export type Portfolio_FieldsFragment = { __typename: 'Portfolio', at: string, simulated: boolean, balances: Array<{ __typename: 'PortfolioBalance', currency: string, available: string, frozen: string, positionValue: string, totalAssets: string, floatingProfit: string, totalProfit: string, depositTotal: string }>, marks: Array<{ __typename: 'PositionMark', positionId: string, symbol: string, currentPrice: string, marketValue: string, profit: string, stopLoss?: string | null }> } & { ' $fragmentName'?: 'Portfolio_FieldsFragment' };

export type Portfolio_CurrentQueryVariables = Exact<{ [key: string]: never; }>;


export type Portfolio_CurrentQuery = { __typename: 'Query', portfolio: (
    { __typename: 'Portfolio' }
    & { ' $fragmentRefs'?: { 'Portfolio_FieldsFragment': Portfolio_FieldsFragment } }
  ) };

export type Portfolio_UpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Portfolio_UpdatesSubscription = { __typename?: 'Subscription', portfolioUpdates: (
    { __typename: 'Portfolio' }
    & { ' $fragmentRefs'?: { 'Portfolio_FieldsFragment': Portfolio_FieldsFragment } }
  ) };

export type VipScreen_StatusQueryVariables = Exact<{ [key: string]: never; }>;


export type VipScreen_StatusQuery = { __typename: 'Query', myVip: { __typename: 'VipStatus', isVip: boolean, since?: string | null, lastCheck?: { __typename: 'VipCheck', result: VipCheckResult, totalAssets: string, traded30d: string, unmet: Array<VipCriterion>, at: string } | null, terms: { __typename: 'VipTerms', totalAssetsEur: string, traded30dEur: string, commissionDiscount: string, loanCapEur: string, standardLoanCapEur: string } } };

export type VipScreen_ApplyMutationVariables = Exact<{ [key: string]: never; }>;


export type VipScreen_ApplyMutation = { __typename: 'Mutation', applyVip: { __typename: 'VipStatus', isVip: boolean, lastCheck?: { __typename: 'VipCheck', result: VipCheckResult, unmet: Array<VipCriterion> } | null } };

export type OpsConsole_AccessProbeQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsConsole_AccessProbeQuery = { __typename: 'Query', opsSupportAgents: Array<{ __typename: 'SupportAgent', id: string }> };

export type OpsAudit_LogQueryVariables = Exact<{
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
  targetId?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsAudit_LogQuery = { __typename: 'Query', auditLog: { __typename: 'AuditEntryPage', nextCursor?: string | null, items: Array<{ __typename: 'AuditEntry', id: string, at: string, action: string, actorId?: string | null, actorLabel: string, targetType?: string | null, targetId?: string | null, reason?: string | null, ip?: string | null, before?: unknown | null, after?: unknown | null }> } };

export type OpsLedger_CheckQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsLedger_CheckQuery = { __typename: 'Query', ledgerCheck: { __typename: 'LedgerCheck', ok: boolean, accounts: number, entries: number, postings: number, currencyTotals: Array<{ __typename: 'CurrencyTotal', currency: string, total: string }>, problems: Array<{ __typename: 'LedgerProblem', kind: LedgerProblemKind, currency: string, detail: string, expected: string, actual: string }> } };

export type OpsBlockTrade_OfferingsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsBlockTrade_OfferingsQuery = { __typename: 'Query', blockTradeOfferings: { __typename: 'BlockTradeOfferingPage', nextCursor?: string | null, items: Array<{ __typename: 'BlockTradeOffering', id: string, symbol: string, name: string, currency: string, currentPrice?: string | null, currentPriceSimulated: boolean, subscriptionPrice: string, hedgePrice: string, feeRate: string, minAmount: string, ticketShares: number, ticketsAvailable: number, ticketsSubscribed: number, maxTicketsPerUser: number, opensAt: string, closesAt: string, codePolicy: BlockTradeCodePolicy, seedHash: string, status: BlockTradeOfferingStatus, phase: BlockTradePhase, cancelReason?: string | null, failReason?: BlockTradeFailReason | null, failedPrice?: string | null, failedQuoteAt?: string | null, closedAt?: string | null, createdAt: string, nameTranslations: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null }, cancelReasonTranslations?: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } | null }> } };

export type OpsBlockTrade_OfferingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsBlockTrade_OfferingQuery = { __typename: 'Query', blockTradeOffering: { __typename: 'BlockTradeOffering', id: string, symbol: string, name: string, currency: string, subscriptionPrice: string, hedgePrice: string, feeRate: string, minAmount: string, ticketsAvailable: number, ticketsSubscribed: number, maxTicketsPerUser: number, opensAt: string, closesAt: string, codePolicy: BlockTradeCodePolicy, status: BlockTradeOfferingStatus, phase: BlockTradePhase, nameTranslations: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } } };

export type OpsBlockTrade_CreateMutationVariables = Exact<{
  input: BlockTradeOfferingInput;
}>;


export type OpsBlockTrade_CreateMutation = { __typename: 'Mutation', createBlockTradeOffering: { __typename: 'BlockTradeOffering', id: string, status: BlockTradeOfferingStatus, phase: BlockTradePhase, seedHash: string } };

export type OpsBlockTrade_UpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BlockTradeOfferingInput;
}>;


export type OpsBlockTrade_UpdateMutation = { __typename: 'Mutation', updateBlockTradeOffering: { __typename: 'BlockTradeOffering', id: string, status: BlockTradeOfferingStatus, phase: BlockTradePhase } };

export type OpsBlockTrade_CancelMutationVariables = Exact<{
  input: CancelBlockTradeOfferingInput;
}>;


export type OpsBlockTrade_CancelMutation = { __typename: 'Mutation', cancelBlockTradeOffering: { __typename: 'BlockTradeOffering', id: string, status: BlockTradeOfferingStatus, phase: BlockTradePhase, cancelReason?: string | null, cancelReasonTranslations?: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } | null } };

export type OpsBlockTrade_RunCloseMutationVariables = Exact<{
  offeringId: Scalars['ID']['input'];
}>;


export type OpsBlockTrade_RunCloseMutation = { __typename: 'Mutation', runBlockTradeClose: { __typename: 'BlockTradeOffering', id: string, status: BlockTradeOfferingStatus, phase: BlockTradePhase, closedAt?: string | null } };

export type OpsBlockTrade_SubscriptionsQueryVariables = Exact<{
  offeringId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsBlockTrade_SubscriptionsQuery = { __typename: 'Query', opsBlockTradeSubscriptions: { __typename: 'BlockTradeSubscriptionPage', nextCursor?: string | null, items: Array<{ __typename: 'BlockTradeSubscription', id: string, orderNo: string, status: BlockTradeSubscriptionStatus, reason?: BlockTradeFailReason | null, tickets: number, shares: number, amount: string, fee: string, heldAmount: string, rank?: number | null, wonTickets: number, wonShares: number, transactionAmount: string, feePaid: string, positionId?: string | null, createdAt: string, decidedAt?: string | null }> } };

export type OpsClientApps_ListQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsClientApps_ListQuery = { __typename: 'Query', opsClientApps: Array<{ __typename: 'OpsClientApp', id: string, name: string, owner: string, allowedScopes: Array<ApiScope>, createdAt: string, manifests: Array<{ __typename: 'ClientAppManifestInfo', version: number, documentCount: number, uploadedAt: string }> }> };

export type OpsClientApps_RegisterMutationVariables = Exact<{
  input: RegisterClientAppInput;
}>;


export type OpsClientApps_RegisterMutation = { __typename: 'Mutation', registerClientApp: { __typename: 'OpsClientApp', id: string, name: string } };

export type OpsClientApps_UploadMutationVariables = Exact<{
  input: UploadClientAppManifestInput;
}>;


export type OpsClientApps_UploadMutation = { __typename: 'Mutation', uploadClientAppManifest: { __typename: 'ClientAppManifestInfo', version: number, documentCount: number } };

export type OpsContent_ItemQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsContent_ItemQuery = { __typename: 'Query', opsContentItem: { __typename: 'OpsContentItem', id: string, kind: ContentKind, status: ContentStatus, pinned: boolean, link?: string | null, slug?: string | null, imageUploadId?: string | null, imageUrl?: string | null, translations: Array<{ __typename: 'ContentTranslation', lang: string, title: string, body: string }> } };

export type OpsContent_PreviewQueryVariables = Exact<{
  body: Scalars['String']['input'];
}>;


export type OpsContent_PreviewQuery = { __typename: 'Query', opsContentPreview: string };

export type OpsContent_CreateMutationVariables = Exact<{
  kind: ContentKind;
  input: ContentInput;
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type OpsContent_CreateMutation = { __typename: 'Mutation', createContent: { __typename: 'OpsContentItem', id: string, status: ContentStatus } };

export type OpsContent_UpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ContentInput;
}>;


export type OpsContent_UpdateMutation = { __typename: 'Mutation', updateContent: { __typename: 'OpsContentItem', id: string, status: ContentStatus, title: string, pinned: boolean, link?: string | null, slug?: string | null, updatedAt: string, translations: Array<{ __typename: 'ContentTranslation', lang: string, title: string, body: string }> } };

export type OpsContent_ListQueryVariables = Exact<{
  kind?: InputMaybe<ContentKind>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsContent_ListQuery = { __typename: 'Query', opsContent: { __typename: 'OpsContentItemPage', nextCursor?: string | null, items: Array<{ __typename: 'OpsContentItem', id: string, kind: ContentKind, slug?: string | null, status: ContentStatus, title: string, pinned: boolean, publishAt?: string | null, updatedAt: string, translations: Array<{ __typename: 'ContentTranslation', lang: string }> }> } };

export type OpsContent_PublishMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsContent_PublishMutation = { __typename: 'Mutation', publishContent: { __typename: 'OpsContentItem', id: string, status: ContentStatus, publishAt?: string | null, updatedAt: string } };

export type OpsContent_UnpublishMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsContent_UnpublishMutation = { __typename: 'Mutation', unpublishContent: { __typename: 'OpsContentItem', id: string, status: ContentStatus, publishAt?: string | null, updatedAt: string } };

export type OpsContent_DeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsContent_DeleteMutation = { __typename: 'Mutation', deleteContent: boolean };

export type OpsCorporateActions_CalendarQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<CorporateActionKind>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsCorporateActions_CalendarQuery = { __typename: 'Query', opsCorporateActions: { __typename: 'CorporateActionPage', nextCursor?: string | null, items: Array<{ __typename: 'CorporateAction', id: string, symbol: string, kind: CorporateActionKind, exDate: string, recordDate?: string | null, payDate?: string | null, amount?: string | null, currency?: string | null, ratioFrom?: string | null, ratioTo?: string | null, label?: string | null, source: string, simulated: boolean, provider: string }> } };

export type OpsCorporateActions_ProgressQueryVariables = Exact<{
  actionId: Scalars['ID']['input'];
}>;


export type OpsCorporateActions_ProgressQuery = { __typename: 'Query', opsCorporateActionProgress: { __typename: 'CorporateActionProgress', appliedAt?: string | null, positions: number, paid: number, pending: number, totals: Array<{ __typename: 'DividendTotal', currency: string, net: string }> } };

export type OpsFollow_InstitutionsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsFollow_InstitutionsQuery = { __typename: 'Query', followInstitutions: { __typename: 'FollowInstitutionPage', nextCursor?: string | null, items: Array<{ __typename: 'FollowInstitution', id: string, name: string, createdAt: string, descriptionTranslations: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null }, disclosuresTranslations: { __typename: 'LocalisedTextValues', en: string } }> } };

export type OpsFollow_TradesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsFollow_TradesQuery = { __typename: 'Query', followTrades: { __typename: 'FollowTradePage', nextCursor?: string | null, items: Array<{ __typename: 'FollowTrade', id: string, symbol: string, stockName: string, settlementCurrency: string, buyPrice: string, fee: string, minQuantity: number, maxQuantity: number, opensAt: string, closesAt: string, status: FollowTradeStatus, phase: FollowTradePhase, cancelReason?: string | null, marketPrice?: string | null, simulated: boolean, followers: number, institution: { __typename: 'FollowInstitution', id: string, name: string } }> } };

export type OpsFollow_FollowsQueryVariables = Exact<{
  tradeId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsFollow_FollowsQuery = { __typename: 'Query', opsFollows: { __typename: 'FollowPage', nextCursor?: string | null, items: Array<{ __typename: 'Follow', id: string, orderNo: string, currency: string, quantity: number, tolerance: string, askAtFollow: string, maxPrice: string, heldAmount: string, fee: string, status: FollowStatus, reason?: FollowFailReason | null, fillPrice?: string | null, fillQuoteAt?: string | null, positionId?: string | null, createdAt: string, decidedAt?: string | null }> } };

export type OpsFollow_CreateInstitutionMutationVariables = Exact<{
  input: FollowInstitutionInput;
}>;


export type OpsFollow_CreateInstitutionMutation = { __typename: 'Mutation', createFollowInstitution: { __typename: 'FollowInstitution', id: string, name: string } };

export type OpsFollow_PublishTradeMutationVariables = Exact<{
  input: FollowTradeInput;
}>;


export type OpsFollow_PublishTradeMutation = { __typename: 'Mutation', publishFollowTrade: { __typename: 'FollowTrade', id: string, status: FollowTradeStatus, phase: FollowTradePhase } };

export type OpsFollow_CancelTradeMutationVariables = Exact<{
  input: CancelFollowTradeInput;
}>;


export type OpsFollow_CancelTradeMutation = { __typename: 'Mutation', cancelFollowTrade: { __typename: 'FollowTrade', id: string, status: FollowTradeStatus, phase: FollowTradePhase, cancelReason?: string | null } };

export type OpsFunds_ProductsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsFunds_ProductsQuery = { __typename: 'Query', opsFundProducts: { __typename: 'FundProductPage', nextCursor?: string | null, items: Array<{ __typename: 'FundProduct', id: string, rateSource: string, currency: string, periodDays: number, annualRate: string, minAmount: string, maxAmount: string, autoApproveUpTo: string, earlyFeeRate: string, status: FundProductStatus, createdAt: string, translations: { __typename: 'FundProductTranslations', name: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } } }> } };

export type OpsFunds_HoldingsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsFunds_HoldingsQuery = { __typename: 'Query', opsFundHoldings: { __typename: 'FundHoldingPage', nextCursor?: string | null, items: Array<{ __typename: 'FundHolding', id: string, orderNo: string, productName: string, currency: string, principal: string, earnings: string, earningDays: number, status: FundHoldingStatus, appliedAt: string, endsAt?: string | null }> } };

export type OpsFunds_CreateMutationVariables = Exact<{
  input: FundProductInput;
}>;


export type OpsFunds_CreateMutation = { __typename: 'Mutation', createFundProduct: { __typename: 'FundProduct', id: string } };

export type OpsFunds_SetStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: FundProductStatus;
}>;


export type OpsFunds_SetStatusMutation = { __typename: 'Mutation', setFundProductStatus: { __typename: 'FundProduct', id: string, status: FundProductStatus } };

export type OpsFunds_RunAccrualMutationVariables = Exact<{ [key: string]: never; }>;


export type OpsFunds_RunAccrualMutation = { __typename: 'Mutation', runFundAccrual: boolean };

export type OpsIntraday_ApplicationsQueryVariables = Exact<{
  status?: InputMaybe<IntradayStatus>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsIntraday_ApplicationsQuery = { __typename: 'Query', opsIntradayApplications: { __typename: 'IntradayAssessmentPage', nextCursor?: string | null, items: Array<{ __typename: 'IntradayAssessmentView', userId: string, userPhone: string, inputs: string, application: { __typename: 'IntradayApplication', id: string, orderNo: string, symbol: string, currency: string, amount: string, status: IntradayStatus, reasons: Array<IntradayRejectReason>, riskBand?: IntradayRiskBand | null, phase: IntradayPhase, realisedNet: string, netResult?: string | null, createdAt: string, trades: Array<{ __typename: 'IntradayTrade', id: string }> } }> } };

export type OpsIpo_OfferingsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsIpo_OfferingsQuery = { __typename: 'Query', ipoOfferings: { __typename: 'IpoOfferingPage', nextCursor?: string | null, items: Array<{ __typename: 'IpoOffering', id: string, symbol: string, name: string, currency: string, subscriptionPrice: string, referencePrice: string, marketPrice: string, marketPriceLive: boolean, marketPriceSimulated: boolean, spread: string, returnRate: string, underwritingShares: number, totalShares: string, lotSize: number, maxLots: number, processingFee: string, opensAt: string, closesAt: string, drawsAt: string, payBy: string, issuesAt: string, seedHash: string, status: IpoOfferingStatus, phase: IpoPhase, cancelReason?: string | null, drawnAt?: string | null, issuedAt?: string | null, applications: number, nameTranslations: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null }, cancelReasonTranslations?: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } | null }> } };

export type OpsIpo_OfferingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsIpo_OfferingQuery = { __typename: 'Query', ipoOffering: { __typename: 'IpoOffering', id: string, symbol: string, name: string, currency: string, subscriptionPrice: string, referencePrice: string, underwritingShares: number, totalShares: string, lotSize: number, maxLots: number, processingFee: string, opensAt: string, closesAt: string, drawsAt: string, payBy: string, issuesAt: string, status: IpoOfferingStatus, phase: IpoPhase, applications: number, nameTranslations: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } } };

export type OpsIpo_CreateMutationVariables = Exact<{
  input: IpoOfferingInput;
}>;


export type OpsIpo_CreateMutation = { __typename: 'Mutation', createIpoOffering: { __typename: 'IpoOffering', id: string, status: IpoOfferingStatus, phase: IpoPhase, seedHash: string } };

export type OpsIpo_UpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IpoOfferingInput;
}>;


export type OpsIpo_UpdateMutation = { __typename: 'Mutation', updateIpoOffering: { __typename: 'IpoOffering', id: string, status: IpoOfferingStatus, phase: IpoPhase } };

export type OpsIpo_CancelMutationVariables = Exact<{
  input: CancelIpoOfferingInput;
}>;


export type OpsIpo_CancelMutation = { __typename: 'Mutation', cancelIpoOffering: { __typename: 'IpoOffering', id: string, status: IpoOfferingStatus, phase: IpoPhase, cancelReason?: string | null, applications: number, cancelReasonTranslations?: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } | null } };

export type OpsIpo_RunDrawMutationVariables = Exact<{
  offeringId: Scalars['ID']['input'];
}>;


export type OpsIpo_RunDrawMutation = { __typename: 'Mutation', runIpoDraw: { __typename: 'IpoOffering', id: string, status: IpoOfferingStatus, phase: IpoPhase, drawnAt?: string | null } };

export type OpsIpo_ApplicationsQueryVariables = Exact<{
  offeringId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsIpo_ApplicationsQuery = { __typename: 'Query', opsIpoApplications: { __typename: 'IpoApplicationPage', nextCursor?: string | null, items: Array<{ __typename: 'IpoApplication', id: string, orderNo: string, status: IpoApplicationStatus, lots: number, shares: number, heldAmount: string, rank?: number | null, wonShares: number, amountPaid: string, amountToPay: string, positionId?: string | null, createdAt: string, decidedAt?: string | null }> } };

export type OpsLoans_LoansQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsLoans_LoansQuery = { __typename: 'Query', opsLoans: { __typename: 'LoanPage', nextCursor?: string | null, items: Array<{ __typename: 'Loan', id: string, orderNo: string, currency: string, amount: string, principal: string, interest: string, outstanding: string, status: LoanStatus, fullName: string, agreementHash: string, signedAt: string, marginCallAt?: string | null, cureBy?: string | null, liquidatedAt?: string | null, appliedAt: string, pledged: Array<string> }> } };

export type OpsLoans_RunRiskMutationVariables = Exact<{ [key: string]: never; }>;


export type OpsLoans_RunRiskMutation = { __typename: 'Mutation', runLoanRisk: boolean };

export type OpsRequests_AdjustBalanceMutationVariables = Exact<{
  input: AdjustBalanceInput;
}>;


export type OpsRequests_AdjustBalanceMutation = { __typename: 'Mutation', adjustBalance: { __typename: 'OpsRequest', id: string, requestNo: string, status: OpsRequestStatus } };

export type OpsRequests_ListQueryVariables = Exact<{
  status?: InputMaybe<OpsRequestStatus>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsRequests_ListQuery = { __typename: 'Query', opsRequests: { __typename: 'OpsRequestPage', nextCursor?: string | null, items: Array<{ __typename: 'OpsRequest', id: string, requestNo: string, kind: OpsRequestKind, status: OpsRequestStatus, summary: string, reason: string, reasonCode?: string | null, amount?: string | null, currency?: string | null, makerId: string, makerLabel: string, checkerLabel?: string | null, checkerNote?: string | null, targetUserId?: string | null, targetUserPhone?: string | null, createdAt: string, decidedAt?: string | null }> } };

export type OpsRequests_DecideMutationVariables = Exact<{
  input: DecideOpsRequestInput;
}>;


export type OpsRequests_DecideMutation = { __typename: 'Mutation', decideOpsRequest: { __typename: 'OpsRequest', id: string, status: OpsRequestStatus, checkerLabel?: string | null, checkerNote?: string | null, decidedAt?: string | null } };

export type OpsReviews_RealNameQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsReviews_RealNameQuery = { __typename: 'Query', opsRealName: { __typename: 'RealNameSubmission', id: string, idName: string, idNumberMasked: string, nationality: string, phone: string, residence: string, frontImageUrl: string, backImageUrl: string } };

export type OpsReviews_KindsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsReviews_KindsQuery = { __typename: 'Query', reviewKinds: Array<{ __typename: 'ReviewKindInfo', kind: string, pendingStatus: string, statuses: Array<string>, decisions: Array<string> }> };

export type OpsReviews_QueueQueryVariables = Exact<{
  kind: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsReviews_QueueQuery = { __typename: 'Query', reviewQueue: { __typename: 'ReviewQueuePage', nextCursor?: string | null, items: Array<{ __typename: 'ReviewQueueItem', id: string, kind: string, status: string, orderNo?: string | null, userId: string, userPhone?: string | null, amount?: string | null, currency?: string | null, summary: string, createdAt: string, needsSecondApproval: boolean }> } };

export type OpsReviews_DecideMutationVariables = Exact<{
  input: DecideReviewInput;
}>;


export type OpsReviews_DecideMutation = { __typename: 'Mutation', decideReview: { __typename: 'ReviewOutcome', id: string, kind: string, status: string, opsRequestId?: string | null } };

export type OpsReviews_RealNameReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsReviews_RealNameReasonsQuery = { __typename: 'Query', realNameReasonCodes: Array<ReviewReasonCode> };

export type OpsSupport_SaveCannedReplyMutationVariables = Exact<{
  input: SupportCannedReplyInput;
}>;


export type OpsSupport_SaveCannedReplyMutation = { __typename: 'Mutation', opsSaveSupportCannedReply: { __typename: 'SupportCannedReply', id: string, title: string, updatedAt: string, texts: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } } };

export type OpsSupport_DeleteCannedReplyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsSupport_DeleteCannedReplyMutation = { __typename: 'Mutation', opsDeleteSupportCannedReply: boolean };

export type OpsSupport_ContextQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type OpsSupport_ContextQuery = { __typename: 'Query', opsSupportContext: { __typename: 'SupportUserContext', userId: string, phone: string, realNameStatus: string, vip: boolean, balances: Array<{ __typename: 'Balance', currency: string, available: string, frozen: string, total: string }>, recentOrders: Array<{ __typename: 'Order', id: string, orderNo: string, symbol: string, direction: TradeDirection, orderType: OrderType, shares: number, status: OrderStatus, createdAt: string, quoteCurrency: string }>, openReviews: Array<{ __typename: 'SupportOpenReview', id: string, kind: string, status: string, orderNo?: string | null, amount?: string | null, currency?: string | null, summary: string, createdAt: string }> } };

export type OpsSupport_ConversationQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type OpsSupport_ConversationQuery = { __typename: 'Query', opsSupportConversation: { __typename: 'OpsSupportConversationDetail', conversation: { __typename: 'OpsSupportConversation', id: string, conversationNo: string, userId: string, userPhone: string, vip: boolean, topic: SupportTopic, status: SupportStatus, createdAt: string, lastMessageAt: string, waitingSince?: string | null, firstResponseAt?: string | null, firstResponseSeconds?: number | null, assignedToId?: string | null, assignedToLabel?: string | null, closedAt?: string | null, reopenableUntil?: string | null, error?: { __typename: 'SupportErrorContext', code: string, screen?: string | null, requestId?: string | null } | null }, messages: Array<{ __typename: 'SupportMessage', id: string, author: SupportAuthor, bodyHtml: string, verified: boolean, createdAt: string, attachments: Array<{ __typename: 'SupportAttachment', id: string, url: string }> }>, notes: Array<{ __typename: 'SupportNote', id: string, authorLabel: string, body: string, createdAt: string }> } };

export type OpsSupport_AgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsSupport_AgentsQuery = { __typename: 'Query', opsSupportAgents: Array<{ __typename: 'SupportAgent', id: string, label: string }> };

export type OpsSupport_AssignMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type OpsSupport_AssignMutation = { __typename: 'Mutation', opsAssignSupport: { __typename: 'OpsSupportConversation', id: string, assignedToId?: string | null, assignedToLabel?: string | null } };

export type OpsSupport_CloseMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type OpsSupport_CloseMutation = { __typename: 'Mutation', opsCloseSupport: { __typename: 'OpsSupportConversation', id: string, status: SupportStatus, closedAt?: string | null, reopenableUntil?: string | null, waitingSince?: string | null } };

export type OpsSupport_AddNoteMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
}>;


export type OpsSupport_AddNoteMutation = { __typename: 'Mutation', opsAddSupportNote: { __typename: 'SupportNote', id: string, authorLabel: string, body: string, createdAt: string } };

export type OpsSupport_InboxQueryVariables = Exact<{
  topic?: InputMaybe<SupportTopic>;
  status?: InputMaybe<SupportStatus>;
  waitingHours?: InputMaybe<Scalars['Int']['input']>;
  mine: Scalars['Boolean']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsSupport_InboxQuery = { __typename: 'Query', opsSupportInbox: { __typename: 'OpsSupportConversationPage', nextCursor?: string | null, items: Array<{ __typename: 'OpsSupportConversation', id: string, conversationNo: string, userId: string, userPhone: string, vip: boolean, topic: SupportTopic, status: SupportStatus, preview: string, waitingSince?: string | null, lastMessageAt: string, assignedToId?: string | null, assignedToLabel?: string | null, firstResponseSeconds?: number | null }> } };

export type OpsSupport_ReplyMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  waitingForUser: Scalars['Boolean']['input'];
}>;


export type OpsSupport_ReplyMutation = { __typename: 'Mutation', opsReplySupport: { __typename: 'SupportMessage', id: string, author: SupportAuthor, bodyHtml: string, verified: boolean, createdAt: string } };

export type OpsSupport_CannedRepliesQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsSupport_CannedRepliesQuery = { __typename: 'Query', opsSupportCannedReplies: Array<{ __typename: 'SupportCannedReply', id: string, title: string, updatedAt: string, texts: { __typename: 'LocalisedTextValues', en: string, fr?: string | null, es?: string | null, zhHans?: string | null, zhHant?: string | null } }> };

export type OpsInvites_ListQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsInvites_ListQuery = { __typename: 'Query', opsInviteCodes: { __typename: 'InviteCodePage', nextCursor?: string | null, items: Array<{ __typename: 'InviteCode', code: string, maxUses?: number | null, useCount: number, note?: string | null, createdAt: string }> } };

export type OpsInvites_IssueMutationVariables = Exact<{
  input: IssueInviteCodeInput;
}>;


export type OpsInvites_IssueMutation = { __typename: 'Mutation', issueInviteCode: { __typename: 'InviteCode', code: string, maxUses?: number | null, useCount: number, note?: string | null, createdAt: string } };

export type OpsUser_DocumentsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsUser_DocumentsQuery = { __typename: 'Query', opsUserDocuments: { __typename: 'UserDocumentPage', nextCursor?: string | null, items: Array<{ __typename: 'UserDocument', id: string, documentNo: string, kind: DocumentKind, status: DocumentStatus, progress: number, language: string, requestedByUser: boolean, month?: string | null, year?: number | null, format?: string | null, dataset?: string | null, from?: string | null, to?: string | null, size?: number | null, errorCode?: string | null, createdAt: string, readyAt?: string | null }> } };

export type OpsUser_ProfileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsUser_ProfileQuery = { __typename: 'Query', opsUser: { __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, hasPayPassword: boolean, createdAt: string, realName?: { __typename: 'RealNameSubmission', id: string, submissionNo: string, status: RealNameStatus, reasonCode?: string | null, note?: string | null, decidedAt?: string | null } | null, balances: Array<{ __typename: 'Balance', currency: string, available: string, frozen: string, depositTotal: string }> } };

export type OpsUser_StatementQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  currency: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsUser_StatementQuery = { __typename: 'Query', opsUserStatement: { __typename: 'StatementPage', nextCursor?: string | null, items: Array<{ __typename: 'StatementLine', entryId: string, at: string, kind: string, orderNo?: string | null, label?: string | null, memo?: string | null, currency: string, availableChange: string, frozenChange: string, availableAfter: string }> } };

export type OpsUser_PositionsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsUser_PositionsQuery = { __typename: 'Query', opsUserPositions: { __typename: 'PositionPage', nextCursor?: string | null, items: Array<{ __typename: 'Position', id: string, orderNo: string, symbol: string, direction: TradeDirection, shares: number, leverage: number, buyPrice: string, currentPrice?: string | null, quoteCurrency: string, settlementCurrency: string, margin: string, profit: string, buyTime: string, takeProfit?: string | null, stopLoss?: string | null }> } };

export type OpsUser_OrdersQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsUser_OrdersQuery = { __typename: 'Query', opsUserOrders: { __typename: 'OrderPage', nextCursor?: string | null, items: Array<{ __typename: 'Order', id: string, orderNo: string, symbol: string, direction: TradeDirection, orderType: OrderType, shares: number, limitPrice?: string | null, stopPrice?: string | null, currentStop?: string | null, timeInForce?: TimeInForce | null, expiresAt?: string | null, version: number, quoteCurrency: string }> } };

export type OpsUser_PerformanceQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type OpsUser_PerformanceQuery = { __typename: 'Query', opsUserPerformance: { __typename: 'Performance', state: PerformanceState, currency: string, valuedTo?: string | null, from?: string | null, to?: string | null, endValue?: string | null, netFlows?: string | null, twr?: string | null, mwrAnnual?: string | null, breakdown?: { __typename: 'PerformanceBreakdown', charges: string, total: string } | null, allocation: { __typename: 'PerformanceAllocation', concentrated: Array<string> } } };

export type OpsUsers_SearchQueryVariables = Exact<{
  query?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsUsers_SearchQuery = { __typename: 'Query', opsUsers: { __typename: 'OpsUserPage', nextCursor?: string | null, items: Array<{ __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, createdAt: string }> } };

export type OpsVip_TermsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsVip_TermsQuery = { __typename: 'Query', vipTerms: { __typename: 'VipTerms', totalAssetsEur: string, traded30dEur: string, commissionDiscount: string, loanCapEur: string, standardLoanCapEur: string } };

export type OpsVip_RunRecheckMutationVariables = Exact<{ [key: string]: never; }>;


export type OpsVip_RunRecheckMutation = { __typename: 'Mutation', runVipRecheck: boolean };

export type InstrumentName_InstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type InstrumentName_InstrumentQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, tickSize: string } | null };

export const UseSession_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UseSession_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UseSession_UserFragment, unknown>;
export const BlockTradeRecordCard_SubscriptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockTradeRecordCard_Subscription"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlockTradeSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"stockNameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePaid"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"wonTickets"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offering"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceSimulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]}}]} as unknown as DocumentNode<BlockTradeRecordCard_SubscriptionFragment, unknown>;
export const DividendRow_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DividendRow_Payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerShare"}},{"kind":"Field","name":{"kind":"Name","value":"dividendCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRate"}},{"kind":"Field","name":{"kind":"Name","value":"treatyForm"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"fromMargin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]} as unknown as DocumentNode<DividendRow_PaymentFragment, unknown>;
export const DividendTotals_TotalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DividendTotals_Total"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<DividendTotals_TotalFragment, unknown>;
export const DocumentRow_DocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentRow_Document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByUser"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"leg"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<DocumentRow_DocumentFragment, unknown>;
export const IntradayRecordCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntradayRecordCard_Application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntradayApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"riskBand"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"atr"}},{"kind":"Field","name":{"kind":"Name","value":"rangeHigh"}},{"kind":"Field","name":{"kind":"Name","value":"rangeLow"}},{"kind":"Field","name":{"kind":"Name","value":"realisedNet"}},{"kind":"Field","name":{"kind":"Name","value":"netResult"}},{"kind":"Field","name":{"kind":"Name","value":"resultNow"}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"targetPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyCharges"}},{"kind":"Field","name":{"kind":"Name","value":"sellCharges"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}},{"kind":"Field","name":{"kind":"Name","value":"exitReason"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<IntradayRecordCard_ApplicationFragment, unknown>;
export const QuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<QuoteFieldsFragment, unknown>;
export const InstrumentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<InstrumentRowFragment, unknown>;
export const BankCardItem_CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardItem_Card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCardItem_CardFragment, unknown>;
export const QuoteSummary_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteSummary_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FxQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"midRate"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"spreadBps"}},{"kind":"Field","name":{"kind":"Name","value":"spreadAmount"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"minimumReceived"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]} as unknown as DocumentNode<QuoteSummary_QuoteFragment, unknown>;
export const ExchangeResult_TransferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeResult_Transfer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FxTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"spreadAmount"}}]}}]} as unknown as DocumentNode<ExchangeResult_TransferFragment, unknown>;
export const WithdrawalRecord_WithdrawalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRecord_Withdrawal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<WithdrawalRecord_WithdrawalFragment, unknown>;
export const OpenPositionRow_PositionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenPositionRow_Position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailPercent"}}]}}]} as unknown as DocumentNode<OpenPositionRow_PositionFragment, unknown>;
export const ClosedPositionRow_PositionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClosedPositionRow_Position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}}]}}]} as unknown as DocumentNode<ClosedPositionRow_PositionFragment, unknown>;
export const PendingOrderRow_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingOrderRow_Order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"trailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"trailPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PendingOrderRow_OrderFragment, unknown>;
export const QuoteLine_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLine_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<QuoteLine_QuoteFragment, unknown>;
export const ChargeLines_ChargeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeLines_Charge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<ChargeLines_ChargeFragment, unknown>;
export const Portfolio_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Portfolio_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}}]}}]}}]} as unknown as DocumentNode<Portfolio_FieldsFragment, unknown>;
export const Mine_LogoutDocument = {"__meta__":{"hash":"66629f565e9e90866f6315ce06d143a9a006e6780bd4b6c6115b8c0afd6f3395"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Mine_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<Mine_LogoutMutation, Mine_LogoutMutationVariables>;
export const Mine_MeDocument = {"__meta__":{"hash":"b35b81c3509b00edbb9d75197d73b5f32a9dc48bbb323b160c442ed781e7dabd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Mine_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]}}]} as unknown as DocumentNode<Mine_MeQuery, Mine_MeQueryVariables>;
export const ApiTokens_ListDocument = {"__meta__":{"hash":"725f2002e4b28f809e19ab05bd8021ef35bd7f8eda4bf7fd79c0094b20925aba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens_List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiClientApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"allowedScopes"}}]}}]}}]} as unknown as DocumentNode<ApiTokens_ListQuery, ApiTokens_ListQueryVariables>;
export const ApiTokens_CreateDocument = {"__meta__":{"hash":"2577678796bf7ba6fde513228383b7d3cf6ce7c3b3ca1bcff2cdbd6bf2f6d996"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokens_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokens_CreateMutation, ApiTokens_CreateMutationVariables>;
export const ApiTokens_RevokeDocument = {"__meta__":{"hash":"abd9341571451b2530f40c38420c82417af33d6fecf0b6c2f6d79ff56586a93f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokens_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokens_RevokeMutation, ApiTokens_RevokeMutationVariables>;
export const ChangeLoginPassword_ChangeDocument = {"__meta__":{"hash":"7d371bd9263b49fcdccd36559c7374fd54e15bc233b0b1b5e34533942657e22d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLoginPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLoginPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changeLoginPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeLoginPassword_ChangeMutation, ChangeLoginPassword_ChangeMutationVariables>;
export const ChangePayPassword_SetDocument = {"__meta__":{"hash":"1a4ad57c93901ca3fbf0e32007571a132d93857b97f90a22939956a453dbdd1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Set"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_SetMutation, ChangePayPassword_SetMutationVariables>;
export const ChangePayPassword_ChangeDocument = {"__meta__":{"hash":"8d371cb99db967ac2e60d1b9aea28a64544939550710ca4425f4f1038a6ce893"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_ChangeMutation, ChangePayPassword_ChangeMutationVariables>;
export const Login_SignInDocument = {"__meta__":{"hash":"506999f91cb4ec1f04584422bd4415c6f5a53ff6155ae0b7b4b8e18e1659a928"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UseSession_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UseSession_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Login_SignInMutation, Login_SignInMutationVariables>;
export const Register_CreateAccountDocument = {"__meta__":{"hash":"1acd4fe5461bd26254d34c008504917f3f64c0f148f8ff063d2ee1a58b00da89"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register_CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UseSession_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UseSession_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Register_CreateAccountMutation, Register_CreateAccountMutationVariables>;
export const SignIn_CompleteDocument = {"__meta__":{"hash":"dea01a11b189afafbd3d28b6902f7664fde98643171427448b4b0b39c27c85a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn_Complete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UseSession_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UseSession_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignIn_CompleteMutation, SignIn_CompleteMutationVariables>;
export const SignIn_StartPasskeyDocument = {"__meta__":{"hash":"6f6adf629f02c7ed545c5e53dcf9f2e8e25b37af48d834b53041388715947d47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn_StartPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<SignIn_StartPasskeyMutation, SignIn_StartPasskeyMutationVariables>;
export const SignIn_FinishPasskeyDocument = {"__meta__":{"hash":"0186b065f3c5fe3e9693303ac98ca75386e547a4d76db49edd14d20e3e864891"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn_FinishPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"finishPasskeySignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UseSession_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UseSession_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignIn_FinishPasskeyMutation, SignIn_FinishPasskeyMutationVariables>;
export const SignIn_RequestRecoveryDocument = {"__meta__":{"hash":"a77624d567d004743bb7b764a018fcccffbfe9372adbdcca459e50904af0fc22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn_RequestRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestSecondFactorRecovery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"idName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idName"}}},{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignIn_RequestRecoveryMutation, SignIn_RequestRecoveryMutationVariables>;
export const Session_MeDocument = {"__meta__":{"hash":"940162c2fbca33a79c4997be14950c568e65d6ca82664c4ee21f3ca65fc3c98b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UseSession_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UseSession_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;
export const BlockTradeNotices_MineDocument = {"__meta__":{"hash":"12f103ecacc0a4cdf24fda5fe908567675b47e2b9a923241dde5c4f90c8e18d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockTradeNotices_Mine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myBlockTradeNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"offeringId"}},{"kind":"Field","name":{"kind":"Name","value":"stockNameText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<BlockTradeNotices_MineQuery, BlockTradeNotices_MineQueryVariables>;
export const BlockTradeSubscribe_BalancesDocument = {"__meta__":{"hash":"562e16ddcb19112806cb995a71d46a7a9a5487005c56dbddaafd4654c4de8b0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockTradeSubscribe_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<BlockTradeSubscribe_BalancesQuery, BlockTradeSubscribe_BalancesQueryVariables>;
export const BlockTradeList_OfferingsDocument = {"__meta__":{"hash":"d36c7a4457b70f4da3f4c3ce2ef21a248a448b9e730878a0b37b1d397dd7a931"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockTradeList_Offerings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockTradeOfferings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ticketShares"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"maxTicketsPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<BlockTradeList_OfferingsQuery, BlockTradeList_OfferingsQueryVariables>;
export const BlockTradeSubscribe_OfferingDocument = {"__meta__":{"hash":"20fa897fd9f59af32214b55dd1128700d75be6265ad0043526f47497feb388e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockTradeSubscribe_Offering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockTradeOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ticketShares"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"maxTicketsPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"codePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"failedQuoteAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"myCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockTradeRecordCard_Subscription"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockTradeRecordCard_Subscription"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlockTradeSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"stockNameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePaid"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"wonTickets"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offering"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceSimulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]}}]} as unknown as DocumentNode<BlockTradeSubscribe_OfferingQuery, BlockTradeSubscribe_OfferingQueryVariables>;
export const BlockTradeDraw_DrawDocument = {"__meta__":{"hash":"da2870e2d28469b98dc8dcd9c88037fb5f98b46313eef118bab68d66873b58e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockTradeDraw_Draw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockTradeDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offeringId"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"oversubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffRound"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffRank"}},{"kind":"Field","name":{"kind":"Name","value":"myRank"}}]}}]}}]} as unknown as DocumentNode<BlockTradeDraw_DrawQuery, BlockTradeDraw_DrawQueryVariables>;
export const BlockTradeSubscribe_CodeDocument = {"__meta__":{"hash":"f2510616469e46abd011d85ccb21e9647555128a122d911d1349e79ae12434e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockTradeSubscribe_Code"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myBlockTradeCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}}]}}]}}]} as unknown as DocumentNode<BlockTradeSubscribe_CodeMutation, BlockTradeSubscribe_CodeMutationVariables>;
export const BlockTradeSubscribe_SubscribeDocument = {"__meta__":{"hash":"f421dffbf6ee82b0acfae5942be8bc4841c9dd01613afd5c79f68d74ccef46b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockTradeSubscribe_Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeBlockTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"subscribeBlockTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}}]}}]} as unknown as DocumentNode<BlockTradeSubscribe_SubscribeMutation, BlockTradeSubscribe_SubscribeMutationVariables>;
export const BlockTradeRecords_SubscriptionsDocument = {"__meta__":{"hash":"73a56d35c3276ed58ec0e282c62a8fd24c500eb95fae826f266b2d2aa2fff8a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockTradeRecords_Subscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myBlockTradeSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockTradeRecordCard_Subscription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockTradeRecordCard_Subscription"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlockTradeSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"stockNameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePaid"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"wonTickets"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offering"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceSimulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]}}]} as unknown as DocumentNode<BlockTradeRecords_SubscriptionsQuery, BlockTradeRecords_SubscriptionsQueryVariables>;
export const HelpArticle_ArticleDocument = {"__meta__":{"hash":"394e4a7e9d05dd442ebc6ebaed0fd00f501be67269cc2e4d31e18a71ba8540e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpArticle_Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"helpArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}}]}}]}}]} as unknown as DocumentNode<HelpArticle_ArticleQuery, HelpArticle_ArticleQueryVariables>;
export const HelpCentre_ArticlesDocument = {"__meta__":{"hash":"8667e2fda97d1c091b934cf9a610d040072af97503d55a6282f83cf2d3c4fe9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpCentre_Articles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"helpArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<HelpCentre_ArticlesQuery, HelpCentre_ArticlesQueryVariables>;
export const HomeContent_LoadDocument = {"__meta__":{"hash":"83446f7cc50bd581fdbb277e8aa950eaba76a316e497a15b2f8b4d5c871e358a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeContent_Load"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<HomeContent_LoadQuery, HomeContent_LoadQueryVariables>;
export const NewsDetail_ArticleDocument = {"__meta__":{"hash":"264bcd9f122a1ce6743d21d8919efa7da4d9c3f197de299752e268628fe3b0a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsDetail_Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<NewsDetail_ArticleQuery, NewsDetail_ArticleQueryVariables>;
export const NewsList_PageDocument = {"__meta__":{"hash":"fcfc60931fd6e560f01825913ed5b2af296af8592d5ae88637070ea3c9ea8ea0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsList_Page"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"newsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<NewsList_PageQuery, NewsList_PageQueryVariables>;
export const NoticeList_PageDocument = {"__meta__":{"hash":"15880f56f021794c4901e6908626406876e8bd758cecc38d17c77447f32c9bc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeList_Page"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<NoticeList_PageQuery, NoticeList_PageQueryVariables>;
export const DividendsScreen_YearDocument = {"__meta__":{"hash":"c37739c380f99029b3d8004ebd1415b2dc9875b49f2ea68dd50827de29115683"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DividendsScreen_Year"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myDividends"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DividendTotals_Total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DividendRow_Payment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DividendTotals_Total"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DividendRow_Payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerShare"}},{"kind":"Field","name":{"kind":"Name","value":"dividendCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRate"}},{"kind":"Field","name":{"kind":"Name","value":"treatyForm"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"fromMargin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]} as unknown as DocumentNode<DividendsScreen_YearQuery, DividendsScreen_YearQueryVariables>;
export const PositionDividends_ActionsDocument = {"__meta__":{"hash":"46cdafc20ea27ce6b2a991f1b486706f826a7d6f9021dc7b2831fb7d2eb3e6b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PositionDividends_Actions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionCorporateActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dividends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DividendRow_Payment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DividendTotals_Total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"splits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ratioFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ratioTo"}},{"kind":"Field","name":{"kind":"Name","value":"sharesBefore"}},{"kind":"Field","name":{"kind":"Name","value":"sharesAfter"}},{"kind":"Field","name":{"kind":"Name","value":"entryPriceBefore"}},{"kind":"Field","name":{"kind":"Name","value":"entryPriceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"fraction"}},{"kind":"Field","name":{"kind":"Name","value":"closePrice"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"cashInLieu"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DividendRow_Payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerShare"}},{"kind":"Field","name":{"kind":"Name","value":"dividendCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRate"}},{"kind":"Field","name":{"kind":"Name","value":"treatyForm"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"fromMargin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DividendTotals_Total"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DividendTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<PositionDividends_ActionsQuery, PositionDividends_ActionsQueryVariables>;
export const TaxFormSection_SignDocument = {"__meta__":{"hash":"3ae50e83d9170c71351749399cc039a14f47574b9754d4ba5e091db1b936cb67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaxFormSection_Sign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignTaxFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signTaxForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]} as unknown as DocumentNode<TaxFormSection_SignMutation, TaxFormSection_SignMutationVariables>;
export const DividendsScreen_WithholdingDocument = {"__meta__":{"hash":"39279d9e5a364f30076d77cbfc79f4b1bd54a62e5a798d1e99b6a2fe95038335"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DividendsScreen_Withholding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}}]}}]}}]} as unknown as DocumentNode<DividendsScreen_WithholdingQuery, DividendsScreen_WithholdingQueryVariables>;
export const DocumentsScreen_ListDocument = {"__meta__":{"hash":"ee33a36668f785372b7c0ea2ef7f6a772ec8564911b614d63a70032ee4b826b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentsScreen_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentRow_Document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentRow_Document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByUser"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"leg"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<DocumentsScreen_ListQuery, DocumentsScreen_ListQueryVariables>;
export const Documents_RequestDocument = {"__meta__":{"hash":"aa37a7945fbc29726326cc931ec748f3e15d8b2c5123eb367cc516ce2d4527f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Documents_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentRow_Document"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentRow_Document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByUser"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"leg"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<Documents_RequestMutation, Documents_RequestMutationVariables>;
export const Documents_DownloadUrlDocument = {"__meta__":{"hash":"0d40bf09fca5f2162d054b1e0a5ce3f3776c5e5cf940900643215cb58edc6652"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Documents_DownloadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentDownloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<Documents_DownloadUrlMutation, Documents_DownloadUrlMutationVariables>;
export const FollowTrades_TradesDocument = {"__meta__":{"hash":"28470b4500241c3105e5e890219cd174f9b365b9f25cd322fb154696dd7ff024"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowTrades_Trades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followTrades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"live"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"stockName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"marketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"institution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<FollowTrades_TradesQuery, FollowTrades_TradesQueryVariables>;
export const FollowTrades_QuotesDocument = {"__meta__":{"hash":"f37260a555672292bef0c838123d625beddd83cf96ec368d63c080574dd17830"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowTrades_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<FollowTrades_QuotesSubscription, FollowTrades_QuotesSubscriptionVariables>;
export const FollowTrades_BalancesDocument = {"__meta__":{"hash":"3501cae9f2db18f78416ad6377262b995afeda3df1b878b39902be2264c9a30c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowTrades_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<FollowTrades_BalancesQuery, FollowTrades_BalancesQueryVariables>;
export const FollowTrades_PreviewDocument = {"__meta__":{"hash":"8041d4bcdf02979a7d34ece79f760550ae1acd06e0f7c04d796bf79bb05010a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowTrades_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tolerance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"tolerance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tolerance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"quoteAt"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"notional"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientFunds"}}]}}]}}]} as unknown as DocumentNode<FollowTrades_PreviewQuery, FollowTrades_PreviewQueryVariables>;
export const FollowTrades_FollowDocument = {"__meta__":{"hash":"8c7cfe715e1386bafd74e70ec7249e2d98bfe8cbae91c15f6cd9dbe46c222c72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowTrades_Follow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createFollow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FollowTrades_FollowMutation, FollowTrades_FollowMutationVariables>;
export const FollowRecords_MineDocument = {"__meta__":{"hash":"2bcfa01a40ba5db4b2ee127c499b929c8dd80dbcd3cbef8ff6cdb2f3ac26c17a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowRecords_Mine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myFollows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"askAtFollow"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fillPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fillQuoteAt"}},{"kind":"Field","name":{"kind":"Name","value":"fillCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stockName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"institution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<FollowRecords_MineQuery, FollowRecords_MineQueryVariables>;
export const FollowInstitutions_ListDocument = {"__meta__":{"hash":"8fd9d71ae31b60e789a1caf4d244aa9c04f28b03fd23370be298364b60b4fd43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowInstitutions_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followInstitutions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosuresText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<FollowInstitutions_ListQuery, FollowInstitutions_ListQueryVariables>;
export const FollowTrackRecord_RecordDocument = {"__meta__":{"hash":"2679263e75be17b2477e68af5b57920491086b37f0120cdeffe1e85aa338f4e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowTrackRecord_Record"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"institutionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followTrackRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"institutionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"institutionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"institutionId"}},{"kind":"Field","name":{"kind":"Name","value":"inception"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"netReturn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sinceInception"}},{"kind":"Field","name":{"kind":"Name","value":"maxDrawdown"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"tradesCounted"}},{"kind":"Field","name":{"kind":"Name","value":"netOfCharges"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode<FollowTrackRecord_RecordQuery, FollowTrackRecord_RecordQueryVariables>;
export const FundList_ProductsDocument = {"__meta__":{"hash":"bd6a373f9cd11790180274ad9bcc35474651630194e82ab50a903ea16c1cf243"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundList_Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fundProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"underlyingText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateSourceText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"annualRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveUpTo"}},{"kind":"Field","name":{"kind":"Name","value":"earlyFeeRate"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<FundList_ProductsQuery, FundList_ProductsQueryVariables>;
export const FundList_BuyDocument = {"__meta__":{"hash":"cf54c013343ca30f00c2e792767c543aa16066827e58316dd9853f628adefe6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FundList_Buy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyFundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"buyFund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FundList_BuyMutation, FundList_BuyMutationVariables>;
export const FundRecords_HoldingsDocument = {"__meta__":{"hash":"532a5d587aa20f1675683a57528ba05cb3d7e7345e8408f9257cec2da9118145"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundRecords_Holdings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myFundHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"productNameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"annualRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningDays"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"holdingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"expectedEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"earlyFeeRate"}},{"kind":"Field","name":{"kind":"Name","value":"earlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"accruals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<FundRecords_HoldingsQuery, FundRecords_HoldingsQueryVariables>;
export const FundRecords_RedemptionPreviewDocument = {"__meta__":{"hash":"3ed45975988e650a44f0c3c511071a99cbfba7962bbb0e1abafc1d5979fc2eb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundRecords_RedemptionPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fundRedemptionPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"receive"}},{"kind":"Field","name":{"kind":"Name","value":"earningsForgone"}}]}}]}}]} as unknown as DocumentNode<FundRecords_RedemptionPreviewQuery, FundRecords_RedemptionPreviewQueryVariables>;
export const FundRecords_RedeemDocument = {"__meta__":{"hash":"cb222b1d8b7af9eaff2be104f5efe49c99343d9fbb78ad902a358c5b5221a4d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FundRecords_Redeem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FundRecords_RedeemMutation, FundRecords_RedeemMutationVariables>;
export const DayTrading_TermsDocument = {"__meta__":{"hash":"88530dbd56167620faddfc2a4ee83b7faa8784bdf5e8a9b3836ccf747522fd7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DayTrading_Terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"intradayTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxExposure"}},{"kind":"Field","name":{"kind":"Name","value":"maxActive"}},{"kind":"Field","name":{"kind":"Name","value":"openingRangeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"entryCutoffMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxEntriesPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"stopAtrMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"targetMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLossLimit"}},{"kind":"Field","name":{"kind":"Name","value":"riskLow"}},{"kind":"Field","name":{"kind":"Name","value":"riskMedium"}},{"kind":"Field","name":{"kind":"Name","value":"riskHigh"}},{"kind":"Field","name":{"kind":"Name","value":"flatLeadSeconds"}}]}}]}}]} as unknown as DocumentNode<DayTrading_TermsQuery, DayTrading_TermsQueryVariables>;
export const IntradayRecords_ApplicationsDocument = {"__meta__":{"hash":"a97ae634233bb4eb5bf5d11ca8476a368d10e2f58b5a5cf644c97506822b2fd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntradayRecords_Applications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myIntradayApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntradayRecordCard_Application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntradayRecordCard_Application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntradayApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"riskBand"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"atr"}},{"kind":"Field","name":{"kind":"Name","value":"rangeHigh"}},{"kind":"Field","name":{"kind":"Name","value":"rangeLow"}},{"kind":"Field","name":{"kind":"Name","value":"realisedNet"}},{"kind":"Field","name":{"kind":"Name","value":"netResult"}},{"kind":"Field","name":{"kind":"Name","value":"resultNow"}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"targetPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyCharges"}},{"kind":"Field","name":{"kind":"Name","value":"sellCharges"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}},{"kind":"Field","name":{"kind":"Name","value":"exitReason"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<IntradayRecords_ApplicationsQuery, IntradayRecords_ApplicationsQueryVariables>;
export const IntradayApply_ApplyDocument = {"__meta__":{"hash":"c6653eb2479b4189d188bf5160acabde235c4f28b95680a478fe61a73c7d4639"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntradayApply_Apply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyIntradayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyIntradayStrategy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntradayRecordCard_Application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntradayRecordCard_Application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntradayApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"riskBand"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"tradeDate"}},{"kind":"Field","name":{"kind":"Name","value":"atr"}},{"kind":"Field","name":{"kind":"Name","value":"rangeHigh"}},{"kind":"Field","name":{"kind":"Name","value":"rangeLow"}},{"kind":"Field","name":{"kind":"Name","value":"realisedNet"}},{"kind":"Field","name":{"kind":"Name","value":"netResult"}},{"kind":"Field","name":{"kind":"Name","value":"resultNow"}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"targetPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyCharges"}},{"kind":"Field","name":{"kind":"Name","value":"sellCharges"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}},{"kind":"Field","name":{"kind":"Name","value":"exitReason"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<IntradayApply_ApplyMutation, IntradayApply_ApplyMutationVariables>;
export const IntradayApply_InstrumentDocument = {"__meta__":{"hash":"c5aeabbb4b431b2df58765a3dc28e4b94e97b87b9b07f7fcd7ff4c566ba66115"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntradayApply_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"searchInstruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<IntradayApply_InstrumentQuery, IntradayApply_InstrumentQueryVariables>;
export const IntradayApply_BalancesDocument = {"__meta__":{"hash":"b1061ff06672dde12e685ada6106918cfac6cd36cae754717fb32a70f56927ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntradayApply_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<IntradayApply_BalancesQuery, IntradayApply_BalancesQueryVariables>;
export const IpoApply_BalancesDocument = {"__meta__":{"hash":"8e54aacd55b05f9b79422abb1b1283ebfb92a0946c69b513b72a33be882c1158"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IpoApply_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<IpoApply_BalancesQuery, IpoApply_BalancesQueryVariables>;
export const IpoLottery_ApplicationsDocument = {"__meta__":{"hash":"9cac65973a7ba1ed6b2eeb77837c3cc0b568125a399570ca9f07e46bfab18b20"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IpoLottery_Applications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myIpoApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lots"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"amountToPay"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offering"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"drawsAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuesAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<IpoLottery_ApplicationsQuery, IpoLottery_ApplicationsQueryVariables>;
export const IpoList_OfferingsDocument = {"__meta__":{"hash":"f1ef9a5d5c47ac90123e0652463680f069ae8920bd773f11814356ef5fc6dc27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IpoList_Offerings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ipoOfferings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceLive"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawsAt"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<IpoList_OfferingsQuery, IpoList_OfferingsQueryVariables>;
export const IpoDetail_OfferingDocument = {"__meta__":{"hash":"e2d8df4fcc65b2dc582a8654e235b00c6684d0c8bc054650f3c62154569155cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IpoDetail_Offering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ipoOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceLive"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"underwritingShares"}},{"kind":"Field","name":{"kind":"Name","value":"totalShares"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxLots"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawsAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuesAt"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"myApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lots"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"amountToPay"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<IpoDetail_OfferingQuery, IpoDetail_OfferingQueryVariables>;
export const IpoDetail_DrawDocument = {"__meta__":{"hash":"7f3c54f56a27f464f1f0d8cf2ebea711b715b4169328da363df9e0f7f0fa9a02"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IpoDetail_Draw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ipoDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offeringId"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"lotsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"lotsAllocated"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffRound"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffRank"}},{"kind":"Field","name":{"kind":"Name","value":"myRank"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<IpoDetail_DrawQuery, IpoDetail_DrawQueryVariables>;
export const IpoApply_ApplyDocument = {"__meta__":{"hash":"eeb49f4a2fc4c3354730b3c269c324024fc678ba86f0d8c4b5e5967d9f1d7106"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IpoApply_Apply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyIpoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyIpo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}}]}}]} as unknown as DocumentNode<IpoApply_ApplyMutation, IpoApply_ApplyMutationVariables>;
export const IpoApply_CancelDocument = {"__meta__":{"hash":"07fda2d5a2559a252f753cc04cbad50216c8c3d6e1ab9ed26ff9d36e42237f36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IpoApply_Cancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelIpoApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<IpoApply_CancelMutation, IpoApply_CancelMutationVariables>;
export const LiabilityProofs_SnapshotsDocument = {"__meta__":{"hash":"be6426ad3cb2be02fddd2d3ae7bcd635968e68af9f8946b560758bbceb8e1d97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiabilityProofs_Snapshots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"liabilitySnapshots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"roots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rootHash"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paddedSize"}}]}}]}}]}}]} as unknown as DocumentNode<LiabilityProofs_SnapshotsQuery, LiabilityProofs_SnapshotsQueryVariables>;
export const ProofCheck_ProofDocument = {"__meta__":{"hash":"475b19d8dabb767a2bd779817549a9fdc168c03f82b28ca0064e5aedd8c0e335"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProofCheck_Proof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myLiabilityProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"proofJson"}}]}}]}}]} as unknown as DocumentNode<ProofCheck_ProofQuery, ProofCheck_ProofQueryVariables>;
export const LoanForm_LimitDocument = {"__meta__":{"hash":"9809a3bb22fdae2ae025bb5126bc6c4461920e153bb09dc15447b24b533f2a5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanForm_Limit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loanLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"tierCap"}},{"kind":"Field","name":{"kind":"Name","value":"collateralLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"borrowed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRepayment"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApplications"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"annualRate"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarkRate"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarkName"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"dayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"haircut"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceRatio"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"haircut"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"pledged"}}]}}]}}]}}]} as unknown as DocumentNode<LoanForm_LimitQuery, LoanForm_LimitQueryVariables>;
export const LoanForm_IdentityDocument = {"__meta__":{"hash":"a957f9cbbf99039e83f6f13137291b66cabbeed902e223d26e28ff0d1abb60dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanForm_Identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"idName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}}]}}]}}]} as unknown as DocumentNode<LoanForm_IdentityQuery, LoanForm_IdentityQueryVariables>;
export const LoanProtocol_AgreementDocument = {"__meta__":{"hash":"d7e2b9f040703d7c840363021b4f943303c7535db3eeef12814b89e44578b627"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanProtocol_Agreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loanAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}}]}}]} as unknown as DocumentNode<LoanProtocol_AgreementQuery, LoanProtocol_AgreementQueryVariables>;
export const LoanProtocol_ApplyDocument = {"__meta__":{"hash":"434bf88906a79bcac0b31a43daf4000f0f6f6b927c77f2131942edba9df952c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoanProtocol_Apply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyLoanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LoanProtocol_ApplyMutation, LoanProtocol_ApplyMutationVariables>;
export const LoanRecords_LoansDocument = {"__meta__":{"hash":"8b38b03cf7cf87482a5fa414830eb3a8ecf0b07497e6c5865c5cc66b6e537388"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanRecords_Loans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"annualRate"}},{"kind":"Field","name":{"kind":"Name","value":"dayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"dailyInterest"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"agreementVersion"}},{"kind":"Field","name":{"kind":"Name","value":"agreementHash"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"marginCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"cureBy"}},{"kind":"Field","name":{"kind":"Name","value":"liquidatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repaidAt"}},{"kind":"Field","name":{"kind":"Name","value":"pledged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<LoanRecords_LoansQuery, LoanRecords_LoansQueryVariables>;
export const LoanRecords_RepaymentsDocument = {"__meta__":{"hash":"1cab5a0cb465378e5fc1d7c2b172696f2a822155d3621d895524d01fec46211a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanRecords_Repayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myLoanRepayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"loanOrderNo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<LoanRecords_RepaymentsQuery, LoanRecords_RepaymentsQueryVariables>;
export const LoanRecords_RepayDocument = {"__meta__":{"hash":"f3a88fa304bad1f14de40b9d3de262d872c811253d0a9ad1132e77982fcd88ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoanRecords_Repay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepayLoanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"repayLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LoanRecords_RepayMutation, LoanRecords_RepayMutationVariables>;
export const CorporateActions_CalendarDocument = {"__meta__":{"hash":"3bdcd33b2001fc2c26330df8f567f77a27046a60bf2a3790497fb2ccd66cfd30"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorporateActions_Calendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"corporateActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"ratioFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ratioTo"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode<CorporateActions_CalendarQuery, CorporateActions_CalendarQueryVariables>;
export const IndexCards_IndicesDocument = {"__meta__":{"hash":"1e9439f14a79f3972278fff18c668442f488f7a26e3e182837be1261cc2eb1fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndexCards_Indices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"indices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<IndexCards_IndicesQuery, IndexCards_IndicesQueryVariables>;
export const MarketBoard_ListDocument = {"__meta__":{"hash":"1d7e371b69c957dd099954642d7163bdd88a9ee4007b8b55fceebd82dfeadd44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketBoard_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstrumentList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"market"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"market"},"value":{"kind":"Variable","name":{"kind":"Name","value":"market"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<MarketBoard_ListQuery, MarketBoard_ListQueryVariables>;
export const MarketBoard_FxRatesDocument = {"__meta__":{"hash":"17fbf79939985ee442bc4a1bdf12f2d778d8477f55bf975f0b1d6c4b68636bbc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketBoard_FxRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fxRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode<MarketBoard_FxRatesQuery, MarketBoard_FxRatesQueryVariables>;
export const MarketBoard_StatusDocument = {"__meta__":{"hash":"0b8da12e3a0b676f374142caa5d588afbbd834aff71e0de80737ebe15cdc301a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketBoard_Status"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"market"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"marketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"market"},"value":{"kind":"Variable","name":{"kind":"Name","value":"market"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"nextOpen"}},{"kind":"Field","name":{"kind":"Name","value":"nextClose"}}]}}]}}]} as unknown as DocumentNode<MarketBoard_StatusQuery, MarketBoard_StatusQueryVariables>;
export const RisingRanking_InstrumentsDocument = {"__meta__":{"hash":"f636b8723a609f018e9073e5d7679c8e4fb44c9d07c8f8a6ed3bfb01d83648ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RisingRanking_Instruments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"EnumValue","value":"RISING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<RisingRanking_InstrumentsQuery, RisingRanking_InstrumentsQueryVariables>;
export const Search_InstrumentsDocument = {"__meta__":{"hash":"71c83793f478417f927f4b2c1d9d9c82e70dc6fe2a741543d8d291909c80cf2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search_Instruments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"searchInstruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Search_InstrumentsQuery, Search_InstrumentsQueryVariables>;
export const Search_HistoryDocument = {"__meta__":{"hash":"c2574b175e5b23f9b9ff857f09a055807cb375b6c23369fccfca587bb9fcb098"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search_History"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"searchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Search_HistoryQuery, Search_HistoryQueryVariables>;
export const Search_RecordDocument = {"__meta__":{"hash":"388423b012b4fdc11bae5e731e44c267a8883081b7f06f233b0acac12ff65b36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Search_Record"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Search_RecordMutation, Search_RecordMutationVariables>;
export const Search_ClearHistoryDocument = {"__meta__":{"hash":"296200e5414154aebaf184ef66f847d246013bc5edfe20c2c633daee4bd15e80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Search_ClearHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clearSearchHistory"}}]}}]} as unknown as DocumentNode<Search_ClearHistoryMutation, Search_ClearHistoryMutationVariables>;
export const StockChart_BarsDocument = {"__meta__":{"hash":"bc06a21cdc50110dbd3ae1bbbe763dc54218cb9a972a23e78cdb6e011cd874cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockChart_Bars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BarInterval"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"close"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"unadjustedClose"}}]}}]}}]} as unknown as DocumentNode<StockChart_BarsQuery, StockChart_BarsQueryVariables>;
export const StockDetail_InstrumentDocument = {"__meta__":{"hash":"41c5f60330f2ad1e164abbf73eac6dcefeaf5b21ef2e1701d8e555a9bc805de7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockDetail_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"market"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"watched"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"market"},"value":{"kind":"Variable","name":{"kind":"Name","value":"market"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<StockDetail_InstrumentQuery, StockDetail_InstrumentQueryVariables>;
export const WatchButton_AddDocument = {"__meta__":{"hash":"a56e27c4e74bd8cd8884388864a79e330781becf6529757e6ad80457773e489e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchButton_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addToWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"watched"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}}]}}]} as unknown as DocumentNode<WatchButton_AddMutation, WatchButton_AddMutationVariables>;
export const WatchButton_RemoveDocument = {"__meta__":{"hash":"7467556e3313b6cc4de5f89edc7408f4031236d46ecbafd3755bda9a0b1e21b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchButton_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeFromWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"watched"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}}]}}]} as unknown as DocumentNode<WatchButton_RemoveMutation, WatchButton_RemoveMutationVariables>;
export const Watchlist_InstrumentsDocument = {"__meta__":{"hash":"1dbc355f79928dd30e22ca2edd692f7e15f8fc39b83b4f42171aab8764950add"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Watchlist_Instruments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"watchlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watched"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Watchlist_InstrumentsQuery, Watchlist_InstrumentsQueryVariables>;
export const LiveQuotes_QuotesDocument = {"__meta__":{"hash":"13bf19c84911dcd6be2ff4e0a3a6067d25c14169a54c093c3d12f0bb6a2f0675"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveQuotes_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<LiveQuotes_QuotesSubscription, LiveQuotes_QuotesSubscriptionVariables>;
export const ListDocument = {"__meta__":{"hash":"fd0eeb9faa68f22cd3f7073f284b407758cb5802046715684eda42a3d501b969"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"EnumValue","value":"RISING"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<ListQuery, ListQueryVariables>;
export const BalanceCard_BalancesDocument = {"__meta__":{"hash":"4351fa4ff6404c52f6a1c90402fa48f8708f98a7db0c783eb5e3952cefe2ed0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalanceCard_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}}]}}]} as unknown as DocumentNode<BalanceCard_BalancesQuery, BalanceCard_BalancesQueryVariables>;
export const BankCardList_CardsDocument = {"__meta__":{"hash":"0b78d865f58d49cf8a7dde0354db4e0569f34a7f9d874560f20958b361ea40bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankCardList_Cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardItem_Card"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardItem_Card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCardList_CardsQuery, BankCardList_CardsQueryVariables>;
export const BankCardList_DeleteDocument = {"__meta__":{"hash":"6eb66f2bf5b674470d1f6056f6f633c3db05c451d0d8981713aa11b2e4cbec8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankCardList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<BankCardList_DeleteMutation, BankCardList_DeleteMutationVariables>;
export const BankCardForm_AddDocument = {"__meta__":{"hash":"8a55e380ec2d7935e45e21a31b4842c795f4039401e55403f72af851c857339e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankCardForm_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBankCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardItem_Card"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardItem_Card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCardForm_AddMutation, BankCardForm_AddMutationVariables>;
export const CryptoAddressList_AddressesDocument = {"__meta__":{"hash":"87e4ab5d2ee16c6654bafab5ba886ee2c9183caf40a5bdf0a9176487573c59fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CryptoAddressList_Addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CryptoAddressList_AddressesQuery, CryptoAddressList_AddressesQueryVariables>;
export const CryptoAddressList_DeleteDocument = {"__meta__":{"hash":"dfc79a7f691f6c5d9cdc1a28debcd128ef089e5affe74f43f0763eb990b8fe5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CryptoAddressList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteCryptoAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CryptoAddressList_DeleteMutation, CryptoAddressList_DeleteMutationVariables>;
export const BindAddressForm_AddDocument = {"__meta__":{"hash":"6e53eda98a591195ca3bdc750c721481ca129f6a3ff02dcaa531d7d939b86b23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindAddressForm_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCryptoAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addCryptoAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BindAddressForm_AddMutation, BindAddressForm_AddMutationVariables>;
export const DepositScreen_InstructionsDocument = {"__meta__":{"hash":"ef0fa553d809355354036f5126a180514d98fd4f137823c625d584a9b2399d91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositScreen_Instructions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"depositInstructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<DepositScreen_InstructionsQuery, DepositScreen_InstructionsQueryVariables>;
export const DepositScreen_FileDepositDocument = {"__meta__":{"hash":"7005ef846c483c07a54fa1e8d1d684433645ce11f14253862fa1014a1f31f9af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositScreen_FileDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<DepositScreen_FileDepositMutation, DepositScreen_FileDepositMutationVariables>;
export const ExchangeScreen_BalancesDocument = {"__meta__":{"hash":"dd35d25b7573372a38418ed23e43e2da355d8bba83cfacb6a08dcde92722362b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeScreen_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<ExchangeScreen_BalancesQuery, ExchangeScreen_BalancesQueryVariables>;
export const ExchangeScreen_QuoteDocument = {"__meta__":{"hash":"dc73132a3f2b6d2687ed70e4abc13569f2a24ea503140b0deefcbe7430133510"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeScreen_Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fxQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteSummary_Quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteSummary_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FxQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"midRate"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"spreadBps"}},{"kind":"Field","name":{"kind":"Name","value":"spreadAmount"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"minimumReceived"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]} as unknown as DocumentNode<ExchangeScreen_QuoteQuery, ExchangeScreen_QuoteQueryVariables>;
export const ExchangeScreen_TransferDocument = {"__meta__":{"hash":"80fb6d23ead77f78262e434014961a07fc2712083dfd2071ed889b6b747f232d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExchangeScreen_Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferFundsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"transferFunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeResult_Transfer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeResult_Transfer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FxTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"spreadAmount"}}]}}]} as unknown as DocumentNode<ExchangeScreen_TransferMutation, ExchangeScreen_TransferMutationVariables>;
export const StatementScreen_LinesDocument = {"__meta__":{"hash":"bede0f90c66053af2923e88d6cbc83af52b0777639bd44cdc206a1dc71f841dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementScreen_Lines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"availableChange"}},{"kind":"Field","name":{"kind":"Name","value":"frozenChange"}},{"kind":"Field","name":{"kind":"Name","value":"availableAfter"}},{"kind":"Field","name":{"kind":"Name","value":"frozenAfter"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"dividend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingRate"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<StatementScreen_LinesQuery, StatementScreen_LinesQueryVariables>;
export const TransactionRecords_DepositsDocument = {"__meta__":{"hash":"393792a1b458f22aacd99d2c1093d56e2ba7e6033b3f943941743ed684911138"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionRecords_Deposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<TransactionRecords_DepositsQuery, TransactionRecords_DepositsQueryVariables>;
export const TransactionRecords_WithdrawalsDocument = {"__meta__":{"hash":"d08fc88e50eba5a8f70f690cffad4578beede2fdb4a1192e1b100f4b0f584d8c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionRecords_Withdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalRecord_Withdrawal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRecord_Withdrawal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<TransactionRecords_WithdrawalsQuery, TransactionRecords_WithdrawalsQueryVariables>;
export const TransactionRecords_RevokeDocument = {"__meta__":{"hash":"92c5af3bfdde525c80595c8f3fe3a9139009a298fa6b5180bae8975ed2e087d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransactionRecords_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<TransactionRecords_RevokeMutation, TransactionRecords_RevokeMutationVariables>;
export const WithdrawScreen_DestinationsDocument = {"__meta__":{"hash":"8e1de8c81785e3317ab83764caae93bc22e0cfd1e24859a04868c383ec91e2de"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawScreen_Destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"bankMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"bankFeeRate"}},{"kind":"Field","name":{"kind":"Name","value":"bankMinimumFee"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoFee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyCount"}}]}}]}}]} as unknown as DocumentNode<WithdrawScreen_DestinationsQuery, WithdrawScreen_DestinationsQueryVariables>;
export const WithdrawScreen_PreviewDocument = {"__meta__":{"hash":"53aee2701b8293b7cd7aa182650415ec6f903feccb073914c20e9e392e3d03d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawScreen_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"minimum"}}]}}]}}]} as unknown as DocumentNode<WithdrawScreen_PreviewQuery, WithdrawScreen_PreviewQueryVariables>;
export const WithdrawScreen_RequestWithdrawalDocument = {"__meta__":{"hash":"d838c61b9b48e994beabe0d7cede257f3c746457f159854439777678c95a26d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawScreen_RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalRecord_Withdrawal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRecord_Withdrawal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<WithdrawScreen_RequestWithdrawalMutation, WithdrawScreen_RequestWithdrawalMutationVariables>;
export const AccountEvents_EventsDocument = {"__meta__":{"hash":"6d4dd3800602977b1773d5724d1d8e1cda7d5fba659029e7fb036a9294008108"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccountEvents_Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"notificationKind"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<AccountEvents_EventsSubscription, AccountEvents_EventsSubscriptionVariables>;
export const AccountEvents_NoticesDocument = {"__meta__":{"hash":"d00e35be2bd902c946962437e4d434d8a776a8bc5826c9b388ab480e93b3d986"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccountEvents_Notices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticePublished"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AccountEvents_NoticesSubscription, AccountEvents_NoticesSubscriptionVariables>;
export const Notifications_ListDocument = {"__meta__":{"hash":"9a83fca29581b326a24dc8e2e248694d7917678b7ed6edaba0e5df6b164cc509"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<Notifications_ListQuery, Notifications_ListQueryVariables>;
export const Notifications_MarkReadDocument = {"__meta__":{"hash":"31a24039aa5c52e43de70207b4b18fe9917c7f4cd4085674cfab183e538ed20e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Notifications_MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<Notifications_MarkReadMutation, Notifications_MarkReadMutationVariables>;
export const Notifications_MarkAllReadDocument = {"__meta__":{"hash":"a9fdb3764b793acd4325a5802956e068a42533e50f55a9c6ceaa8b64ffeac6e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Notifications_MarkAllRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<Notifications_MarkAllReadMutation, Notifications_MarkAllReadMutationVariables>;
export const PriceAlerts_ListDocument = {"__meta__":{"hash":"92f58398c6bb70d97373290c3f5fa3c6207a56965a62b2fb0bc7f6cdd630917d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceAlerts_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"priceAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"repeat"}},{"kind":"Field","name":{"kind":"Name","value":"cooldownMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastTriggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PriceAlerts_ListQuery, PriceAlerts_ListQueryVariables>;
export const PriceAlertSheet_CreateDocument = {"__meta__":{"hash":"6bd4394e2d9b4ea140b5f189caa171c34f47acbcd34b6ec8b70d03473a295de7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceAlertSheet_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPriceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"repeat"}},{"kind":"Field","name":{"kind":"Name","value":"cooldownMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastTriggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PriceAlertSheet_CreateMutation, PriceAlertSheet_CreateMutationVariables>;
export const PriceAlerts_PauseDocument = {"__meta__":{"hash":"968b20032c80b73fc7b2d5000b2c4927e8d3e72727d39c6a5803cee96b8bdd3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceAlerts_Pause"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pausePriceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PriceAlerts_PauseMutation, PriceAlerts_PauseMutationVariables>;
export const PriceAlerts_DeleteDocument = {"__meta__":{"hash":"cf471c72979e263239433b5f19d64d7a7216fa3fb1cb2600a24d10a2a6b728be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceAlerts_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletePriceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PriceAlerts_DeleteMutation, PriceAlerts_DeleteMutationVariables>;
export const PriceAlertSheet_InstrumentDocument = {"__meta__":{"hash":"29743bbef7619b5742be3153f878d0c1ea277e048e16e230eebfeab1c2522339"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceAlertSheet_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"tickSize"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<PriceAlertSheet_InstrumentQuery, PriceAlertSheet_InstrumentQueryVariables>;
export const NotificationBell_UnreadDocument = {"__meta__":{"hash":"03ff14d3881342eed2421d82acba572dc5773f2423e75757b4de76d2f005a7e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBell_Unread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<NotificationBell_UnreadQuery, NotificationBell_UnreadQueryVariables>;
export const PerformanceScreen_PeriodDocument = {"__meta__":{"hash":"954c1c90d90ac53dcb5b6692b1e6c77e6fb4a0303ca23101cf2f69b220789bec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerformanceScreen_Period"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformancePeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"benchmark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformanceBenchmark"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"performance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"benchmark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"benchmark"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"valuedTo"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"clamped"}},{"kind":"Field","name":{"kind":"Name","value":"startValue"}},{"kind":"Field","name":{"kind":"Name","value":"endValue"}},{"kind":"Field","name":{"kind":"Name","value":"netFlows"}},{"kind":"Field","name":{"kind":"Name","value":"twr"}},{"kind":"Field","name":{"kind":"Name","value":"mwrAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"mwrPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"missingRates"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarkReturn"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarkDifference"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarkSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"explanations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"realised"}},{"kind":"Field","name":{"kind":"Name","value":"unrealised"}},{"kind":"Field","name":{"kind":"Name","value":"dividends"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"invested"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"concentrated"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"byMarket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bySector"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byInstrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PerformanceScreen_PeriodQuery, PerformanceScreen_PeriodQueryVariables>;
export const PushSettings_SettingsDocument = {"__meta__":{"hash":"642a4537b6d01d209375d0ebdd8d2003afb95fb291cd2faf608728720f889641"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushSettings_Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pushSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"vapidPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"deviceCount"}},{"kind":"Field","name":{"kind":"Name","value":"thisDevice"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<PushSettings_SettingsQuery, PushSettings_SettingsQueryVariables>;
export const PushSettings_SubscribeDocument = {"__meta__":{"hash":"6be819f6c692b57dcee8a69a31b0f3bd4aff17288e4017f56e018f2631f44fd4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushSettings_Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deviceCount"}},{"kind":"Field","name":{"kind":"Name","value":"thisDevice"}}]}}]}}]} as unknown as DocumentNode<PushSettings_SubscribeMutation, PushSettings_SubscribeMutationVariables>;
export const PushSettings_UnsubscribeDocument = {"__meta__":{"hash":"3c40eca346666f2d65b764447205d419321f96992e1e39909b1063510663a64c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushSettings_Unsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<PushSettings_UnsubscribeMutation, PushSettings_UnsubscribeMutationVariables>;
export const PushSettings_SetCategoryDocument = {"__meta__":{"hash":"aa08c5b938a2cffa71d4975ab4b166376cc7123dd25184e0a4c1e8372fd535d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushSettings_SetCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPushCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<PushSettings_SetCategoryMutation, PushSettings_SetCategoryMutationVariables>;
export const RealName_MineDocument = {"__meta__":{"hash":"724fb1d223dce37c191081ac4ba521c2677d5b52a3c5aef54e26b6458667bdcb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealName_Mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"submissionNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"idName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<RealName_MineQuery, RealName_MineQueryVariables>;
export const RealNameForm_SubmitDocument = {"__meta__":{"hash":"5c4d34cac31d0daa11051f46dbe65529a68dffa80c45d251503bd7b8e235ceb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealNameForm_Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"submitRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"submissionNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"idName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<RealNameForm_SubmitMutation, RealNameForm_SubmitMutationVariables>;
export const SecondFactor_StatusDocument = {"__meta__":{"hash":"1646990b7b1a4f7b235702f210c456e7cba1eda3795917ec359914d7dee8f739"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecondFactor_Status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyCount"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpUntil"}}]}}]}}]} as unknown as DocumentNode<SecondFactor_StatusQuery, SecondFactor_StatusQueryVariables>;
export const SecondFactor_StepUpDocument = {"__meta__":{"hash":"9b60613a485953beede5e827643c2e99d4f5cdd23b09c58d219f20f910ee4ad9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecondFactor_StepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<SecondFactor_StepUpMutation, SecondFactor_StepUpMutationVariables>;
export const SecondFactor_StartPasskeyStepUpDocument = {"__meta__":{"hash":"78544b1741d0bcd986a44a0f8e4916f351c41e45b312e4ccad6543b632631f34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecondFactor_StartPasskeyStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startPasskeyStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<SecondFactor_StartPasskeyStepUpMutation, SecondFactor_StartPasskeyStepUpMutationVariables>;
export const SecondFactor_FinishPasskeyStepUpDocument = {"__meta__":{"hash":"3edf2f90eb656edfeaa6c0493987f66f0d8c86727cdec2fdfb430fe2b05a712d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecondFactor_FinishPasskeyStepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyStepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<SecondFactor_FinishPasskeyStepUpMutation, SecondFactor_FinishPasskeyStepUpMutationVariables>;
export const Security_OverviewDocument = {"__meta__":{"hash":"1fe2e49e38fbec3268e0ed54ced40b91f104995daeb6d75e9ca7f5ddcd6bced8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Security_Overview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyCount"}},{"kind":"Field","name":{"kind":"Name","value":"twoStepSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"ipMasked"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<Security_OverviewQuery, Security_OverviewQueryVariables>;
export const Security_StartPasskeyRegistrationDocument = {"__meta__":{"hash":"bd2aab10db6ea16bcbfd1d5d10dd3e741100e839aa038d97e2dfebb3aa55b578"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_StartPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<Security_StartPasskeyRegistrationMutation, Security_StartPasskeyRegistrationMutationVariables>;
export const Security_FinishPasskeyRegistrationDocument = {"__meta__":{"hash":"fa87f727d36da3c8be5a6cab7b2542eea60e320258712db6c886f81bf0f3d711"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_FinishPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}]}]}}]} as unknown as DocumentNode<Security_FinishPasskeyRegistrationMutation, Security_FinishPasskeyRegistrationMutationVariables>;
export const Security_RemovePasskeyDocument = {"__meta__":{"hash":"000914a9c14e5f2f4297256f963eb8bd0cf3532763c873d0a29477e998b86765"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_RemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<Security_RemovePasskeyMutation, Security_RemovePasskeyMutationVariables>;
export const Security_StartTotpDocument = {"__meta__":{"hash":"c40506b95422b3890c63f0948bfb4fc92c5a12cc2b95b5f02c5165f6797b6343"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_StartTotp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}}]}}]} as unknown as DocumentNode<Security_StartTotpMutation, Security_StartTotpMutationVariables>;
export const Security_ConfirmTotpDocument = {"__meta__":{"hash":"f5d18f98e3b5258654baff8cc6d91511e05b90d69014c2d1cea4b776d6c0c384"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_ConfirmTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<Security_ConfirmTotpMutation, Security_ConfirmTotpMutationVariables>;
export const Security_RemoveTotpDocument = {"__meta__":{"hash":"9f1dd385a949506789de9b883657c31925e24dcfdfa8bf3f0b37ef551e8c31b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_RemoveTotp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeTotp"}}]}}]} as unknown as DocumentNode<Security_RemoveTotpMutation, Security_RemoveTotpMutationVariables>;
export const Security_TwoStepDocument = {"__meta__":{"hash":"4880bffc49fd197a2e3e3b836ad11632d02f584a49cc4fb7033bf98ad7f8bdc9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_TwoStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setTwoStepSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}]}}]} as unknown as DocumentNode<Security_TwoStepMutation, Security_TwoStepMutationVariables>;
export const Security_EndSessionDocument = {"__meta__":{"hash":"4b7c07cbe1895e5937d6905383bc47d79c530648e2dbd5096be823b4237490ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Security_EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<Security_EndSessionMutation, Security_EndSessionMutationVariables>;
export const SupportConversation_DetailDocument = {"__meta__":{"hash":"ca034ab6b0573b8b89424bfc5132cffb5eb231c99686de1c367c35edb782ce6f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportConversation_Detail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"supportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationNo"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SupportConversation_DetailQuery, SupportConversation_DetailQueryVariables>;
export const SupportConversation_SendDocument = {"__meta__":{"hash":"eb215c2c440a8deaf322747b4d6d096d7e4c4ef85b6737d56a7851c7e6476e06"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportConversation_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SupportConversation_SendMutation, SupportConversation_SendMutationVariables>;
export const SupportConversation_CloseDocument = {"__meta__":{"hash":"1eb38c6df5911a30142c5b59689c816b1540e1de17fd43c14cf8c13e483896a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportConversation_Close"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"closeSupportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenableUntil"}}]}}]}}]} as unknown as DocumentNode<SupportConversation_CloseMutation, SupportConversation_CloseMutationVariables>;
export const SupportConversation_ReopenDocument = {"__meta__":{"hash":"d7a2c21939c8fa79d3297f4e7517a899f8d99fd38ec79d208847a61231cd1fc5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportConversation_Reopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reopenSupportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenableUntil"}}]}}]}}]} as unknown as DocumentNode<SupportConversation_ReopenMutation, SupportConversation_ReopenMutationVariables>;
export const SupportConversation_MarkReadDocument = {"__meta__":{"hash":"0e868e17ef9196bedbe2d2ef0c5f2b281ab64a8a070218d4a62ae7658259ccdf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportConversation_MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markSupportConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<SupportConversation_MarkReadMutation, SupportConversation_MarkReadMutationVariables>;
export const SupportNewConversation_OpenDocument = {"__meta__":{"hash":"33a5970eec39ffcfc0cdf469c6f6e8bcb6bf126ba5d58b763a513d66e3e6f3c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportNewConversation_Open"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenSupportConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"openSupportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SupportNewConversation_OpenMutation, SupportNewConversation_OpenMutationVariables>;
export const SupportHub_ConversationsDocument = {"__meta__":{"hash":"e93624b5586dddd1693f648dd6d81326cf93c869708921c90cf24fec033d4dda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportHub_Conversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"supportConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationNo"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<SupportHub_ConversationsQuery, SupportHub_ConversationsQueryVariables>;
export const SupportUnread_CountDocument = {"__meta__":{"hash":"2c5ff4e3fec218cfb16170cd76511ecdd068cc0ebfdfd391120267880801ea64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportUnread_Count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"supportUnreadCount"}}]}}]} as unknown as DocumentNode<SupportUnread_CountQuery, SupportUnread_CountQueryVariables>;
export const AmendOrder_InstrumentDocument = {"__meta__":{"hash":"41171321b2a3338623843398187d218b84418663eb2cd594533de15dcd43ad5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmendOrder_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"tickSize"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<AmendOrder_InstrumentQuery, AmendOrder_InstrumentQueryVariables>;
export const AmendOrder_AmendDocument = {"__meta__":{"hash":"cae32f2d86e346028d0864e4063c9bb35f187c295af338a82d8fe851e776d1ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AmendOrder_Amend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AmendOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amendOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingOrderRow_Order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingOrderRow_Order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"trailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"trailPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AmendOrder_AmendMutation, AmendOrder_AmendMutationVariables>;
export const OrderPanel_InstrumentDocument = {"__meta__":{"hash":"dafe8fbdb4ccec18d29126c9154bf40cdf6a0afc7ab575a59022cfe1dea6496a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPanel_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"tickSize"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]}}]} as unknown as DocumentNode<OrderPanel_InstrumentQuery, OrderPanel_InstrumentQueryVariables>;
export const OrderPanel_RulesDocument = {"__meta__":{"hash":"b573cb7c68f38e1445694c672c02cee2853cceca15e2f6ef4de527977ca1ae85"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPanel_Rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tradingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"leverages"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"intradayLeverageFrom"}}]}}]}}]} as unknown as DocumentNode<OrderPanel_RulesQuery, OrderPanel_RulesQueryVariables>;
export const OrderPanel_PreviewDocument = {"__meta__":{"hash":"06ec1784dc551f40da486f772d7c2923578fd88f210f0ae5195729f12f3da339"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPanel_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLine_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"notional"}},{"kind":"Field","name":{"kind":"Name","value":"marginQuote"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"fxSpreadBps"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeLines_Charge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"closeChargesEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeLines_Charge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientFunds"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"gapRisk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLine_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeLines_Charge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<OrderPanel_PreviewQuery, OrderPanel_PreviewQueryVariables>;
export const OrderPanel_PlaceOrderDocument = {"__meta__":{"hash":"9beb8c74008b97b6ca80214b9691a41191e8270378e5ebe0ea68a72d88facdf2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderPanel_PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingOrderRow_Order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingOrderRow_Order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"trailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"trailPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OrderPanel_PlaceOrderMutation, OrderPanel_PlaceOrderMutationVariables>;
export const Protection_SetDocument = {"__meta__":{"hash":"8f4d6cc8bdfed388c4f38d9328d47153c046dca1ca55fcf5a3801d6c5d7aad68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Protection_Set"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionProtectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPositionProtection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailPercent"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpenPositionRow_Position"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenPositionRow_Position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailPercent"}}]}}]} as unknown as DocumentNode<Protection_SetMutation, Protection_SetMutationVariables>;
export const TradeDetail_PositionDocument = {"__meta__":{"hash":"3718e1e21e8814e4f261d7f99bcba5d31ab93f8564af80f92bf17c72d516436b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeDetail_Position"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalBuyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"buyFee"}},{"kind":"Field","name":{"kind":"Name","value":"buyFxRate"}},{"kind":"Field","name":{"kind":"Name","value":"buyQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLine_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeLines_Charge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sellFee"}},{"kind":"Field","name":{"kind":"Name","value":"sellFxRate"}},{"kind":"Field","name":{"kind":"Name","value":"sellQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLine_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sellCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeLines_Charge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTax"}},{"kind":"Field","name":{"kind":"Name","value":"grossProfitQuote"}},{"kind":"Field","name":{"kind":"Name","value":"proceeds"}},{"kind":"Field","name":{"kind":"Name","value":"lossAbsorbed"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailPercent"}},{"kind":"Field","name":{"kind":"Name","value":"triggerPrice"}},{"kind":"Field","name":{"kind":"Name","value":"gapped"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLine_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeLines_Charge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<TradeDetail_PositionQuery, TradeDetail_PositionQueryVariables>;
export const OpenPositions_PositionsDocument = {"__meta__":{"hash":"dc847e663e557c0367fad151618901ce600ef104856a430642eeb44debfe87a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenPositions_Positions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"OPEN"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpenPositionRow_Position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenPositionRow_Position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"stopLossTrailPercent"}}]}}]} as unknown as DocumentNode<OpenPositions_PositionsQuery, OpenPositions_PositionsQueryVariables>;
export const ClosedPositions_PositionsDocument = {"__meta__":{"hash":"70e21f008c7d9223cbc665fb7ab28ceab04d2024d134fb84da91b6322b242422"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClosedPositions_Positions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CLOSED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClosedPositionRow_Position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClosedPositionRow_Position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}}]}}]} as unknown as DocumentNode<ClosedPositions_PositionsQuery, ClosedPositions_PositionsQueryVariables>;
export const PendingOrders_OrdersDocument = {"__meta__":{"hash":"8be30398550d4f98e38d18702a816e798c152d0abc43e117ffd2d45dc47cc694"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingOrders_Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pending"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingOrderRow_Order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingOrderRow_Order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"trailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"trailPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PendingOrders_OrdersQuery, PendingOrders_OrdersQueryVariables>;
export const CancelOrder_CancelDocument = {"__meta__":{"hash":"1dac799223a90a3ebf1cb369d3bf58648410c86dba7eb4f27c8f331a981d5327"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder_Cancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingOrderRow_Order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingOrderRow_Order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"trailAmount"}},{"kind":"Field","name":{"kind":"Name","value":"trailPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CancelOrder_CancelMutation, CancelOrder_CancelMutationVariables>;
export const ClosePosition_PreviewDocument = {"__meta__":{"hash":"7c7421f0f0369269c4b57b4bc79ff74e9fa5484ab9712bd3ce09d70ab63c38c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClosePosition_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"closePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLine_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeLines_Charge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"proceeds"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLine_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeLines_Charge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<ClosePosition_PreviewQuery, ClosePosition_PreviewQueryVariables>;
export const ClosePosition_CloseDocument = {"__meta__":{"hash":"b4790c18925fcc128c838bc4f616db4718421098b69bcbbb87db89ce0f88b56e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClosePosition_Close"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"closePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClosedPositionRow_Position"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClosedPositionRow_Position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}}]}}]} as unknown as DocumentNode<ClosePosition_CloseMutation, ClosePosition_CloseMutationVariables>;
export const Portfolio_CurrentDocument = {"__meta__":{"hash":"dfa681cb5957370975fe7bc9f560f07116edad2e6582195efd6d44e68f13bee4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Portfolio_Current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Portfolio_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Portfolio_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}}]}}]}}]} as unknown as DocumentNode<Portfolio_CurrentQuery, Portfolio_CurrentQueryVariables>;
export const Portfolio_UpdatesDocument = {"__meta__":{"hash":"d6e658bc46fbf0a5c0c4fc24e0aef58bce4414398afcb4c83330ba540ebecb0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Portfolio_Updates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Portfolio_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Portfolio_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}}]}}]}}]} as unknown as DocumentNode<Portfolio_UpdatesSubscription, Portfolio_UpdatesSubscriptionVariables>;
export const VipScreen_StatusDocument = {"__meta__":{"hash":"0e05c8182fdafb0071f712a2fcc9a299403a418868741a52796e54c98e7086c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VipScreen_Status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myVip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVip"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"traded30d"}},{"kind":"Field","name":{"kind":"Name","value":"unmet"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssetsEur"}},{"kind":"Field","name":{"kind":"Name","value":"traded30dEur"}},{"kind":"Field","name":{"kind":"Name","value":"commissionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"loanCapEur"}},{"kind":"Field","name":{"kind":"Name","value":"standardLoanCapEur"}}]}}]}}]}}]} as unknown as DocumentNode<VipScreen_StatusQuery, VipScreen_StatusQueryVariables>;
export const VipScreen_ApplyDocument = {"__meta__":{"hash":"2f81ca29ba5cf34204655d09bfe66c1e5ffac8c1144d23321127ac63a002af4c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VipScreen_Apply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyVip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVip"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"unmet"}}]}}]}}]}}]} as unknown as DocumentNode<VipScreen_ApplyMutation, VipScreen_ApplyMutationVariables>;
export const OpsConsole_AccessProbeDocument = {"__meta__":{"hash":"f3dde98f3b8e75d62bee1ec0e3315b66593e0627ba997929db959ad2c46a7a10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsConsole_AccessProbe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSupportAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpsConsole_AccessProbeQuery, OpsConsole_AccessProbeQueryVariables>;
export const OpsAudit_LogDocument = {"__meta__":{"hash":"2fc8844351c2cdd80e37464219e0ec394c73c6f024b5e5a3db68a6c0b0bb9bb2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsAudit_Log"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsAudit_LogQuery, OpsAudit_LogQueryVariables>;
export const OpsLedger_CheckDocument = {"__meta__":{"hash":"c6bc973a0323c789f6f546bfb27c703215e339091baeca64f7ce54c1f17c0af8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsLedger_Check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"postings"}},{"kind":"Field","name":{"kind":"Name","value":"currencyTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"actual"}}]}}]}}]}}]} as unknown as DocumentNode<OpsLedger_CheckQuery, OpsLedger_CheckQueryVariables>;
export const OpsBlockTrade_OfferingsDocument = {"__meta__":{"hash":"1a84293590ca5ebf1627887543d5a63c4074c0410c831c91d323e82113a19f28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsBlockTrade_Offerings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockTradeOfferings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ticketShares"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"maxTicketsPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"codePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"failedQuoteAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_OfferingsQuery, OpsBlockTrade_OfferingsQueryVariables>;
export const OpsBlockTrade_OfferingDocument = {"__meta__":{"hash":"7a5821d193d1ea1ad3e49b444caf0d6efda4a9c8209bff6c6648f4af0f5d060d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsBlockTrade_Offering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockTradeOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"hedgePrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"maxTicketsPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"codePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_OfferingQuery, OpsBlockTrade_OfferingQueryVariables>;
export const OpsBlockTrade_CreateDocument = {"__meta__":{"hash":"4d9d96c88a9d9e6127d5634c96a9fa39ef53a70b88a5fe2a50df83678b7d8c8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsBlockTrade_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockTradeOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createBlockTradeOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_CreateMutation, OpsBlockTrade_CreateMutationVariables>;
export const OpsBlockTrade_UpdateDocument = {"__meta__":{"hash":"dcb6ec2ad6a31ba3bf05c452f0fb6b310b556388541b6be721353d53d684861d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsBlockTrade_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockTradeOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateBlockTradeOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_UpdateMutation, OpsBlockTrade_UpdateMutationVariables>;
export const OpsBlockTrade_CancelDocument = {"__meta__":{"hash":"48a94a9cdabb6b3929b0850d3c3c56abc1bb5ac303d93f386301c58cc88bde76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsBlockTrade_Cancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelBlockTradeOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockTradeOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_CancelMutation, OpsBlockTrade_CancelMutationVariables>;
export const OpsBlockTrade_RunCloseDocument = {"__meta__":{"hash":"bda158dcab0a7181a6311ee0721a0a287f96561c23e9a3aa6fc63e5b08fbf9a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsBlockTrade_RunClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"runBlockTradeClose"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_RunCloseMutation, OpsBlockTrade_RunCloseMutationVariables>;
export const OpsBlockTrade_SubscriptionsDocument = {"__meta__":{"hash":"7b0cbaffc10f07ebd671e52c17b5a93aaf0aae861e19a8ed7b1535fc2d9e0c9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsBlockTrade_Subscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsBlockTradeSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"wonTickets"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"transactionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feePaid"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsBlockTrade_SubscriptionsQuery, OpsBlockTrade_SubscriptionsQueryVariables>;
export const OpsClientApps_ListDocument = {"__meta__":{"hash":"53191f422b9a007428728eaaf3c23398192d3640d53d61b1b5a75d5988f7e602"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsClientApps_List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsClientApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"allowedScopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"manifests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}}]} as unknown as DocumentNode<OpsClientApps_ListQuery, OpsClientApps_ListQueryVariables>;
export const OpsClientApps_RegisterDocument = {"__meta__":{"hash":"114a2758aecca64682bfe3f513044d61ca0eef4376fbc00d7ea917ae98337226"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsClientApps_Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterClientAppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registerClientApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OpsClientApps_RegisterMutation, OpsClientApps_RegisterMutationVariables>;
export const OpsClientApps_UploadDocument = {"__meta__":{"hash":"f69c468efe0bb16a8d5f8e3f0ead881afbd8202cb7dca0e8036017296145c08a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsClientApps_Upload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadClientAppManifestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadClientAppManifest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}}]}}]}}]} as unknown as DocumentNode<OpsClientApps_UploadMutation, OpsClientApps_UploadMutationVariables>;
export const OpsContent_ItemDocument = {"__meta__":{"hash":"336388467d9674d3f71633091d2deaa68aebf29f706d5bff3ea43c62245a5299"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsContent_Item"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]} as unknown as DocumentNode<OpsContent_ItemQuery, OpsContent_ItemQueryVariables>;
export const OpsContent_PreviewDocument = {"__meta__":{"hash":"afe8f859ea534e0f2edeb1f602869599bf1d752f378901a3dff56260144ab7c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsContent_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsContentPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}]}]}}]} as unknown as DocumentNode<OpsContent_PreviewQuery, OpsContent_PreviewQueryVariables>;
export const OpsContent_CreateDocument = {"__meta__":{"hash":"aae11703cfcbdae03d71be31f5dbbbb28692c324116fdc1dd690be5f839894a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsContent_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publishAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"publishAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publishAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OpsContent_CreateMutation, OpsContent_CreateMutationVariables>;
export const OpsContent_UpdateDocument = {"__meta__":{"hash":"cac5e5e87dd40b90f4143ab5e3766005f10c8eb08f6b6f1413086bf9a105f57c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsContent_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]} as unknown as DocumentNode<OpsContent_UpdateMutation, OpsContent_UpdateMutationVariables>;
export const OpsContent_ListDocument = {"__meta__":{"hash":"60603da9f836e9596f8808fc2e8d6688de219dd35bd9374ffe2ae5d67c993e5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsContent_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsContent_ListQuery, OpsContent_ListQueryVariables>;
export const OpsContent_PublishDocument = {"__meta__":{"hash":"bc09baa081d260aabf944d6f49f3f96ea2c8b3d7231a4186063f18a23ca65074"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsContent_Publish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OpsContent_PublishMutation, OpsContent_PublishMutationVariables>;
export const OpsContent_UnpublishDocument = {"__meta__":{"hash":"916fdeb261172cf6c64ddd482d4ec7c46c40465fdda9089f996b419514b6e4bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsContent_Unpublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unpublishContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OpsContent_UnpublishMutation, OpsContent_UnpublishMutationVariables>;
export const OpsContent_DeleteDocument = {"__meta__":{"hash":"3eaaf1abde283afa17629e6aae96e81578f2aaeb3057b4310981d36d3f9d3a18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsContent_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OpsContent_DeleteMutation, OpsContent_DeleteMutationVariables>;
export const OpsCorporateActions_CalendarDocument = {"__meta__":{"hash":"d9452c9876e4140b01f0bbfc262f69c815b1e8b25caa1a335f94cc32f05a8393"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsCorporateActions_Calendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CorporateActionKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsCorporateActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"exDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"ratioFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ratioTo"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsCorporateActions_CalendarQuery, OpsCorporateActions_CalendarQueryVariables>;
export const OpsCorporateActions_ProgressDocument = {"__meta__":{"hash":"0d773c6126b095c652c94c1af95b5f8042c856a0d7fa5a6ff28a16ef353caee8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsCorporateActions_Progress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsCorporateActionProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"actionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}}]} as unknown as DocumentNode<OpsCorporateActions_ProgressQuery, OpsCorporateActions_ProgressQueryVariables>;
export const OpsFollow_InstitutionsDocument = {"__meta__":{"hash":"fb2e04471c7ecd9ff88499ffe0b27ba089b847590ffae22ec06e799dedd1787b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsFollow_Institutions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followInstitutions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosuresTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsFollow_InstitutionsQuery, OpsFollow_InstitutionsQueryVariables>;
export const OpsFollow_TradesDocument = {"__meta__":{"hash":"b5e61c12a787029666048651861e23f720454d2fb9b656f4ac7608c72619edbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsFollow_Trades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followTrades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"stockName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"marketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"institution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsFollow_TradesQuery, OpsFollow_TradesQueryVariables>;
export const OpsFollow_FollowsDocument = {"__meta__":{"hash":"cef41a1c84b96cfecf5e89902be58d43c5f91a540997fa0d309157540cc6a483"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsFollow_Follows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsFollows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"askAtFollow"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fillPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fillQuoteAt"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsFollow_FollowsQuery, OpsFollow_FollowsQueryVariables>;
export const OpsFollow_CreateInstitutionDocument = {"__meta__":{"hash":"e12e80e2a2c0c8b7f16f3fe608997b69b15dbf775d2b06ae3628b78012fd4ded"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsFollow_CreateInstitution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowInstitutionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createFollowInstitution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OpsFollow_CreateInstitutionMutation, OpsFollow_CreateInstitutionMutationVariables>;
export const OpsFollow_PublishTradeDocument = {"__meta__":{"hash":"821d3937589f138d53e0d622c8d7e9c83edd0dcea5752eef16e9720fedc820ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsFollow_PublishTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishFollowTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}}]}}]} as unknown as DocumentNode<OpsFollow_PublishTradeMutation, OpsFollow_PublishTradeMutationVariables>;
export const OpsFollow_CancelTradeDocument = {"__meta__":{"hash":"406c3461f50ca012f2dfe4c8d5a11ca464aed3b4baa34580fa88fbaaa000a170"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsFollow_CancelTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelFollowTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelFollowTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}}]} as unknown as DocumentNode<OpsFollow_CancelTradeMutation, OpsFollow_CancelTradeMutationVariables>;
export const OpsFunds_ProductsDocument = {"__meta__":{"hash":"4b6309d46765df61ef6edbf8c8bcedca47a4f86d3353aa84578cdb2d09837a64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsFunds_Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsFundProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"periodDays"}},{"kind":"Field","name":{"kind":"Name","value":"annualRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveUpTo"}},{"kind":"Field","name":{"kind":"Name","value":"earlyFeeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsFunds_ProductsQuery, OpsFunds_ProductsQueryVariables>;
export const OpsFunds_HoldingsDocument = {"__meta__":{"hash":"5545a2e1fa5dabe8b844352a100835e13e3ab83fc763acc4565cbc7e14027ad3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsFunds_Holdings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsFundHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningDays"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsFunds_HoldingsQuery, OpsFunds_HoldingsQueryVariables>;
export const OpsFunds_CreateDocument = {"__meta__":{"hash":"79f5a0a0ce457fcf31674ca44839a9c65d09c7c68c533b5b445793168ec1e63b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsFunds_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createFundProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpsFunds_CreateMutation, OpsFunds_CreateMutationVariables>;
export const OpsFunds_SetStatusDocument = {"__meta__":{"hash":"47467a311c736b4615ec4e925d8b0c9c1ecafa90ac4507e520bf7143f639ce05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsFunds_SetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundProductStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setFundProductStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OpsFunds_SetStatusMutation, OpsFunds_SetStatusMutationVariables>;
export const OpsFunds_RunAccrualDocument = {"__meta__":{"hash":"e6cb7ae889521e117a2ffb1da2f9b71c57f0fed1ea8422f2911345f0eedee8ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsFunds_RunAccrual"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"runFundAccrual"}}]}}]} as unknown as DocumentNode<OpsFunds_RunAccrualMutation, OpsFunds_RunAccrualMutationVariables>;
export const OpsIntraday_ApplicationsDocument = {"__meta__":{"hash":"013537273ae6d3114a22b0b1eb84fe66b3f33ba91e690bf66261b8ed8d8d55c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsIntraday_Applications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IntradayStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsIntradayApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"riskBand"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"realisedNet"}},{"kind":"Field","name":{"kind":"Name","value":"netResult"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsIntraday_ApplicationsQuery, OpsIntraday_ApplicationsQueryVariables>;
export const OpsIpo_OfferingsDocument = {"__meta__":{"hash":"41b0d2f4091e1453397005b51c973bec1f2e6fe665bd4bb89a798958bec5fc4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsIpo_Offerings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ipoOfferings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceLive"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceSimulated"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"underwritingShares"}},{"kind":"Field","name":{"kind":"Name","value":"totalShares"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxLots"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawsAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuesAt"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_OfferingsQuery, OpsIpo_OfferingsQueryVariables>;
export const OpsIpo_OfferingDocument = {"__meta__":{"hash":"c049e94d63e9c078d4501c3360fe77b15c1c9142c345c932cee77d0c2c272c1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsIpo_Offering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ipoOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"underwritingShares"}},{"kind":"Field","name":{"kind":"Name","value":"totalShares"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxLots"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawsAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuesAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_OfferingQuery, OpsIpo_OfferingQueryVariables>;
export const OpsIpo_CreateDocument = {"__meta__":{"hash":"1c742202ba07915b09e7309af33207ba98676f1de691a76704055d69a3dd4cf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsIpo_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IpoOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createIpoOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_CreateMutation, OpsIpo_CreateMutationVariables>;
export const OpsIpo_UpdateDocument = {"__meta__":{"hash":"e3bf1339923cc0dcaad7e8baae80e557accbca0ea22c4e1f209c4c87fa2e51b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsIpo_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IpoOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateIpoOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_UpdateMutation, OpsIpo_UpdateMutationVariables>;
export const OpsIpo_CancelDocument = {"__meta__":{"hash":"82170d684c9ff8a55737d35c6bb5943ac1df2ec8e7b1c112dcb2a0a5f0fd9816"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsIpo_Cancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelIpoOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelIpoOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReasonTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_CancelMutation, OpsIpo_CancelMutationVariables>;
export const OpsIpo_RunDrawDocument = {"__meta__":{"hash":"c36d29dd5ee64bf8f85e642437175f74c28f62efd6ccfeb7f7c6a851baffc290"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsIpo_RunDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"runIpoDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_RunDrawMutation, OpsIpo_RunDrawMutationVariables>;
export const OpsIpo_ApplicationsDocument = {"__meta__":{"hash":"f12cfa760ef8d6afa03a06b377ece29933a2799558aad0171e4e13dd5e45c63a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsIpo_Applications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsIpoApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offeringId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offeringId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lots"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"wonShares"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"amountToPay"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsIpo_ApplicationsQuery, OpsIpo_ApplicationsQueryVariables>;
export const OpsLoans_LoansDocument = {"__meta__":{"hash":"7dd5d23cca1220696d68244ff8aa3e2e673fae8fdab046edeaceb8731c0bc798"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsLoans_Loans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"agreementHash"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"marginCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"cureBy"}},{"kind":"Field","name":{"kind":"Name","value":"liquidatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pledged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsLoans_LoansQuery, OpsLoans_LoansQueryVariables>;
export const OpsLoans_RunRiskDocument = {"__meta__":{"hash":"bd0daeca2daae018c03af2a483bc515b96a2074d695394304f8669993c8cc9c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsLoans_RunRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"runLoanRisk"}}]}}]} as unknown as DocumentNode<OpsLoans_RunRiskMutation, OpsLoans_RunRiskMutationVariables>;
export const OpsRequests_AdjustBalanceDocument = {"__meta__":{"hash":"64366bd33d8d4212b7de7c3547e5b8bfced7020218e11f390af03005aa2bb506"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsRequests_AdjustBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustBalanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adjustBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OpsRequests_AdjustBalanceMutation, OpsRequests_AdjustBalanceMutationVariables>;
export const OpsRequests_ListDocument = {"__meta__":{"hash":"50dbd50d1f6e32c994a137b2b63b1090a0defb8db85891b566259e71a98855b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsRequests_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpsRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"makerId"}},{"kind":"Field","name":{"kind":"Name","value":"makerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"checkerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"checkerNote"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserId"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserPhone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsRequests_ListQuery, OpsRequests_ListQueryVariables>;
export const OpsRequests_DecideDocument = {"__meta__":{"hash":"d0b69a96a0a0bded613b23be830f0fd091e70fd4b41d768cbde5e8e85baac565"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsRequests_Decide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideOpsRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decideOpsRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"checkerNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<OpsRequests_DecideMutation, OpsRequests_DecideMutationVariables>;
export const OpsReviews_RealNameDocument = {"__meta__":{"hash":"e83ebd9391995d914a999ded2fa2cfd0108faebda59a706689df4f353417db53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsReviews_RealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"residence"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}}]}}]}}]} as unknown as DocumentNode<OpsReviews_RealNameQuery, OpsReviews_RealNameQueryVariables>;
export const OpsReviews_KindsDocument = {"__meta__":{"hash":"620e01fb65dd3bbecaeb51845b8ad59824f8e1ad46f4ae309c09867598d5eb89"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsReviews_Kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reviewKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}},{"kind":"Field","name":{"kind":"Name","value":"decisions"}}]}}]}}]} as unknown as DocumentNode<OpsReviews_KindsQuery, OpsReviews_KindsQueryVariables>;
export const OpsReviews_QueueDocument = {"__meta__":{"hash":"44890d886da96e906a653f8dc8f1420197e399348e2d50af15fcbe461695cd8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsReviews_Queue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsSecondApproval"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsReviews_QueueQuery, OpsReviews_QueueQueryVariables>;
export const OpsReviews_DecideDocument = {"__meta__":{"hash":"c2257257c38b47e015629ef2a6001f7722770eff0f7549dcd53de308b5bbda6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsReviews_Decide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decideReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"opsRequestId"}}]}}]}}]} as unknown as DocumentNode<OpsReviews_DecideMutation, OpsReviews_DecideMutationVariables>;
export const OpsReviews_RealNameReasonsDocument = {"__meta__":{"hash":"cf0c4f155af3673d268b4b2507cc8e801fbd11374be52fa6cf18e7475332773c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsReviews_RealNameReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"realNameReasonCodes"}}]}}]} as unknown as DocumentNode<OpsReviews_RealNameReasonsQuery, OpsReviews_RealNameReasonsQueryVariables>;
export const OpsSupport_SaveCannedReplyDocument = {"__meta__":{"hash":"90e7d36c4d532aeb4da0ba5fe87eb10b5c99a5164447d0c2107ce213736e0b29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSupport_SaveCannedReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportCannedReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSaveSupportCannedReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}}]}}]}}]} as unknown as DocumentNode<OpsSupport_SaveCannedReplyMutation, OpsSupport_SaveCannedReplyMutationVariables>;
export const OpsSupport_DeleteCannedReplyDocument = {"__meta__":{"hash":"b5e9c1dd12a2e90f93445c2da9d7c5b9e76a440c98a0319fa51498ac6e6ee7c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSupport_DeleteCannedReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsDeleteSupportCannedReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OpsSupport_DeleteCannedReplyMutation, OpsSupport_DeleteCannedReplyMutationVariables>;
export const OpsSupport_ContextDocument = {"__meta__":{"hash":"03bdfea90d69537b06956fc160ec00e54a7c655e113201041c262edb86e01d83"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsSupport_Context"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSupportContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"realNameStatus"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<OpsSupport_ContextQuery, OpsSupport_ContextQueryVariables>;
export const OpsSupport_ConversationDocument = {"__meta__":{"hash":"0bc82ed9306680406e5da30e3a8f9a5d8af3b3272522d07d911d24952be10ed6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsSupport_Conversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSupportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationNo"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToLabel"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<OpsSupport_ConversationQuery, OpsSupport_ConversationQueryVariables>;
export const OpsSupport_AgentsDocument = {"__meta__":{"hash":"85a1771df025fddeae2db6f4df96b2239ea3f41e6704050cd66508e2018f2f9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsSupport_Agents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSupportAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<OpsSupport_AgentsQuery, OpsSupport_AgentsQueryVariables>;
export const OpsSupport_AssignDocument = {"__meta__":{"hash":"d5c8cdb027cb2487d71ba76823c79f4e022db76a58b1b3d547bdf075b6d83236"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSupport_Assign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsAssignSupport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToLabel"}}]}}]}}]} as unknown as DocumentNode<OpsSupport_AssignMutation, OpsSupport_AssignMutationVariables>;
export const OpsSupport_CloseDocument = {"__meta__":{"hash":"0b7ed22cc61be889e066eff04c25141fecf8cc9a11cc44a84de8997ec4148318"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSupport_Close"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsCloseSupport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}}]}}]}}]} as unknown as DocumentNode<OpsSupport_CloseMutation, OpsSupport_CloseMutationVariables>;
export const OpsSupport_AddNoteDocument = {"__meta__":{"hash":"6cb1c4170f1f9edcc91fe7946d098ea0a02995e3e9941713b86dd26a1b57a0af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSupport_AddNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsAddSupportNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OpsSupport_AddNoteMutation, OpsSupport_AddNoteMutationVariables>;
export const OpsSupport_InboxDocument = {"__meta__":{"hash":"d0d725a3559e95c8d8974f9702568512c9505ddb92b32bf11a44906cc93c59d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsSupport_Inbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportTopic"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitingHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSupportInbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitingHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitingHours"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationNo"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToLabel"}},{"kind":"Field","name":{"kind":"Name","value":"firstResponseSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsSupport_InboxQuery, OpsSupport_InboxQueryVariables>;
export const OpsSupport_ReplyDocument = {"__meta__":{"hash":"44b32b609828b2d183f5cc8e6d497fd78f3694714992c9555f5aef4908cbdfb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSupport_Reply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitingForUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsReplySupport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitingForUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitingForUser"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OpsSupport_ReplyMutation, OpsSupport_ReplyMutationVariables>;
export const OpsSupport_CannedRepliesDocument = {"__meta__":{"hash":"9e47605d81ad96aea3a4af3244f86381123b0ac16491e2bc00b86abff1955b64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsSupport_CannedReplies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsSupportCannedReplies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"es"}},{"kind":"Field","name":{"kind":"Name","value":"zhHans"}},{"kind":"Field","name":{"kind":"Name","value":"zhHant"}}]}}]}}]}}]} as unknown as DocumentNode<OpsSupport_CannedRepliesQuery, OpsSupport_CannedRepliesQueryVariables>;
export const OpsInvites_ListDocument = {"__meta__":{"hash":"e77a3642832307285b502c464419ae997f5ca2be7cdb1a561728108952015527"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsInvites_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsInviteCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsInvites_ListQuery, OpsInvites_ListQueryVariables>;
export const OpsInvites_IssueDocument = {"__meta__":{"hash":"68ed0051bf3f1f20664199b8e35969df1ac7e815befa327089ecff9640190e78"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsInvites_Issue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueInviteCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issueInviteCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OpsInvites_IssueMutation, OpsInvites_IssueMutationVariables>;
export const OpsUser_DocumentsDocument = {"__meta__":{"hash":"e859d0aeb6e5cc04cd59b93dd1a54813a1dcb3bdd56ade1fd08895b295374807"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUser_Documents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUserDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByUser"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsUser_DocumentsQuery, OpsUser_DocumentsQueryVariables>;
export const OpsUser_ProfileDocument = {"__meta__":{"hash":"6fc339b99b44d8f58a0cb0b6ee7aeade29b30970c5c15d9dd265dbf2175cba04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUser_Profile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"realName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"submissionNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}}]}}]}}]} as unknown as DocumentNode<OpsUser_ProfileQuery, OpsUser_ProfileQueryVariables>;
export const OpsUser_StatementDocument = {"__meta__":{"hash":"e72bc8080c9ad438db4afb2ab9ff4384de8bc64bfec614f3a78bd8823449718f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUser_Statement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUserStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"availableChange"}},{"kind":"Field","name":{"kind":"Name","value":"frozenChange"}},{"kind":"Field","name":{"kind":"Name","value":"availableAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsUser_StatementQuery, OpsUser_StatementQueryVariables>;
export const OpsUser_PositionsDocument = {"__meta__":{"hash":"58ee3167d943c4274c39c3f92563feed85c3b66787f15460633c121bd5d5079d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUser_Positions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUserPositions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"OPEN"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsUser_PositionsQuery, OpsUser_PositionsQueryVariables>;
export const OpsUser_OrdersDocument = {"__meta__":{"hash":"948d75a5fa711fc644d0e0a90a824a1f20299a11a58d2fb8c2a4c0aba5c0c977"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUser_Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUserOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pending"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stopPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentStop"}},{"kind":"Field","name":{"kind":"Name","value":"timeInForce"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsUser_OrdersQuery, OpsUser_OrdersQueryVariables>;
export const OpsUser_PerformanceDocument = {"__meta__":{"hash":"e65dc0a94b6f21eefd4d4091defa7e19a4fb384eb72cfd8efa80a32d78496df1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUser_Performance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUserPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"EnumValue","value":"ONE_MONTH"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"valuedTo"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"endValue"}},{"kind":"Field","name":{"kind":"Name","value":"netFlows"}},{"kind":"Field","name":{"kind":"Name","value":"twr"}},{"kind":"Field","name":{"kind":"Name","value":"mwrAnnual"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"concentrated"}}]}}]}}]}}]} as unknown as DocumentNode<OpsUser_PerformanceQuery, OpsUser_PerformanceQueryVariables>;
export const OpsUsers_SearchDocument = {"__meta__":{"hash":"37104f5fd8771f8c16dadfe88fa13f00fb44677d047b0a4a7037c1ecca288a5b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsUsers_Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"opsUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OpsUsers_SearchQuery, OpsUsers_SearchQueryVariables>;
export const OpsVip_TermsDocument = {"__meta__":{"hash":"88cc4aa03799710e9fb9d148a039cb119132f54ca61f591569b5c8eff8d0c796"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsVip_Terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"vipTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssetsEur"}},{"kind":"Field","name":{"kind":"Name","value":"traded30dEur"}},{"kind":"Field","name":{"kind":"Name","value":"commissionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"loanCapEur"}},{"kind":"Field","name":{"kind":"Name","value":"standardLoanCapEur"}}]}}]}}]} as unknown as DocumentNode<OpsVip_TermsQuery, OpsVip_TermsQueryVariables>;
export const OpsVip_RunRecheckDocument = {"__meta__":{"hash":"c00a9d57da2227573e4df928431dcf7a68f2fd7602c504d6b63072b10e1179a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsVip_RunRecheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"runVipRecheck"}}]}}]} as unknown as DocumentNode<OpsVip_RunRecheckMutation, OpsVip_RunRecheckMutationVariables>;
export const InstrumentName_InstrumentDocument = {"__meta__":{"hash":"dd63bd2fb78e8a18fad08339c698253d7452952f41274f3250caa8786e95d64c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstrumentName_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"tickSize"}}]}}]}}]} as unknown as DocumentNode<InstrumentName_InstrumentQuery, InstrumentName_InstrumentQueryVariables>;