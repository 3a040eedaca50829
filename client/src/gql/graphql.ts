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

/** A change to the user's money, numbered per user; resume with the last `seq` seen. */
export type AccountEvent = {
  __typename?: 'AccountEvent';
  at: Scalars['DateTime']['output'];
  available?: Maybe<Scalars['Decimal']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  frozen?: Maybe<Scalars['Decimal']['output']>;
  /** Reason of a refusal; a closed position's selling type. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The deposit or withdrawal whose status changed. */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** Sequence number (1, 2, 3… per user), as a string. */
  seq: Scalars['String']['output'];
  /** New status of the deposit (pending, confirmed, refused) or withdrawal. */
  status?: Maybe<Scalars['String']['output']>;
  /** Orders and positions: the instrument. */
  symbol?: Maybe<Scalars['String']['output']>;
  type: AccountEventType;
};

export type AccountEventType =
  | 'BALANCE_CHANGED'
  | 'DEPOSIT_UPDATED'
  | 'ORDER_UPDATED'
  | 'POSITION_UPDATED'
  | 'WITHDRAWAL_UPDATED';

export type AddBankCardInput = {
  bankAddress: Scalars['String']['input'];
  bankName: Scalars['String']['input'];
  cardNumber: Scalars['String']['input'];
  holderName: Scalars['String']['input'];
  iban: Scalars['String']['input'];
};

export type AddCryptoAddressInput = {
  address: Scalars['String']['input'];
  chain: CryptoChain;
};

export type AdjustBalanceInput = {
  /** Positive credits the user, negative debits; at most two decimals. */
  amount: Scalars['Decimal']['input'];
  currency: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  /** Mandatory; shown in the user's statement. */
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** One line of the append-only audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** The account that acted, when it was one. */
  actor?: Maybe<User>;
  actorId?: Maybe<Scalars['ID']['output']>;
  /** Who acted: a phone number, "cli" or "system". */
  actorLabel: Scalars['String']['output'];
  after?: Maybe<Scalars['JSON']['output']>;
  at: Scalars['DateTime']['output'];
  before?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  targetId?: Maybe<Scalars['String']['output']>;
  targetType?: Maybe<Scalars['String']['output']>;
};

/** The user's cash in one currency. */
export type Balance = {
  __typename?: 'Balance';
  /** Free to use. */
  available: Scalars['Decimal']['output'];
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
  bankAddress: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  cardNumber: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  holderName: Scalars['String']['output'];
  /** Electronic format, no spaces. */
  iban: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One OHLC bar with volume. */
export type Bar = {
  __typename?: 'Bar';
  at: Scalars['DateTime']['output'];
  close: Scalars['Decimal']['output'];
  high: Scalars['Decimal']['output'];
  low: Scalars['Decimal']['output'];
  open: Scalars['Decimal']['output'];
  volume: Scalars['Decimal']['output'];
};

export type BarInterval =
  | 'DAY'
  | 'MINUTE'
  | 'MONTH'
  | 'WEEK';

export type ChangeLoginPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

export type ChangePayPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPayPassword: Scalars['String']['input'];
};

/** One charge of a trade, disclosed before confirm and itemised after. */
export type Charge = {
  __typename?: 'Charge';
  /** In `currency` (the quote currency; FX_SPREAD in the settlement currency). */
  amount: Scalars['Decimal']['output'];
  /** How it is computed, e.g. '0.3%' or '0.005/share, min 1.00'. */
  basis: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  kind: ChargeKind;
  /** What it costs in the settlement currency. */
  settlementAmount: Scalars['Decimal']['output'];
};

/** COMMISSION; TRANSACTION_TAX (Taiwan securities transaction tax on sells); FINANCIAL_TRANSACTION_TAX (Spain, on buys); SEC_FEE and FINRA_TAF (US, on sells); FX_SPREAD (converting TWD to the USD balance). */
export type ChargeKind =
  | 'COMMISSION'
  | 'FINANCIAL_TRANSACTION_TAX'
  | 'FINRA_TAF'
  | 'FX_SPREAD'
  | 'SEC_FEE'
  | 'TRANSACTION_TAX';

/** A close at the current quote, shown in the confirm dialog. */
export type ClosePreview = {
  __typename?: 'ClosePreview';
  charges: Array<Charge>;
  chargesTotal: Scalars['Decimal']['output'];
  marketOpen: Scalars['Boolean']['output'];
  /** Net of every charge, opening ones included. */
  netProfit: Scalars['Decimal']['output'];
  positionId: Scalars['ID']['output'];
  price: Scalars['Decimal']['output'];
  proceeds: Scalars['Decimal']['output'];
  quote: FillQuote;
};

/** A wallet address crypto withdrawals can be paid to. */
export type CryptoAddress = {
  __typename?: 'CryptoAddress';
  address: Scalars['String']['output'];
  chain: CryptoChain;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** Stablecoin networks a withdrawal can go to (paid 1:1 from the USD balance). */
export type CryptoChain =
  | 'USDT_ERC20'
  | 'USDT_TRC20';

export type CurrencyTotal = {
  __typename?: 'CurrencyTotal';
  currency: Scalars['String']['output'];
  /** Sum of every account in the currency: always zero in a sound ledger. */
  total: Scalars['Decimal']['output'];
};

/** A deposit notice the user filed; ops confirm it (credits the ledger) or refuse it. */
export type Deposit = {
  __typename?: 'Deposit';
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** Order number shown in records. */
  orderNo: Scalars['String']['output'];
  /** Why ops refused it. */
  reason?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  status: DepositStatus;
  /** Ops only: who filed it. */
  user?: Maybe<User>;
};

/** Where to send a bank transfer, and the user's own reference to write on it. */
export type DepositInstructions = {
  __typename?: 'DepositInstructions';
  accountHolder: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  bic: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  /** Unique to the user; ops match transfers by it. */
  reference: Scalars['String']['output'];
};

export type DepositPage = {
  __typename?: 'DepositPage';
  items: Array<Deposit>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A deposit notice: waiting for ops, credited, or refused with a reason. */
export type DepositStatus =
  | 'CONFIRMED'
  | 'PENDING'
  | 'REFUSED';

/** Currencies lists may convert prices to (with fxRates). */
export type DisplayCurrency =
  | 'EUR'
  | 'MYR'
  | 'TWD'
  | 'USD';

/** Stable codes sent in extensions.code of every error; clients render them in the user's language. */
export type ErrorCode =
  | 'ACCOUNT_TOO_SHORT'
  | 'ALREADY_REVIEWED'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_TOO_LARGE'
  | 'AMOUNT_TOO_PRECISE'
  | 'BAD_INPUT'
  | 'BAR_RANGE_INVALID'
  | 'CARD_NUMBER_INVALID'
  | 'CHAIN_NOT_SUPPORTED'
  | 'CRYPTO_ADDRESS_INVALID'
  | 'CURRENCY_NOT_SUPPORTED'
  | 'DOCUMENT_NOT_TRUSTED'
  | 'FORBIDDEN'
  | 'HOLD_ALREADY_CLOSED'
  | 'IBAN_INVALID'
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'INCOMPLETE_INFORMATION'
  | 'INSTRUMENT_NOT_FOUND'
  | 'INSUFFICIENT_FUNDS'
  | 'INTERNAL_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'INVITE_CODE_INVALID'
  | 'INVITE_CODE_REQUIRED'
  | 'LEVERAGE_NOT_ALLOWED'
  | 'LIMIT_PRICE_INVALID'
  | 'LIMIT_PRICE_OFF_TICK'
  | 'MARKET_CLOSED'
  | 'NOT_FOUND'
  | 'ORDER_NOT_PENDING'
  | 'ORDER_TOO_LARGE'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'PASSWORD_TOO_SHORT'
  | 'PAY_PASSWORDS_DO_NOT_MATCH'
  | 'PAY_PASSWORD_ALREADY_SET'
  | 'PAY_PASSWORD_NOT_SET'
  | 'PAY_PASSWORD_TOO_SHORT'
  | 'PHONE_INVALID'
  | 'PHONE_TAKEN'
  | 'POSITION_ALREADY_CLOSED'
  | 'QUERY_REJECTED'
  | 'QUOTE_UNAVAILABLE'
  | 'RATE_CHANGED'
  | 'RATE_LIMITED'
  | 'RATE_UNAVAILABLE'
  | 'REASON_REQUIRED'
  | 'SAME_CURRENCY'
  | 'SEARCH_QUERY_TOO_LONG'
  | 'SERVER_BUSY'
  | 'SERVICE_UNAVAILABLE'
  | 'SHARES_INVALID'
  | 'SHARES_NOT_LOT_MULTIPLE'
  | 'TEXT_TOO_LONG'
  | 'TOO_MANY_LOGIN_ATTEMPTS'
  | 'TOO_MANY_SYMBOLS'
  | 'UNAUTHENTICATED'
  | 'WITHDRAWAL_BELOW_MINIMUM'
  | 'WITHDRAWAL_DESTINATION_REQUIRED'
  | 'WITHDRAWAL_NOT_PENDING'
  | 'WRONG_PASSWORD'
  | 'WRONG_PAY_PASSWORD';

export type FileDepositInput = {
  /** At most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** EUR or USD. */
  currency: Scalars['String']['input'];
  /** Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};

/** The quote a fill used, as the market-data source recorded it. */
export type FillQuote = {
  __typename?: 'FillQuote';
  ask: Scalars['Decimal']['output'];
  at: Scalars['DateTime']['output'];
  bid: Scalars['Decimal']['output'];
  simulated: Scalars['Boolean']['output'];
  source: Scalars['String']['output'];
};

/** What a transfer between currencies would give, shown before the user confirms. */
export type FxQuote = {
  __typename?: 'FxQuote';
  amount: Scalars['Decimal']['output'];
  asOf: Scalars['DateTime']['output'];
  from: Scalars['String']['output'];
  /** Mid-market rate (units of `to` per unit of `from`). */
  midRate: Scalars['Decimal']['output'];
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
  to: Scalars['String']['output'];
};

/** An FX rate from the market-data source. */
export type FxRate = {
  __typename?: 'FxRate';
  at: Scalars['DateTime']['output'];
  /** "EURUSD", "USDTWD", "USDMYR". */
  pair: Scalars['String']['output'];
  rate: Scalars['Decimal']['output'];
  simulated: Scalars['Boolean']['output'];
};

/** CONFIGURED: a rate table set in configuration (shown as such); MARKET: the market-data FX quote. */
export type FxRateOrigin =
  | 'CONFIGURED'
  | 'MARKET';

/** A completed transfer between the user's currencies: both legs in one journal entry. */
export type FxTransfer = {
  __typename?: 'FxTransfer';
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  midRate: Scalars['Decimal']['output'];
  orderNo: Scalars['String']['output'];
  origin: FxRateOrigin;
  rate: Scalars['Decimal']['output'];
  received: Scalars['Decimal']['output'];
  spreadAmount: Scalars['Decimal']['output'];
  spreadBps: Scalars['Int']['output'];
  to: Scalars['String']['output'];
};

/** A stock or gold: static data, its latest quote, and whether the signed-in user watches it. */
export type Instrument = {
  __typename?: 'Instrument';
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** How many users watch it. */
  followers: Scalars['Int']['output'];
  lotSize: Scalars['Int']['output'];
  market: MarketCode;
  /** Usual name in `lang` when one exists (e.g. 台積電 for zh-Hant), else the international name. */
  name: Scalars['String']['output'];
  /** Latest quote (DataLoader; null before the first tick). */
  quote?: Maybe<Quote>;
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
  | 'FALLING'
  | 'HOT'
  | 'MOST_FOLLOWED'
  | 'RISING'
  | 'SELECTED';

/** A code that lets someone register. Users own one each; ops may issue more. */
export type InviteCode = {
  __typename?: 'InviteCode';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How many registrations it allows; null for no limit. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  useCount: Scalars['Int']['output'];
};

export type IssueInviteCodeInput = {
  /** How many registrations it allows; omit for no limit. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Every balance recomputed from the entries, and the invariants checked, in one snapshot. */
export type LedgerCheck = {
  __typename?: 'LedgerCheck';
  accounts: Scalars['Int']['output'];
  currencyTotals: Array<CurrencyTotal>;
  entries: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
  postings: Scalars['Int']['output'];
  problems: Array<LedgerProblem>;
};

export type LedgerProblem = {
  __typename?: 'LedgerProblem';
  actual: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  detail: Scalars['String']['output'];
  expected: Scalars['String']['output'];
  kind: LedgerProblemKind;
};

export type LedgerProblemKind =
  | 'ACCOUNT_BALANCE'
  | 'CURRENCY_TOTAL'
  | 'ENTRY_UNBALANCED'
  | 'HOLDS_MISMATCH'
  | 'MARGIN_MISMATCH'
  | 'NEGATIVE_USER_BALANCE';

export type LoginInput = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** ES (BME, EUR), US (NYSE/Nasdaq, USD), TW (TWSE, TWD), GOLD (XAU spot, USD) */
export type MarketCode =
  | 'ES'
  | 'GOLD'
  | 'TW'
  | 'US';

/** An index computed from its constituents in the feed, or gold. */
export type MarketIndex = {
  __typename?: 'MarketIndex';
  code: Scalars['String']['output'];
  market: MarketCode;
  name: Scalars['String']['output'];
  quote?: Maybe<Quote>;
  /** "IDX:IBEX35", "IDX:SPX", "IDX:TAIEX", and "GOLD:XAU" for gold; the same symbols stream on `quotes`. */
  symbol: Scalars['ID']['output'];
};


/** An index computed from its constituents in the feed, or gold. */
export type MarketIndexNameArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

export type MarketStatus = {
  __typename?: 'MarketStatus';
  market: MarketCode;
  nextClose?: Maybe<Scalars['DateTime']['output']>;
  nextOpen?: Maybe<Scalars['DateTime']['output']>;
  open: Scalars['Boolean']['output'];
  timeZone: Scalars['String']['output'];
};

/** A market trading rules: shown on the order panel. */
export type MarketTradingRules = {
  __typename?: 'MarketTradingRules';
  /** Equity ÷ margin at which a watched position is closed out. */
  closeOutRatio: Scalars['Decimal']['output'];
  /** Positions with at least this leverage are closed at the end of the day. */
  intradayLeverageFrom?: Maybe<Scalars['Int']['output']>;
  leverages: Array<Scalars['Int']['output']>;
  lotSize: Scalars['Int']['output'];
  market: Scalars['String']['output'];
  settlementCurrency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** All fields required ('Please fill in complete information'); the IBAN's checksum is verified. */
  addBankCard: BankCard;
  /** The address is validated for its chain (TRON base58check, Ethereum EIP-55). */
  addCryptoAddress: CryptoAddress;
  /** Signed-in only; idempotent. */
  addToWatchlist: Instrument;
  /** Ops: a correcting journal entry with a mandatory reason the user sees. Returns the new balance. */
  adjustBalance: Balance;
  /** Ops: review passed; the frozen amount is paid out (fee to fee income). */
  approveWithdrawal: Withdrawal;
  /** Cancels a pending order; its hold returns to the available balance. */
  cancelOrder: Order;
  /** Needs the current password; signs out every other session. */
  changeLoginPassword: Scalars['Boolean']['output'];
  /** Changes the transaction password; needs the current one. */
  changePayPassword: Scalars['Boolean']['output'];
  clearSearchHistory: Scalars['Boolean']['output'];
  /** Closes a position at the quote (selling type manual), in one journal entry. */
  closePosition: Position;
  /** Ops: the money arrived; credits the user's available cash. */
  confirmDeposit: Deposit;
  deleteBankCard: Scalars['Boolean']['output'];
  deleteCryptoAddress: Scalars['Boolean']['output'];
  /** Tells ops a transfer was sent; it is credited once they confirm it. */
  fileDeposit: Deposit;
  /** Ops: issue an invite code, optionally limited to a number of registrations. */
  issueInviteCode: InviteCode;
  /** Signs in with phone and password; sets the session cookie. */
  login: User;
  /** Ends this session. Signed-out callers get true as well. */
  logout: Scalars['Boolean']['output'];
  /** Places an order: MARKET fills at once at the quote (market open), LIMIT holds its cost and waits. */
  placeOrder: Order;
  /** Records that the user opened this search result; returns the new history. */
  recordSearch: Array<SearchHistoryEntry>;
  /** Ops: refuses a deposit notice with a reason the user sees. */
  refuseDeposit: Deposit;
  /** Ops: review failed; the amount is released and the user sees 'Withdrawal Failed' with the reason. */
  refuseWithdrawal: Withdrawal;
  /** Creates an account with an invite code and signs it in. */
  register: User;
  removeFromWatchlist: Instrument;
  /** Freezes the amount until review. Needs the transaction password. */
  requestWithdrawal: Withdrawal;
  /** Takes back a withdrawal still pending review; the amount is released. */
  revokeWithdrawal: Withdrawal;
  /** Sets the transaction password the first time; needs the login password. */
  setPayPassword: Scalars['Boolean']['output'];
  /** Moves cash between the user's currencies at the quoted rate: both legs in one journal entry. 'Insufficient funds in the account' when short. */
  transferFunds: FxTransfer;
};


export type MutationAddBankCardArgs = {
  input: AddBankCardInput;
};


export type MutationAddCryptoAddressArgs = {
  input: AddCryptoAddressInput;
};


export type MutationAddToWatchlistArgs = {
  symbol: Scalars['ID']['input'];
};


export type MutationAdjustBalanceArgs = {
  input: AdjustBalanceInput;
};


export type MutationApproveWithdrawalArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationChangeLoginPasswordArgs = {
  input: ChangeLoginPasswordInput;
};


export type MutationChangePayPasswordArgs = {
  input: ChangePayPasswordInput;
};


export type MutationClosePositionArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationConfirmDepositArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationDeleteBankCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCryptoAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFileDepositArgs = {
  input: FileDepositInput;
};


export type MutationIssueInviteCodeArgs = {
  input: IssueInviteCodeInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRecordSearchArgs = {
  symbol: Scalars['ID']['input'];
};


export type MutationRefuseDepositArgs = {
  input: ReviewRefusalInput;
};


export type MutationRefuseWithdrawalArgs = {
  input: ReviewRefusalInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFromWatchlistArgs = {
  symbol: Scalars['ID']['input'];
};


export type MutationRequestWithdrawalArgs = {
  input: RequestWithdrawalInput;
};


export type MutationRevokeWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetPayPasswordArgs = {
  input: SetPayPasswordInput;
};


export type MutationTransferFundsArgs = {
  input: TransferFundsInput;
};

/** An order: placed once, then filled or cancelled (never edited). */
export type Order = {
  __typename?: 'Order';
  /** Why it was cancelled: USER, or a refusal code when a fill could not be paid. */
  cancelReason?: Maybe<Scalars['String']['output']>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  direction: TradeDirection;
  /** LIMIT orders: held while pending (margin + charges at the limit). */
  heldAmount?: Maybe<Scalars['Decimal']['output']>;
  id: Scalars['ID']['output'];
  leverage: Scalars['Int']['output'];
  limitPrice?: Maybe<Scalars['Decimal']['output']>;
  market: Scalars['String']['output'];
  orderNo: Scalars['String']['output'];
  orderType: OrderType;
  positionId?: Maybe<Scalars['ID']['output']>;
  quoteCurrency: Scalars['String']['output'];
  settlementCurrency: Scalars['String']['output'];
  shares: Scalars['Int']['output'];
  status: OrderStatus;
  symbol: Scalars['String']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Everything an order would cost, shown before the user confirms it. */
export type OrderPreview = {
  __typename?: 'OrderPreview';
  available: Scalars['Decimal']['output'];
  /** Charges of opening. */
  charges: Array<Charge>;
  chargesTotal: Scalars['Decimal']['output'];
  /** Charges closing it at the current quote would add (estimate, disclosed up front). */
  closeChargesEstimate: Array<Charge>;
  direction: TradeDirection;
  /** Quote units per settlement unit applied (spread included), TW only. */
  fxRate?: Maybe<Scalars['Decimal']['output']>;
  fxSpreadBps?: Maybe<Scalars['Int']['output']>;
  leverage: Scalars['Int']['output'];
  /** The margin held, settlement currency. */
  margin: Scalars['Decimal']['output'];
  /** notional ÷ leverage, quote currency. */
  marginQuote: Scalars['Decimal']['output'];
  /** Whether the market is open now (a MARKET order needs it to be). */
  marketOpen: Scalars['Boolean']['output'];
  /** price × shares, quote currency. */
  notional: Scalars['Decimal']['output'];
  orderType: OrderType;
  /** The price it fills at (the ask to buy, the bid to sell) or the limit price. */
  price: Scalars['Decimal']['output'];
  /** The current quote. */
  quote: FillQuote;
  quoteCurrency: Scalars['String']['output'];
  /** The balance it is paid from (USD for Taiwan). */
  settlementCurrency: Scalars['String']['output'];
  shares: Scalars['Int']['output'];
  /** Watched positions only: the price at which it would be stopped out. */
  stopOutPrice?: Maybe<Scalars['Decimal']['output']>;
  sufficientFunds: Scalars['Boolean']['output'];
  symbol: Scalars['String']['output'];
  /** Margin + charges: what leaves the available balance (held, for a LIMIT order). */
  totalCost: Scalars['Decimal']['output'];
};

export type OrderPreviewInput = {
  direction: TradeDirection;
  /** One of the market's allowed leverages (see `tradingRules`). */
  leverage?: Scalars['Int']['input'];
  /** LIMIT orders only: on the tick grid. */
  limitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  orderType: OrderType;
  /** Whole shares; a multiple of the lot size where the market has one (1,000 in Taiwan). */
  shares: Scalars['Int']['input'];
  /** Instrument symbol, e.g. US:AAPL. */
  symbol: Scalars['String']['input'];
};

export type OrderStatus =
  | 'CANCELLED'
  | 'FILLED'
  | 'PENDING';

/** MARKET fills at once at the quote; LIMIT waits for the quote to reach its price. */
export type OrderType =
  | 'LIMIT'
  | 'MARKET';

export type PlaceOrderInput = {
  direction: TradeDirection;
  /** One per attempt: the same key with the same input returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** One of the market's allowed leverages (see `tradingRules`). */
  leverage?: Scalars['Int']['input'];
  /** LIMIT orders only: on the tick grid. */
  limitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  orderType: OrderType;
  /** Whole shares; a multiple of the lot size where the market has one (1,000 in Taiwan). */
  shares: Scalars['Int']['input'];
  /** Instrument symbol, e.g. US:AAPL. */
  symbol: Scalars['String']['input'];
};

/** Balances and open positions, marked at the current quotes; pushed live by `portfolioUpdates`. */
export type Portfolio = {
  __typename?: 'Portfolio';
  at: Scalars['DateTime']['output'];
  balances: Array<PortfolioBalance>;
  marks: Array<PositionMark>;
  /** Quotes are simulated. */
  simulated: Scalars['Boolean']['output'];
};

/** The user's trading money in one settlement currency, marked at the current quotes. */
export type PortfolioBalance = {
  __typename?: 'PortfolioBalance';
  available: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
  depositTotal: Scalars['Decimal']['output'];
  /** Open positions at the current quotes, before closing charges. */
  floatingProfit: Scalars['Decimal']['output'];
  frozen: Scalars['Decimal']['output'];
  /** Open positions: margin + floating profit. */
  positionValue: Scalars['Decimal']['output'];
  /** Available + frozen + position value. */
  totalAssets: Scalars['Decimal']['output'];
  /** Closed positions (net of charges) plus floating profit. */
  totalProfit: Scalars['Decimal']['output'];
};

/** A position: opened by a fill, closed once (trade detail fields of PRODUCT.md §4). */
export type Position = {
  __typename?: 'Position';
  buyCharges: Array<Charge>;
  /** Buy fee: every opening charge, settlement currency. */
  buyFee: Scalars['Decimal']['output'];
  buyFxRate?: Maybe<Scalars['Decimal']['output']>;
  /** Buy price (entry): the recorded quote it filled at. */
  buyPrice: Scalars['Decimal']['output'];
  buyQuote: FillQuote;
  /** Buy time. */
  buyTime: Scalars['DateTime']['output'];
  /** Open positions: the price it would close at now (bid for long, ask for short). */
  currentPrice?: Maybe<Scalars['Decimal']['output']>;
  direction: TradeDirection;
  /** (sell − buy) × shares × direction, quote currency. */
  grossProfitQuote?: Maybe<Scalars['Decimal']['output']>;
  id: Scalars['ID']['output'];
  leverage: Scalars['Int']['output'];
  /** A loss beyond the margin, borne by Vela (negative balance protection). */
  lossAbsorbed?: Maybe<Scalars['Decimal']['output']>;
  /** Margin held, settlement currency. */
  margin: Scalars['Decimal']['output'];
  market: Scalars['String']['output'];
  /** Market value: current (or sell) price × shares, quote currency. */
  marketValue: Scalars['Decimal']['output'];
  /** The order that opened it. */
  orderNo: Scalars['String']['output'];
  /** Returned to the available balance on close. */
  proceeds?: Maybe<Scalars['Decimal']['output']>;
  /** Profit and loss, settlement currency: floating (gross, before closing charges) while open; net of every charge once closed. */
  profit: Scalars['Decimal']['output'];
  quoteCurrency: Scalars['String']['output'];
  sellCharges: Array<Charge>;
  /** Sell fee: every closing charge, settlement currency. */
  sellFee?: Maybe<Scalars['Decimal']['output']>;
  sellFxRate?: Maybe<Scalars['Decimal']['output']>;
  /** Sell price (exit). */
  sellPrice?: Maybe<Scalars['Decimal']['output']>;
  sellQuote?: Maybe<FillQuote>;
  sellTime?: Maybe<Scalars['DateTime']['output']>;
  sellingType?: Maybe<SellingType>;
  settlementCurrency: Scalars['String']['output'];
  /** Amount (shares). */
  shares: Scalars['Int']['output'];
  status: PositionStatus;
  /** Watched positions: where the stop-out triggers. */
  stopOutPrice?: Maybe<Scalars['Decimal']['output']>;
  symbol: Scalars['String']['output'];
  /** Total buy price: buy price × shares (quote currency). */
  totalBuyPrice: Scalars['Decimal']['output'];
  /** Transaction number. */
  tradeNo: Scalars['String']['output'];
  /** Securities transaction tax paid (Taiwan), settlement currency. */
  transactionTax: Scalars['Decimal']['output'];
};

/** One open position marked at the current quote. */
export type PositionMark = {
  __typename?: 'PositionMark';
  currentPrice: Scalars['Decimal']['output'];
  marketValue: Scalars['Decimal']['output'];
  positionId: Scalars['ID']['output'];
  profit: Scalars['Decimal']['output'];
  symbol: Scalars['String']['output'];
};

export type PositionPage = {
  __typename?: 'PositionPage';
  items: Array<Position>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type PositionStatus =
  | 'CLOSED'
  | 'OPEN';

export type Query = {
  __typename?: 'Query';
  /** Ops: the audit log, newest first. Pass the last entry's id as `after` for the next page. */
  auditLog: Array<AuditEntry>;
  /** The signed-in user's cash per currency (EUR, USD). */
  balances: Array<Balance>;
  bankCards: Array<BankCard>;
  /** Bars oldest first; from/to default to a sensible window per interval (minute: today's session or the last one). */
  bars: Array<Bar>;
  /** Closing a position at the current quote: price, charges, what returns. */
  closePreview: ClosePreview;
  cryptoAddresses: Array<CryptoAddress>;
  /** The platform's receiving account and the user's own reference. */
  depositInstructions: DepositInstructions;
  /** Every code that may appear in extensions.code, for clients to check their translations. */
  errorCodes: Array<ErrorCode>;
  /** Rate, disclosed spread and what would arrive, before confirming a transfer. */
  fxQuote: FxQuote;
  fxRates: Array<FxRate>;
  indices: Array<MarketIndex>;
  instrument?: Maybe<Instrument>;
  /** A ranked list; market omitted = all markets (Home's rising ranking). */
  instruments: Array<Instrument>;
  /** Ops: recomputes every balance from the entries and checks every invariant. */
  ledgerCheck: LedgerCheck;
  marketStatus: MarketStatus;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** The user's deposit (recharge) records, newest first. */
  myDeposits: DepositPage;
  /** The user's transfers, newest first. */
  myTransfers: Array<FxTransfer>;
  /** The user's withdrawal records, newest first. */
  myWithdrawals: WithdrawalPage;
  /** Ops: deposit notices, filtered, newest first. */
  opsDeposits: DepositPage;
  /** Ops: withdrawals, filtered, newest first. */
  opsWithdrawals: WithdrawalPage;
  order: Order;
  /** What an order would cost (quote, margin, every charge), before the user confirms. */
  orderPreview: OrderPreview;
  /** The user's pending orders (or, with pending false, filled and cancelled ones), newest first. */
  orders: OrderPage;
  /** Balances with position value, floating and total profit, marked at the current quotes. */
  portfolio: Portfolio;
  /** Trade detail of one position (open or closed). */
  position: Position;
  /** Open positions marked at the current quotes, or closed ones; newest first. */
  positions: PositionPage;
  /** Signed-in only: newest first. */
  searchHistory: Array<SearchHistoryEntry>;
  /** Code or name (any language), case-insensitive, across markets. */
  searchInstruments: Array<Instrument>;
  /** Every journal entry touching the user's cash in one currency, newest first, with running balances. */
  statement: StatementPage;
  /** Per market: allowed leverage, lot size, end-of-day and close-out rules. */
  tradingRules: Array<MarketTradingRules>;
  /** Signed-in only: the watchlist, oldest added first. */
  watchlist: Array<Instrument>;
  /** One of the user’s withdrawals. */
  withdrawal: Withdrawal;
  /** Fee and what arrives, before confirming; the request applies the same rules. */
  withdrawalPreview: WithdrawalPreview;
  /** Minimums and fees, shown on the withdrawal screens. */
  withdrawalSettings: WithdrawalSettings;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: Scalars['Int']['input'];
  targetId?: InputMaybe<Scalars['String']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBarsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  interval: BarInterval;
  symbol: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryClosePreviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDepositInstructionsArgs = {
  currency: Scalars['String']['input'];
};


export type QueryFxQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryInstrumentArgs = {
  symbol: Scalars['ID']['input'];
};


export type QueryInstrumentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  list: InstrumentList;
  market?: InputMaybe<MarketCode>;
};


export type QueryMarketStatusArgs = {
  market: MarketCode;
};


export type QueryMyDepositsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryMyTransfersArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryMyWithdrawalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryOpsDepositsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<DepositStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOpsWithdrawalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<WithdrawalStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderPreviewArgs = {
  input: OrderPreviewInput;
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  pending?: Scalars['Boolean']['input'];
};


export type QueryPositionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPositionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: PositionStatus;
};


export type QuerySearchInstrumentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryStatementArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  first?: Scalars['Int']['input'];
};


export type QueryWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWithdrawalPreviewArgs = {
  input: WithdrawalPreviewInput;
};

/** The latest quote of an instrument or index. */
export type Quote = {
  __typename?: 'Quote';
  ask: Scalars['Decimal']['output'];
  at: Scalars['DateTime']['output'];
  bid: Scalars['Decimal']['output'];
  change: Scalars['Decimal']['output'];
  changePercent: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
  high: Scalars['Decimal']['output'];
  low: Scalars['Decimal']['output'];
  marketOpen: Scalars['Boolean']['output'];
  /** price × sharesOutstanding, in the quote currency; null for gold and indices. */
  marketValue?: Maybe<Scalars['Decimal']['output']>;
  open: Scalars['Decimal']['output'];
  previousClose: Scalars['Decimal']['output'];
  price: Scalars['Decimal']['output'];
  /** True when the source is the simulator (the UI must say "Simulated"). */
  simulated: Scalars['Boolean']['output'];
  /** Name of the provider that produced it: simulated | replay | yahoo. */
  source: Scalars['String']['output'];
  symbol: Scalars['ID']['output'];
  volume: Scalars['Decimal']['output'];
};

export type RegisterInput = {
  confirmPassword: Scalars['String']['input'];
  inviteCode: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** International phone number, e.g. +34612345678. */
  phone: Scalars['String']['input'];
};

export type RequestWithdrawalInput = {
  amount: Scalars['Decimal']['input'];
  /** For method BANK. */
  bankCardId?: InputMaybe<Scalars['ID']['input']>;
  /** For method CRYPTO. */
  cryptoAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** EUR or USD for bank; USD for crypto (paid 1:1 in USDT). */
  currency: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  method: WithdrawalMethod;
  payPassword: Scalars['String']['input'];
};

export type ReviewRefusalInput = {
  id: Scalars['ID']['input'];
  /** Shown to the user. */
  reason: Scalars['String']['input'];
};

/** What a signed-in person may do. VIP is a status, not a role. */
export type Role =
  | 'OPS'
  | 'USER';

export type SearchHistoryEntry = {
  __typename?: 'SearchHistoryEntry';
  at: Scalars['DateTime']['output'];
  instrument: Instrument;
};

/** How a position was closed. */
export type SellingType =
  | 'END_OF_DAY'
  | 'LIMIT'
  | 'MANUAL'
  | 'STOP_OUT'
  | 'STRATEGY';

export type SetPayPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  /** The login password, proving it is the account holder. */
  loginPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** One journal entry as it touched the user's cash in one currency. */
export type StatementLine = {
  __typename?: 'StatementLine';
  at: Scalars['DateTime']['output'];
  /** Running balance: available right after this entry. */
  availableAfter: Scalars['Decimal']['output'];
  availableChange: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
  entryId: Scalars['ID']['output'];
  frozenAfter: Scalars['Decimal']['output'];
  frozenChange: Scalars['Decimal']['output'];
  /** deposit, withdrawal_hold, withdrawal_paid, withdrawal_revoked, withdrawal_refused, fx_transfer, adjustment, … */
  kind: Scalars['String']['output'];
  /** The reason given by ops (adjustments, refusals). */
  memo?: Maybe<Scalars['String']['output']>;
  /** Order number of the deposit, withdrawal or transfer. */
  orderNo?: Maybe<Scalars['String']['output']>;
};

export type StatementPage = {
  __typename?: 'StatementPage';
  items: Array<StatementLine>;
  /** Pass as `after` for the next (older) page; null at the end. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Live changes to the user's balances and to their deposits' and withdrawals' review status. Pass the last `seq` seen to resume after a dropped connection; nothing is lost. */
  accountEvents: AccountEvent;
  /** The portfolio again whenever a quote of an open position ticks (at most once a second) or an order, position or balance changes. */
  portfolioUpdates: Portfolio;
  /** Ticks for exactly the symbols asked for (instruments, indices, gold); at most 200 symbols. */
  quotes: Quote;
};


export type SubscriptionAccountEventsArgs = {
  afterSeq?: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionQuotesArgs = {
  symbols: Array<Scalars['ID']['input']>;
};

/** LONG (buy long) profits when the price rises, SHORT when it falls. */
export type TradeDirection =
  | 'LONG'
  | 'SHORT';

export type TransferFundsInput = {
  /** In the source currency, at most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** The rate the user was shown. The transfer executes at it while the live rate is within FX_RATE_TOLERANCE_BPS of it; otherwise RATE_CHANGED. */
  expectedRate: Scalars['Decimal']['input'];
  /** Source currency (EUR or USD). */
  from: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  /** Destination currency (EUR or USD). */
  to: Scalars['String']['input'];
};

/** A person with a Vela account. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  /** Whether a transaction (pay) password has been set. */
  hasPayPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Personal invite code others register with. */
  inviteCode: Scalars['String']['output'];
  /** Phone number in E.164 form, the sign-in account. */
  phone: Scalars['String']['output'];
  role: Role;
};

/** A withdrawal request. The fee is deducted from the amount; the amount is frozen until review. */
export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** Taken from the balance. */
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** Where the money goes, as it was when requested (bank and masked IBAN, or chain and address). */
  destination: Scalars['String']['output'];
  /** Withdrawal fee, part of the amount. */
  fee: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  method: WithdrawalMethod;
  orderNo: Scalars['String']['output'];
  /** Why review failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** What arrives: amount − fee. */
  received: Scalars['Decimal']['output'];
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  status: WithdrawalStatus;
  /** Ops only: who asked. */
  user?: Maybe<User>;
};

export type WithdrawalMethod =
  | 'BANK'
  | 'CRYPTO';

export type WithdrawalPage = {
  __typename?: 'WithdrawalPage';
  items: Array<Withdrawal>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What a withdrawal would cost, shown before the user confirms. */
export type WithdrawalPreview = {
  __typename?: 'WithdrawalPreview';
  amount: Scalars['Decimal']['output'];
  /** Deducted from the amount. */
  fee: Scalars['Decimal']['output'];
  minimum: Scalars['Decimal']['output'];
  /** What arrives. */
  received: Scalars['Decimal']['output'];
};

export type WithdrawalPreviewInput = {
  amount: Scalars['Decimal']['input'];
  /** EUR or USD for bank; USD for crypto (paid 1:1 in USDT). */
  currency: Scalars['String']['input'];
  method: WithdrawalMethod;
};

/** Minimums and fees of each withdrawal method, from configuration. */
export type WithdrawalSettings = {
  __typename?: 'WithdrawalSettings';
  /** Currencies a bank withdrawal can be made in. */
  bankCurrencies: Array<Scalars['String']['output']>;
  /** Bank fee as a fraction of the amount (0.005 = 0.5%). */
  bankFeeRate: Scalars['Decimal']['output'];
  bankMinimum: Scalars['Decimal']['output'];
  bankMinimumFee: Scalars['Decimal']['output'];
  /** Currencies a crypto withdrawal can be made in (USD, paid 1:1 in USDT). */
  cryptoCurrencies: Array<Scalars['String']['output']>;
  /** Fixed fee of a crypto withdrawal (USD). */
  cryptoFee: Scalars['Decimal']['output'];
  cryptoMinimum: Scalars['Decimal']['output'];
};

/** Pending review (amount frozen) → review passed (paid out) | review failed (released, reason shown) | revoked by the user. */
export type WithdrawalStatus =
  | 'FAILED'
  | 'PASSED'
  | 'PENDING'
  | 'REVOKED';

export type Mine_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type Mine_LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type Mine_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Mine_MeQuery = { __typename: 'Query', me?: { __typename: 'User', id: string, phone: string, inviteCode: string } | null };

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


export type Login_SignInMutation = { __typename: 'Mutation', login: { __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, hasPayPassword: boolean, createdAt: string } };

export type Register_CreateAccountMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type Register_CreateAccountMutation = { __typename: 'Mutation', register: { __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, hasPayPassword: boolean, createdAt: string } };

export type SessionUserFragment = { __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, hasPayPassword: boolean, createdAt: string };

export type Session_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Session_MeQuery = { __typename: 'Query', me?: { __typename: 'User', id: string, phone: string, role: Role, inviteCode: string, hasPayPassword: boolean, createdAt: string } | null };

export type IndexCards_IndicesQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type IndexCards_IndicesQuery = { __typename: 'Query', indices: Array<{ __typename: 'MarketIndex', symbol: string, code: string, name: string, market: MarketCode, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null }> };

export type MarketBoard_ListQueryVariables = Exact<{
  list: InstrumentList;
  market?: InputMaybe<MarketCode>;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type MarketBoard_ListQuery = { __typename: 'Query', instruments: Array<{ __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null }> };

export type MarketBoard_FxRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketBoard_FxRatesQuery = { __typename: 'Query', fxRates: Array<{ __typename: 'FxRate', pair: string, rate: string, at: string, simulated: boolean }> };

export type MarketBoard_StatusQueryVariables = Exact<{
  market: MarketCode;
}>;


export type MarketBoard_StatusQuery = { __typename: 'Query', marketStatus: { __typename: 'MarketStatus', market: MarketCode, open: boolean, timeZone: string, nextOpen?: string | null, nextClose?: string | null } };

export type RisingRanking_InstrumentsQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type RisingRanking_InstrumentsQuery = { __typename: 'Query', instruments: Array<{ __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null }> };

export type Search_InstrumentsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Search_InstrumentsQuery = { __typename: 'Query', searchInstruments: Array<{ __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null }> };

export type Search_HistoryQueryVariables = Exact<{
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Search_HistoryQuery = { __typename: 'Query', searchHistory: Array<{ __typename: 'SearchHistoryEntry', at: string, instrument: { __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null } }> };

export type Search_RecordMutationVariables = Exact<{
  symbol: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Search_RecordMutation = { __typename: 'Mutation', recordSearch: Array<{ __typename: 'SearchHistoryEntry', at: string, instrument: { __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null } }> };

export type Search_ClearHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type Search_ClearHistoryMutation = { __typename: 'Mutation', clearSearchHistory: boolean };

export type StockChart_BarsQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
  interval: BarInterval;
}>;


export type StockChart_BarsQuery = { __typename: 'Query', bars: Array<{ __typename: 'Bar', at: string, open: string, high: string, low: string, close: string, volume: string }> };

export type StockDetail_InstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
  market: MarketCode;
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type StockDetail_InstrumentQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', lotSize: number, watched: boolean, followers: number, symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null } | null, marketStatus: { __typename: 'MarketStatus', market: MarketCode, open: boolean, timeZone: string } };

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


export type Watchlist_InstrumentsQuery = { __typename: 'Query', watchlist: Array<{ __typename: 'Instrument', watched: boolean, symbol: string, code: string, name: string, market: MarketCode, currency: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } | null }> };

export type QuoteFieldsFragment = { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean };

export type InstrumentRowFragment = { __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode, currency: string };

export type LiveQuotes_QuotesSubscriptionVariables = Exact<{
  symbols: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type LiveQuotes_QuotesSubscription = { __typename?: 'Subscription', quotes: { __typename: 'Quote', symbol: string, price: string, change: string, changePercent: string, open: string, high: string, low: string, previousClose: string, volume: string, marketValue?: string | null, currency: string, at: string, simulated: boolean, marketOpen: boolean } };

export type ListQueryVariables = Exact<{ [key: string]: never; }>;


export type ListQuery = { __typename: 'Query', instruments: Array<{ __typename: 'Instrument', symbol: string, name: string, quote?: { __typename: 'Quote', symbol: string, price: string, change: string, at: string } | null }> };

export type MoneyBalanceFragment = { __typename: 'Balance', currency: string, available: string, frozen: string, total: string, depositTotal: string };

export type Money_BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type Money_BalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: string, available: string, frozen: string, total: string, depositTotal: string }> };

export type BankCardFieldsFragment = { __typename: 'BankCard', id: string, holderName: string, bankName: string, cardNumber: string, bankAddress: string, iban: string, createdAt: string };

export type BankList_CardsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankList_CardsQuery = { __typename: 'Query', bankCards: Array<{ __typename: 'BankCard', id: string, holderName: string, bankName: string, cardNumber: string, bankAddress: string, iban: string, createdAt: string }> };

export type BankList_DeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BankList_DeleteMutation = { __typename: 'Mutation', deleteBankCard: boolean };

export type BankCard_AddMutationVariables = Exact<{
  input: AddBankCardInput;
}>;


export type BankCard_AddMutation = { __typename: 'Mutation', addBankCard: { __typename: 'BankCard', id: string, holderName: string, bankName: string, cardNumber: string, bankAddress: string, iban: string, createdAt: string } };

export type AddressList_AddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressList_AddressesQuery = { __typename: 'Query', cryptoAddresses: Array<{ __typename: 'CryptoAddress', id: string, chain: CryptoChain, address: string, createdAt: string }> };

export type AddressList_DeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AddressList_DeleteMutation = { __typename: 'Mutation', deleteCryptoAddress: boolean };

export type BindAddress_AddMutationVariables = Exact<{
  input: AddCryptoAddressInput;
}>;


export type BindAddress_AddMutation = { __typename: 'Mutation', addCryptoAddress: { __typename: 'CryptoAddress', id: string, chain: CryptoChain, address: string, createdAt: string } };

export type Deposit_InstructionsQueryVariables = Exact<{
  currency: Scalars['String']['input'];
}>;


export type Deposit_InstructionsQuery = { __typename: 'Query', depositInstructions: { __typename: 'DepositInstructions', currency: string, bankName: string, accountHolder: string, iban: string, bic: string, reference: string } };

export type Deposit_FileMutationVariables = Exact<{
  input: FileDepositInput;
}>;


export type Deposit_FileMutation = { __typename: 'Mutation', fileDeposit: { __typename: 'Deposit', id: string, orderNo: string, amount: string, currency: string, status: DepositStatus, createdAt: string, note?: string | null, reason?: string | null } };

export type Exchange_QuoteQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  amount: Scalars['Decimal']['input'];
}>;


export type Exchange_QuoteQuery = { __typename: 'Query', fxQuote: { __typename: 'FxQuote', from: string, to: string, amount: string, midRate: string, rate: string, spreadBps: number, spreadAmount: string, received: string, origin: FxRateOrigin, simulated: boolean, asOf: string } };

export type Exchange_TransferMutationVariables = Exact<{
  input: TransferFundsInput;
}>;


export type Exchange_TransferMutation = { __typename: 'Mutation', transferFunds: { __typename: 'FxTransfer', id: string, orderNo: string, from: string, to: string, amount: string, rate: string, received: string, spreadAmount: string, createdAt: string } };

export type Statement_LinesQueryVariables = Exact<{
  currency: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type Statement_LinesQuery = { __typename: 'Query', statement: { __typename: 'StatementPage', nextCursor?: string | null, items: Array<{ __typename: 'StatementLine', entryId: string, at: string, kind: string, orderNo?: string | null, currency: string, availableChange: string, frozenChange: string, availableAfter: string, frozenAfter: string, memo?: string | null }> } };

export type Records_DepositsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type Records_DepositsQuery = { __typename: 'Query', myDeposits: { __typename: 'DepositPage', nextCursor?: string | null, items: Array<{ __typename: 'Deposit', id: string, orderNo: string, amount: string, currency: string, status: DepositStatus, reason?: string | null, note?: string | null, createdAt: string, reviewedAt?: string | null }> } };

export type WithdrawalRecordFragment = { __typename: 'Withdrawal', id: string, orderNo: string, amount: string, fee: string, received: string, currency: string, method: WithdrawalMethod, destination: string, status: WithdrawalStatus, reason?: string | null, createdAt: string, reviewedAt?: string | null };

export type Records_WithdrawalsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type Records_WithdrawalsQuery = { __typename: 'Query', myWithdrawals: { __typename: 'WithdrawalPage', nextCursor?: string | null, items: Array<{ __typename: 'Withdrawal', id: string, orderNo: string, amount: string, fee: string, received: string, currency: string, method: WithdrawalMethod, destination: string, status: WithdrawalStatus, reason?: string | null, createdAt: string, reviewedAt?: string | null }> } };

export type Records_RevokeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Records_RevokeMutation = { __typename: 'Mutation', revokeWithdrawal: { __typename: 'Withdrawal', id: string, status: WithdrawalStatus, reason?: string | null, reviewedAt?: string | null } };

export type Withdraw_DestinationsQueryVariables = Exact<{ [key: string]: never; }>;


export type Withdraw_DestinationsQuery = { __typename: 'Query', me?: { __typename: 'User', id: string, hasPayPassword: boolean } | null, withdrawalSettings: { __typename: 'WithdrawalSettings', bankCurrencies: Array<string>, bankMinimum: string, bankFeeRate: string, bankMinimumFee: string, cryptoCurrencies: Array<string>, cryptoMinimum: string, cryptoFee: string }, bankCards: Array<{ __typename: 'BankCard', id: string, bankName: string, cardNumber: string, holderName: string, iban: string }>, cryptoAddresses: Array<{ __typename: 'CryptoAddress', id: string, chain: CryptoChain, address: string }>, balances: Array<{ __typename: 'Balance', currency: string, available: string, frozen: string, total: string, depositTotal: string }> };

export type Withdraw_PreviewQueryVariables = Exact<{
  input: WithdrawalPreviewInput;
}>;


export type Withdraw_PreviewQuery = { __typename: 'Query', withdrawalPreview: { __typename: 'WithdrawalPreview', amount: string, fee: string, received: string, minimum: string } };

export type Withdraw_RequestMutationVariables = Exact<{
  input: RequestWithdrawalInput;
}>;


export type Withdraw_RequestMutation = { __typename: 'Mutation', requestWithdrawal: { __typename: 'Withdrawal', id: string, orderNo: string, amount: string, fee: string, received: string, currency: string, method: WithdrawalMethod, destination: string, status: WithdrawalStatus, reason?: string | null, createdAt: string, reviewedAt?: string | null } };

export type Money_AccountEventsSubscriptionVariables = Exact<{
  afterSeq?: InputMaybe<Scalars['String']['input']>;
}>;


export type Money_AccountEventsSubscription = { __typename?: 'Subscription', accountEvents: { __typename: 'AccountEvent', seq: string, type: AccountEventType, at: string, currency?: string | null, available?: string | null, frozen?: string | null, recordId?: string | null, status?: string | null, reason?: string | null, symbol?: string | null } };

export type Trading_RulesQueryVariables = Exact<{ [key: string]: never; }>;


export type Trading_RulesQuery = { __typename: 'Query', tradingRules: Array<{ __typename: 'MarketTradingRules', market: string, leverages: Array<number>, lotSize: number, settlementCurrency: string, closeOutRatio: string, intradayLeverageFrom?: number | null }> };

export type ChargeFieldsFragment = { __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string };

export type FillQuoteFieldsFragment = { __typename: 'FillQuote', bid: string, ask: string, at: string, simulated: boolean, source: string };

export type Trading_OrderPreviewQueryVariables = Exact<{
  input: OrderPreviewInput;
}>;


export type Trading_OrderPreviewQuery = { __typename: 'Query', orderPreview: { __typename: 'OrderPreview', symbol: string, orderType: OrderType, direction: TradeDirection, shares: number, leverage: number, price: string, marketOpen: boolean, quoteCurrency: string, settlementCurrency: string, notional: string, marginQuote: string, margin: string, fxRate?: string | null, fxSpreadBps?: number | null, chargesTotal: string, totalCost: string, stopOutPrice?: string | null, available: string, sufficientFunds: boolean, quote: { __typename: 'FillQuote', bid: string, ask: string, at: string, simulated: boolean, source: string }, charges: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string }>, closeChargesEstimate: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string }> } };

export type OrderFieldsFragment = { __typename: 'Order', id: string, orderNo: string, symbol: string, market: string, direction: TradeDirection, orderType: OrderType, shares: number, limitPrice?: string | null, leverage: number, quoteCurrency: string, settlementCurrency: string, heldAmount?: string | null, status: OrderStatus, cancelReason?: string | null, positionId?: string | null, createdAt: string, closedAt?: string | null };

export type Trading_PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type Trading_PlaceOrderMutation = { __typename: 'Mutation', placeOrder: { __typename: 'Order', id: string, orderNo: string, symbol: string, market: string, direction: TradeDirection, orderType: OrderType, shares: number, limitPrice?: string | null, leverage: number, quoteCurrency: string, settlementCurrency: string, heldAmount?: string | null, status: OrderStatus, cancelReason?: string | null, positionId?: string | null, createdAt: string, closedAt?: string | null } };

export type Trading_CancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type Trading_CancelOrderMutation = { __typename: 'Mutation', cancelOrder: { __typename: 'Order', id: string, orderNo: string, symbol: string, market: string, direction: TradeDirection, orderType: OrderType, shares: number, limitPrice?: string | null, leverage: number, quoteCurrency: string, settlementCurrency: string, heldAmount?: string | null, status: OrderStatus, cancelReason?: string | null, positionId?: string | null, createdAt: string, closedAt?: string | null } };

export type Trading_OrdersQueryVariables = Exact<{
  pending: Scalars['Boolean']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type Trading_OrdersQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', nextCursor?: string | null, items: Array<{ __typename: 'Order', id: string, orderNo: string, symbol: string, market: string, direction: TradeDirection, orderType: OrderType, shares: number, limitPrice?: string | null, leverage: number, quoteCurrency: string, settlementCurrency: string, heldAmount?: string | null, status: OrderStatus, cancelReason?: string | null, positionId?: string | null, createdAt: string, closedAt?: string | null }> } };

export type PositionRowFragment = { __typename: 'Position', id: string, tradeNo: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, status: PositionStatus, buyPrice: string, buyTime: string, currentPrice?: string | null, marketValue: string, profit: string, quoteCurrency: string, settlementCurrency: string, sellPrice?: string | null, sellTime?: string | null, sellingType?: SellingType | null, stopOutPrice?: string | null };

export type Trading_PositionsQueryVariables = Exact<{
  status: PositionStatus;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type Trading_PositionsQuery = { __typename: 'Query', positions: { __typename: 'PositionPage', nextCursor?: string | null, items: Array<{ __typename: 'Position', id: string, tradeNo: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, status: PositionStatus, buyPrice: string, buyTime: string, currentPrice?: string | null, marketValue: string, profit: string, quoteCurrency: string, settlementCurrency: string, sellPrice?: string | null, sellTime?: string | null, sellingType?: SellingType | null, stopOutPrice?: string | null }> } };

export type Trading_PositionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Trading_PositionQuery = { __typename: 'Query', position: { __typename: 'Position', orderNo: string, totalBuyPrice: string, margin: string, buyFee: string, buyFxRate?: string | null, sellFee?: string | null, sellFxRate?: string | null, transactionTax: string, grossProfitQuote?: string | null, proceeds?: string | null, lossAbsorbed?: string | null, id: string, tradeNo: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, status: PositionStatus, buyPrice: string, buyTime: string, currentPrice?: string | null, marketValue: string, profit: string, quoteCurrency: string, settlementCurrency: string, sellPrice?: string | null, sellTime?: string | null, sellingType?: SellingType | null, stopOutPrice?: string | null, buyQuote: { __typename: 'FillQuote', bid: string, ask: string, at: string, simulated: boolean, source: string }, buyCharges: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string }>, sellQuote?: { __typename: 'FillQuote', bid: string, ask: string, at: string, simulated: boolean, source: string } | null, sellCharges: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string }> } };

export type Trading_ClosePreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Trading_ClosePreviewQuery = { __typename: 'Query', closePreview: { __typename: 'ClosePreview', positionId: string, price: string, marketOpen: boolean, chargesTotal: string, proceeds: string, netProfit: string, quote: { __typename: 'FillQuote', bid: string, ask: string, at: string, simulated: boolean, source: string }, charges: Array<{ __typename: 'Charge', kind: ChargeKind, basis: string, amount: string, currency: string, settlementAmount: string }> } };

export type Trading_ClosePositionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
}>;


export type Trading_ClosePositionMutation = { __typename: 'Mutation', closePosition: { __typename: 'Position', id: string, tradeNo: string, symbol: string, market: string, direction: TradeDirection, leverage: number, shares: number, status: PositionStatus, buyPrice: string, buyTime: string, currentPrice?: string | null, marketValue: string, profit: string, quoteCurrency: string, settlementCurrency: string, sellPrice?: string | null, sellTime?: string | null, sellingType?: SellingType | null, stopOutPrice?: string | null } };

export type PortfolioFieldsFragment = { __typename: 'Portfolio', at: string, simulated: boolean, balances: Array<{ __typename: 'PortfolioBalance', currency: string, available: string, frozen: string, positionValue: string, totalAssets: string, floatingProfit: string, totalProfit: string, depositTotal: string }>, marks: Array<{ __typename: 'PositionMark', positionId: string, symbol: string, currentPrice: string, marketValue: string, profit: string }> };

export type Trading_PortfolioQueryVariables = Exact<{ [key: string]: never; }>;


export type Trading_PortfolioQuery = { __typename: 'Query', portfolio: { __typename: 'Portfolio', at: string, simulated: boolean, balances: Array<{ __typename: 'PortfolioBalance', currency: string, available: string, frozen: string, positionValue: string, totalAssets: string, floatingProfit: string, totalProfit: string, depositTotal: string }>, marks: Array<{ __typename: 'PositionMark', positionId: string, symbol: string, currentPrice: string, marketValue: string, profit: string }> } };

export type Trading_PortfolioUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Trading_PortfolioUpdatesSubscription = { __typename?: 'Subscription', portfolioUpdates: { __typename: 'Portfolio', at: string, simulated: boolean, balances: Array<{ __typename: 'PortfolioBalance', currency: string, available: string, frozen: string, positionValue: string, totalAssets: string, floatingProfit: string, totalProfit: string, depositTotal: string }>, marks: Array<{ __typename: 'PositionMark', positionId: string, symbol: string, currentPrice: string, marketValue: string, profit: string }> } };

export type Trading_InstrumentNameQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
  lang?: InputMaybe<Scalars['String']['input']>;
}>;


export type Trading_InstrumentNameQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', symbol: string, code: string, name: string, market: MarketCode } | null };

export type Trading_OrderInstrumentQueryVariables = Exact<{
  symbol: Scalars['ID']['input'];
}>;


export type Trading_OrderInstrumentQuery = { __typename: 'Query', instrument?: { __typename: 'Instrument', symbol: string, code: string, market: MarketCode, currency: string, lotSize: number, tickSize: string, quote?: { __typename: 'Quote', symbol: string, price: string, at: string, marketOpen: boolean, simulated: boolean } | null } | null };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const QuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<QuoteFieldsFragment, unknown>;
export const InstrumentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<InstrumentRowFragment, unknown>;
export const MoneyBalanceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Balance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}}]} as unknown as DocumentNode<MoneyBalanceFragment, unknown>;
export const BankCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCardFieldsFragment, unknown>;
export const WithdrawalRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<WithdrawalRecordFragment, unknown>;
export const ChargeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<ChargeFieldsFragment, unknown>;
export const FillQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<FillQuoteFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const PositionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}}]}}]} as unknown as DocumentNode<PositionRowFragment, unknown>;
export const PortfolioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]} as unknown as DocumentNode<PortfolioFieldsFragment, unknown>;
export const Mine_LogoutDocument = {"__meta__":{"hash":"66629f565e9e90866f6315ce06d143a9a006e6780bd4b6c6115b8c0afd6f3395"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Mine_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<Mine_LogoutMutation, Mine_LogoutMutationVariables>;
export const Mine_MeDocument = {"__meta__":{"hash":"b35b81c3509b00edbb9d75197d73b5f32a9dc48bbb323b160c442ed781e7dabd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Mine_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]}}]} as unknown as DocumentNode<Mine_MeQuery, Mine_MeQueryVariables>;
export const ChangeLoginPassword_ChangeDocument = {"__meta__":{"hash":"7d371bd9263b49fcdccd36559c7374fd54e15bc233b0b1b5e34533942657e22d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLoginPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLoginPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changeLoginPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeLoginPassword_ChangeMutation, ChangeLoginPassword_ChangeMutationVariables>;
export const ChangePayPassword_SetDocument = {"__meta__":{"hash":"1a4ad57c93901ca3fbf0e32007571a132d93857b97f90a22939956a453dbdd1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Set"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_SetMutation, ChangePayPassword_SetMutationVariables>;
export const ChangePayPassword_ChangeDocument = {"__meta__":{"hash":"8d371cb99db967ac2e60d1b9aea28a64544939550710ca4425f4f1038a6ce893"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_ChangeMutation, ChangePayPassword_ChangeMutationVariables>;
export const Login_SignInDocument = {"__meta__":{"hash":"6be86ab44caaba63a1f20e0aaba4996afded1c25f5d7512a3a0c85af3ff1e307"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Login_SignInMutation, Login_SignInMutationVariables>;
export const Register_CreateAccountDocument = {"__meta__":{"hash":"d862fa18f69d4bf6e8e26aaeb801eb5b137ad3d3daac711c22a4706f2aac5e47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register_CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Register_CreateAccountMutation, Register_CreateAccountMutationVariables>;
export const Session_MeDocument = {"__meta__":{"hash":"6e39836084eb9d12d8db7da0477d84778792c8a0d5d8486acc6e04863ec7df4f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;
export const IndexCards_IndicesDocument = {"__meta__":{"hash":"1e9439f14a79f3972278fff18c668442f488f7a26e3e182837be1261cc2eb1fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndexCards_Indices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"indices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<IndexCards_IndicesQuery, IndexCards_IndicesQueryVariables>;
export const MarketBoard_ListDocument = {"__meta__":{"hash":"95647efca2d4ad477f67f3c4343aac80083bf9bdb64d6e8a65694672712cb7c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketBoard_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstrumentList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"market"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"market"},"value":{"kind":"Variable","name":{"kind":"Name","value":"market"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<MarketBoard_ListQuery, MarketBoard_ListQueryVariables>;
export const MarketBoard_FxRatesDocument = {"__meta__":{"hash":"17fbf79939985ee442bc4a1bdf12f2d778d8477f55bf975f0b1d6c4b68636bbc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketBoard_FxRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fxRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode<MarketBoard_FxRatesQuery, MarketBoard_FxRatesQueryVariables>;
export const MarketBoard_StatusDocument = {"__meta__":{"hash":"0b8da12e3a0b676f374142caa5d588afbbd834aff71e0de80737ebe15cdc301a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketBoard_Status"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"market"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"marketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"market"},"value":{"kind":"Variable","name":{"kind":"Name","value":"market"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"nextOpen"}},{"kind":"Field","name":{"kind":"Name","value":"nextClose"}}]}}]}}]} as unknown as DocumentNode<MarketBoard_StatusQuery, MarketBoard_StatusQueryVariables>;
export const RisingRanking_InstrumentsDocument = {"__meta__":{"hash":"a1b71f556b5752e94e8491d9aaec99021982bb77d0c5426df0bf99455634c412"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RisingRanking_Instruments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"EnumValue","value":"RISING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<RisingRanking_InstrumentsQuery, RisingRanking_InstrumentsQueryVariables>;
export const Search_InstrumentsDocument = {"__meta__":{"hash":"811cbe61ad346d41628a495d6f7a6b11f3e467d1ad6d246cd8863f9c626d5d07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search_Instruments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"searchInstruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Search_InstrumentsQuery, Search_InstrumentsQueryVariables>;
export const Search_HistoryDocument = {"__meta__":{"hash":"98c01b57dbad0cb7842c7807fb47db0a48bc0712660708fc49bdbcac22998ad4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search_History"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"searchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Search_HistoryQuery, Search_HistoryQueryVariables>;
export const Search_RecordDocument = {"__meta__":{"hash":"1cacab8723244384198176c453b666c1013bac48fe6c0d9ab36643b674efe980"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Search_Record"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Search_RecordMutation, Search_RecordMutationVariables>;
export const Search_ClearHistoryDocument = {"__meta__":{"hash":"296200e5414154aebaf184ef66f847d246013bc5edfe20c2c633daee4bd15e80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Search_ClearHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clearSearchHistory"}}]}}]} as unknown as DocumentNode<Search_ClearHistoryMutation, Search_ClearHistoryMutationVariables>;
export const StockChart_BarsDocument = {"__meta__":{"hash":"1066bc0bfa6d74fabd37e9e8341ad46912f97893d6a108951055af7e0f84dac8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockChart_Bars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BarInterval"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"close"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}}]} as unknown as DocumentNode<StockChart_BarsQuery, StockChart_BarsQueryVariables>;
export const StockDetail_InstrumentDocument = {"__meta__":{"hash":"5acfd8005ba9b38135b9b25269ab4571f424b0bebfe4f6aa2fa2218289a0aad3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockDetail_Instrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"market"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"watched"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"market"},"value":{"kind":"Variable","name":{"kind":"Name","value":"market"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<StockDetail_InstrumentQuery, StockDetail_InstrumentQueryVariables>;
export const WatchButton_AddDocument = {"__meta__":{"hash":"a56e27c4e74bd8cd8884388864a79e330781becf6529757e6ad80457773e489e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchButton_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addToWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"watched"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}}]}}]} as unknown as DocumentNode<WatchButton_AddMutation, WatchButton_AddMutationVariables>;
export const WatchButton_RemoveDocument = {"__meta__":{"hash":"7467556e3313b6cc4de5f89edc7408f4031236d46ecbafd3755bda9a0b1e21b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchButton_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeFromWatchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"watched"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}}]}}]} as unknown as DocumentNode<WatchButton_RemoveMutation, WatchButton_RemoveMutationVariables>;
export const Watchlist_InstrumentsDocument = {"__meta__":{"hash":"4e9f187a32c0411c96398294e232654f170b25169d98e18d0c41526f3c2bf1f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Watchlist_Instruments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"watchlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstrumentRow"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watched"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<Watchlist_InstrumentsQuery, Watchlist_InstrumentsQueryVariables>;
export const LiveQuotes_QuotesDocument = {"__meta__":{"hash":"13bf19c84911dcd6be2ff4e0a3a6067d25c14169a54c093c3d12f0bb6a2f0675"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveQuotes_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<LiveQuotes_QuotesSubscription, LiveQuotes_QuotesSubscriptionVariables>;
export const ListDocument = {"__meta__":{"hash":"fd0eeb9faa68f22cd3f7073f284b407758cb5802046715684eda42a3d501b969"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instruments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"EnumValue","value":"RISING"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<ListQuery, ListQueryVariables>;
export const Money_BalancesDocument = {"__meta__":{"hash":"6c1542d62c37149a4ce6f1abaf831e075fb5cfb27ea581cf7a1b5df8ea213ce4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Money_Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyBalance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Balance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}}]} as unknown as DocumentNode<Money_BalancesQuery, Money_BalancesQueryVariables>;
export const BankList_CardsDocument = {"__meta__":{"hash":"39271beceac53e7c6e7c62f4d8f39f39acc296d168cf51e61b0927190fd9caf2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankList_Cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankList_CardsQuery, BankList_CardsQueryVariables>;
export const BankList_DeleteDocument = {"__meta__":{"hash":"888a7ceaf80b737fd5378ef8a0888f0a4e70ca799e13e9db523c5ac6663bad61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<BankList_DeleteMutation, BankList_DeleteMutationVariables>;
export const BankCard_AddDocument = {"__meta__":{"hash":"f2132f2d7ccb99c3bc1d336bdc17c65a4ffac24ff1e8161cea30179dd00640f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankCard_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBankCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCard_AddMutation, BankCard_AddMutationVariables>;
export const AddressList_AddressesDocument = {"__meta__":{"hash":"70288e73e58c4117f71e5bc3e51520e38289ae21253770e0ed6919e47401991f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressList_Addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AddressList_AddressesQuery, AddressList_AddressesQueryVariables>;
export const AddressList_DeleteDocument = {"__meta__":{"hash":"4e8a9ea53c5eee8b75c8fc263d4b08f1bde1ddd81576863936fe6771fce1750b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddressList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteCryptoAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AddressList_DeleteMutation, AddressList_DeleteMutationVariables>;
export const BindAddress_AddDocument = {"__meta__":{"hash":"ef8fdb845a51b49056bf7f2fd7e320e785a7fbcc997acf9376303727481decc6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindAddress_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCryptoAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addCryptoAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BindAddress_AddMutation, BindAddress_AddMutationVariables>;
export const Deposit_InstructionsDocument = {"__meta__":{"hash":"e8b2954ff4e1f9fe33c38fc2b035513b7d55fc16b726cfb0715b44add7f1ad32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deposit_Instructions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"depositInstructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<Deposit_InstructionsQuery, Deposit_InstructionsQueryVariables>;
export const Deposit_FileDocument = {"__meta__":{"hash":"65a94ecb84eb7fb3a16c7da014d40afd423cc6d6f0f7b54d9edb253ba3c8e9e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Deposit_File"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<Deposit_FileMutation, Deposit_FileMutationVariables>;
export const Exchange_QuoteDocument = {"__meta__":{"hash":"8bafd45e11a20d9a220dbab38d436beca64335c3f1aceeca992e6b6b564a248d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Exchange_Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fxQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"midRate"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"spreadBps"}},{"kind":"Field","name":{"kind":"Name","value":"spreadAmount"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]}}]} as unknown as DocumentNode<Exchange_QuoteQuery, Exchange_QuoteQueryVariables>;
export const Exchange_TransferDocument = {"__meta__":{"hash":"a22cea997f5916827e1c12b991c07feab6c497b10ddffb8db09147cc06e56e36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Exchange_Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferFundsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"transferFunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"spreadAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<Exchange_TransferMutation, Exchange_TransferMutationVariables>;
export const Statement_LinesDocument = {"__meta__":{"hash":"69c4c2bb65e669091f78228526bcf1a87f769f649017be6fadd66d55e4de3651"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Statement_Lines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"availableChange"}},{"kind":"Field","name":{"kind":"Name","value":"frozenChange"}},{"kind":"Field","name":{"kind":"Name","value":"availableAfter"}},{"kind":"Field","name":{"kind":"Name","value":"frozenAfter"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<Statement_LinesQuery, Statement_LinesQueryVariables>;
export const Records_DepositsDocument = {"__meta__":{"hash":"24a44bc00a2c914bc5495e59fb59aad544525bc15f28932228c87ed7101afc71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Records_Deposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<Records_DepositsQuery, Records_DepositsQueryVariables>;
export const Records_WithdrawalsDocument = {"__meta__":{"hash":"59e0f109f1b20ed19c6c6904c4fdc10ad684ad3fe5ce0d27b6335af7d7c7e380"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Records_Withdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<Records_WithdrawalsQuery, Records_WithdrawalsQueryVariables>;
export const Records_RevokeDocument = {"__meta__":{"hash":"9102d14f20b289d0ffc4e26790d0ce1d0fc83d3693c0fc2eda36c290db442cc8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Records_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<Records_RevokeMutation, Records_RevokeMutationVariables>;
export const Withdraw_DestinationsDocument = {"__meta__":{"hash":"160bdab5d0208b9c90a6950d7a7a83500f23b96be5c215095f63c4403060b7ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Withdraw_Destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"bankMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"bankFeeRate"}},{"kind":"Field","name":{"kind":"Name","value":"bankMinimumFee"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoCurrencies"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoFee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyBalance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Balance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}}]} as unknown as DocumentNode<Withdraw_DestinationsQuery, Withdraw_DestinationsQueryVariables>;
export const Withdraw_PreviewDocument = {"__meta__":{"hash":"4275983d53748e7e1471ee70a36a5c5f8fff6fb2b2dad52f1ebbd9e0b7c9d346"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Withdraw_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"minimum"}}]}}]}}]} as unknown as DocumentNode<Withdraw_PreviewQuery, Withdraw_PreviewQueryVariables>;
export const Withdraw_RequestDocument = {"__meta__":{"hash":"cc405a49947a1fd2d4b4902950b1f4a569425ba2da01865574f63d79c3e3330b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Withdraw_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<Withdraw_RequestMutation, Withdraw_RequestMutationVariables>;
export const Money_AccountEventsDocument = {"__meta__":{"hash":"14c271c5a64f618fd7d37153696bb0ae897b99a17d64e966933e8a300ea75120"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Money_AccountEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]} as unknown as DocumentNode<Money_AccountEventsSubscription, Money_AccountEventsSubscriptionVariables>;
export const Trading_RulesDocument = {"__meta__":{"hash":"b044ac9736d24311ae863432f07b590c5bd91c5028785875589f106024f817f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_Rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tradingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"leverages"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutRatio"}},{"kind":"Field","name":{"kind":"Name","value":"intradayLeverageFrom"}}]}}]}}]} as unknown as DocumentNode<Trading_RulesQuery, Trading_RulesQueryVariables>;
export const Trading_OrderPreviewDocument = {"__meta__":{"hash":"51c8e148962e221e2b507ebc96198db0f7c516f66072ed7de46ea9f4eb59d24c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_OrderPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"notional"}},{"kind":"Field","name":{"kind":"Name","value":"marginQuote"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"fxRate"}},{"kind":"Field","name":{"kind":"Name","value":"fxSpreadBps"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"closeChargesEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientFunds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<Trading_OrderPreviewQuery, Trading_OrderPreviewQueryVariables>;
export const Trading_PlaceOrderDocument = {"__meta__":{"hash":"990d0292804026f1cda9ebfc5bf0dc37ee07ec994d48b2cdf1d3036b95460ace"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Trading_PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<Trading_PlaceOrderMutation, Trading_PlaceOrderMutationVariables>;
export const Trading_CancelOrderDocument = {"__meta__":{"hash":"b32dcaaebf8378478935b057aae8990f3e08fd17aafb2cc5ccf119f160b46d19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Trading_CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<Trading_CancelOrderMutation, Trading_CancelOrderMutationVariables>;
export const Trading_OrdersDocument = {"__meta__":{"hash":"de1edbfb367225aaab6e1208e0270ebfaa65bded5ff0f2ef2382c24ca4ea4811"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pending"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"limitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]} as unknown as DocumentNode<Trading_OrdersQuery, Trading_OrdersQueryVariables>;
export const Trading_PositionsDocument = {"__meta__":{"hash":"a2d74091c71a14d77de0bb7ac5e914952d88c154ae2b39fb9a73d6212d921afc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_Positions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}}]}}]} as unknown as DocumentNode<Trading_PositionsQuery, Trading_PositionsQueryVariables>;
export const Trading_PositionDocument = {"__meta__":{"hash":"5ca474921028b075e65d28f4d15987f8b2d3d2221b1b5858253e0dde7a4a8d0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_Position"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"totalBuyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"buyFee"}},{"kind":"Field","name":{"kind":"Name","value":"buyFxRate"}},{"kind":"Field","name":{"kind":"Name","value":"buyQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sellFee"}},{"kind":"Field","name":{"kind":"Name","value":"sellFxRate"}},{"kind":"Field","name":{"kind":"Name","value":"sellQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sellCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTax"}},{"kind":"Field","name":{"kind":"Name","value":"grossProfitQuote"}},{"kind":"Field","name":{"kind":"Name","value":"proceeds"}},{"kind":"Field","name":{"kind":"Name","value":"lossAbsorbed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<Trading_PositionQuery, Trading_PositionQueryVariables>;
export const Trading_ClosePreviewDocument = {"__meta__":{"hash":"8be2453e66eaac15d8397f3a4c460baa99c3da51bb6fb6ffc8324c0668c96ae3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_ClosePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"closePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"proceeds"}},{"kind":"Field","name":{"kind":"Name","value":"netProfit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAmount"}}]}}]} as unknown as DocumentNode<Trading_ClosePreviewQuery, Trading_ClosePreviewQueryVariables>;
export const Trading_ClosePositionDocument = {"__meta__":{"hash":"0837a11bebab942ddaa36c6c01f1d9f4cde33a1523367c652cd5ae500248f432"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Trading_ClosePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"closePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeNo"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"buyTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"settlementCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"sellPrice"}},{"kind":"Field","name":{"kind":"Name","value":"sellTime"}},{"kind":"Field","name":{"kind":"Name","value":"sellingType"}},{"kind":"Field","name":{"kind":"Name","value":"stopOutPrice"}}]}}]} as unknown as DocumentNode<Trading_ClosePositionMutation, Trading_ClosePositionMutationVariables>;
export const Trading_PortfolioDocument = {"__meta__":{"hash":"0e82bd440228f1cb8f49025695e65d6b2de48212c32540cb6ee378c8b236ddf4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_Portfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]} as unknown as DocumentNode<Trading_PortfolioQuery, Trading_PortfolioQueryVariables>;
export const Trading_PortfolioUpdatesDocument = {"__meta__":{"hash":"f33e8e25c8a3e5f9464763d384961d1ba3ab2ffc47b172edf713d93b6fff5e9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Trading_PortfolioUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortfolioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortfolioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Portfolio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"positionValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"floatingProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]} as unknown as DocumentNode<Trading_PortfolioUpdatesSubscription, Trading_PortfolioUpdatesSubscriptionVariables>;
export const Trading_InstrumentNameDocument = {"__meta__":{"hash":"78c7d4a52a1eab252e1383ff53db22256722e47327fb34840739000796b15d35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_InstrumentName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}}]}}]}}]} as unknown as DocumentNode<Trading_InstrumentNameQuery, Trading_InstrumentNameQueryVariables>;
export const Trading_OrderInstrumentDocument = {"__meta__":{"hash":"da17cec91706ed33215a070b87dd6360bcf77dffc76a8766dea5e27d8003a1b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trading_OrderInstrument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lotSize"}},{"kind":"Field","name":{"kind":"Name","value":"tickSize"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]}}]} as unknown as DocumentNode<Trading_OrderInstrumentQuery, Trading_OrderInstrumentQueryVariables>;