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

/** The published rule for personal purchase codes: REAL_NAME = every user who passed real-name verification. */
export type BlockTradeCodePolicy =
  /** Every user who passed real-name verification. */
  | 'REAL_NAME';

/** Why a block-trade subscription failed. */
export type BlockTradeFailReason =
  /** A fresh quote traded at or below the hedge price during the window: the offering failed. */
  | 'HEDGE_PRICE_BREACHED'
  /** Oversubscribed and no ticket came to it in the draw. */
  | 'NOT_ALLOCATED'
  /** Ops cancelled the offering (its reason is on the offering). */
  | 'OFFERING_CANCELLED';

/** CODE_ISSUED: a personal purchase code was issued to the user in the app. */
export type BlockTradeNoticeKind =
  /** A personal purchase code was issued to the user in the app. */
  | 'CODE_ISSUED';

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

/** One language version: en, fr, es, zh-Hans or zh-Hant. */
export type ContentTranslationInput = {
  /** Markdown, at most 5000 characters; no scripts, event handlers or javascript:/data: links. */
  body: Scalars['String']['input'];
  /** en, fr, es, zh-Hans or zh-Hant; each at most once. */
  lang: Scalars['String']['input'];
  /** The title in that language; required unless the whole version (title and body) is left empty. */
  title: Scalars['String']['input'];
};

/** A cash dividend or a (reverse) stock split. */
export type CorporateActionKind =
  /** A cash dividend per share. */
  | 'CASH_DIVIDEND'
  /** A split: `ratioFrom` old shares become `ratioTo` new ones (10 → 1 is a reverse split). */
  | 'SPLIT';

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

/** Stablecoin networks a withdrawal can go to (paid 1:1 from the USD balance). */
export type CryptoChain =
  /** USDT on Ethereum (ERC-20). */
  | 'USDT_ERC20'
  /** USDT on TRON (TRC-20). */
  | 'USDT_TRC20';

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

/** A dividend owed to (or, short, by) a position: recorded at the ex-date, paid on the pay date. */
export type DividendStatus =
  /** Paid: gross, withholding and net are final and in the ledger. */
  | 'PAID'
  /** Entitled at the ex-date; paid on the pay date (payDate; null while the company has not published it). */
  | 'PENDING';

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

/** In progress (money held) → successful (a position at the live ask) | failed (hold released, with the reason). */
export type FollowStatus =
  /** The hold was released in full; reason says why. */
  | 'FAILED'
  /** Held; waiting for the market to be open with a fresh quote inside the window. */
  | 'IN_PROGRESS'
  /** Filled as a market order at the live ask: a position opened. */
  | 'SUCCESSFUL';

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

/** open (taking purchases) or closed (no new purchases; holdings run to their end). */
export type FundProductStatus =
  /** No new purchases. */
  | 'CLOSED'
  /** Taking purchases. */
  | 'OPEN';

/** CONFIGURED: a rate table set in configuration (shown as such); MARKET: the market-data FX quote. */
export type FxRateOrigin =
  /** A rate table set in configuration. */
  | 'CONFIGURED'
  /** The market-data feed's FX quote. */
  | 'MARKET';

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

/** What a maker-checker request does once approved. */
export type OpsRequestKind =
  /** A manual credit or debit of a user's cash (adjustBalance). */
  | 'BALANCE_ADJUSTMENT'
  /** A review approval above the threshold that needs a second ops user. */
  | 'REVIEW_DECISION';

/** Where a maker-checker request stands. */
export type OpsRequestStatus =
  /** Approved by the checker; the action took effect. */
  | 'APPROVED'
  /** Waiting for a second ops user. */
  | 'PENDING'
  /** Rejected by the checker; nothing happened. */
  | 'REJECTED';

/** What placed the order that opened a position. */
export type OrderOrigin =
  /** An institutional follow: a market order at the live quote on the user's behalf (selling type 'follow'). */
  | 'FOLLOW'
  /** The user (placeOrder), or an allotment. */
  | 'MANUAL'
  /** The automated intraday strategy: a market order at the live quote, attributed to its application. */
  | 'STRATEGY';

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

/** An index to compare with (its price, from the market-data source). */
export type PerformanceBenchmark =
  /** IBEX 35 (Madrid). */
  | 'IBEX35'
  /** S&P 500 (New York). */
  | 'SP500'
  /** TAIEX (Taipei). */
  | 'TAIEX';

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

/** Whether there is a performance to show yet. */
export type PerformanceState =
  /** No deposit yet. */
  | 'EMPTY'
  /** Money has arrived; the first valuation comes after the day’s close. */
  | 'FIRST_DAY'
  /** Valued: the figures are there. */
  | 'READY';

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

/** Whether a position is still open. */
export type PositionStatus =
  /** Closed: profit realised, proceeds returned. */
  | 'CLOSED'
  /** Open: marked at the current quote, its margin held. */
  | 'OPEN';

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

/** Under review → passed | rejected (with a reason code and an optional note; the user may submit again). */
export type RealNameStatus =
  /** Verified; withdrawals and products that take money are open. */
  | 'PASSED'
  /** Under review by ops. */
  | 'PENDING'
  /** Refused with a reason code; the user may submit again. */
  | 'REJECTED';

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

/** Who wrote a message. */
export type SupportAuthor =
  /** Vela staff (shown with the verified badge). */
  | 'OPS'
  /** The user. */
  | 'USER';

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

/** The refused action to attach (from the error the user saw). */
export type SupportErrorInput = {
  /** The error code, e.g. FORBIDDEN. */
  code: Scalars['String']['input'];
  /** The request id from the error’s extensions. */
  requestId?: InputMaybe<Scalars['String']['input']>;
  /** The app route it was shown on. */
  screen?: InputMaybe<Scalars['String']['input']>;
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

/** How long a waiting order stays on the book. */
export type TimeInForce =
  /** Until that market's close today (or the next session's close when placed while closed); then cancelled, reason EXPIRED_DAY. */
  | 'DAY'
  /** Good till cancelled: until the close of the last trading day of the next calendar quarter (expiresAt, stated before confirm); then cancelled, reason EXPIRED_GTC. */
  | 'GTC';

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

/** Where a withdrawal is paid: a bank account or a crypto address. */
export type WithdrawalMethod =
  /** To one of the user's bank cards (EUR or USD). */
  | 'BANK'
  /** To one of the user's crypto addresses (USD, paid 1:1 in USDT). */
  | 'CRYPTO';

/** A withdrawal to price: method, currency and amount. */
export type WithdrawalPreviewInput = {
  /** Taken from the balance, fee included; at most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** EUR or USD for bank; USD for crypto (paid 1:1 in USDT). */
  currency: Scalars['String']['input'];
  /** Bank transfer or crypto. */
  method: WithdrawalMethod;
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

export type CliPortfolioQueryVariables = Exact<{ [key: string]: never; }>;


export type CliPortfolioQuery = { __typename?: 'Query', portfolio: { __typename?: 'Portfolio', at: string, simulated: boolean, balances: Array<{ __typename?: 'PortfolioBalance', currency: string, available: string, frozen: string, positionValue: string, totalAssets: string, floatingProfit: string }> } };

export type CliQuotesSubscriptionVariables = Exact<{
  symbols: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type CliQuotesSubscription = { __typename?: 'Subscription', quotes: { __typename?: 'Quote', symbol: string, bid: string, ask: string, at: string, simulated: boolean } };

export type CliOrderPreviewQueryVariables = Exact<{
  input: OrderPreviewInput;
}>;


export type CliOrderPreviewQuery = { __typename?: 'Query', orderPreview: { __typename?: 'OrderPreview', price: string, totalCost: string, chargesTotal: string, settlementCurrency: string, available: string, sufficientFunds: boolean, charges: Array<{ __typename?: 'Charge', kind: ChargeKind, amount: string, currency: string }> } };

export type CliPlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type CliPlaceOrderMutation = { __typename?: 'Mutation', placeOrder: { __typename?: 'Order', id: string, orderNo: string, status: OrderStatus, symbol: string, direction: TradeDirection, shares: number, limitPrice?: string | null, heldAmount?: string | null, settlementCurrency: string } };


export const CliPortfolioDocument = {"__meta__":{"hash":"35664c1631cbad1d6da0e786a72ee79241208a88fd61325a834947ac92ca802b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CliPortfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}}]}}]}}]}}]} as unknown as DocumentNode<CliPortfolioQuery, CliPortfolioQueryVariables>;
export const CliQuotesDocument = {"__meta__":{"hash":"9b5ff486a8ffa0469cde5960a17e94379b9e2008ed721830cdb036fdcfe36c4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CliQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode<CliQuotesSubscription, CliQuotesSubscriptionVariables>;
export const CliOrderPreviewDocument = {"__meta__":{"hash":"74b0dbd3e1c3b6963c7895da3056c78db1a6036a9501a76b650ed358a487ee6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CliOrderPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientFunds"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<CliOrderPreviewQuery, CliOrderPreviewQueryVariables>;
export const CliPlaceOrderDocument = {"__meta__":{"hash":"141b93d85a053f8a15b2806ef18962dd5833f10cceb71d3966f53cbede69bb83"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CliPlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}}]}}]}}]} as unknown as DocumentNode<CliPlaceOrderMutation, CliPlaceOrderMutationVariables>;