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
  /** Reason of a refusal. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The deposit or withdrawal whose status changed. */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** Sequence number (1, 2, 3… per user), as a string. */
  seq: Scalars['String']['output'];
  /** New status of the deposit (pending, confirmed, refused) or withdrawal. */
  status?: Maybe<Scalars['String']['output']>;
  type: AccountEventType;
};

export type AccountEventType =
  | 'BALANCE_CHANGED'
  | 'DEPOSIT_UPDATED'
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

/** Stable codes sent in extensions.code of every error; clients render them in the user's language. */
export type ErrorCode =
  | 'ACCOUNT_TOO_SHORT'
  | 'ALREADY_REVIEWED'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_TOO_LARGE'
  | 'AMOUNT_TOO_PRECISE'
  | 'BAD_INPUT'
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
  | 'INSUFFICIENT_FUNDS'
  | 'INTERNAL_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'INVITE_CODE_INVALID'
  | 'INVITE_CODE_REQUIRED'
  | 'NOT_FOUND'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'PASSWORD_TOO_SHORT'
  | 'PAY_PASSWORDS_DO_NOT_MATCH'
  | 'PAY_PASSWORD_ALREADY_SET'
  | 'PAY_PASSWORD_NOT_SET'
  | 'PAY_PASSWORD_TOO_SHORT'
  | 'PHONE_INVALID'
  | 'PHONE_TAKEN'
  | 'QUERY_REJECTED'
  | 'RATE_CHANGED'
  | 'RATE_LIMITED'
  | 'RATE_UNAVAILABLE'
  | 'REASON_REQUIRED'
  | 'SAME_CURRENCY'
  | 'SERVER_BUSY'
  | 'SERVICE_UNAVAILABLE'
  | 'TEXT_TOO_LONG'
  | 'TOO_MANY_LOGIN_ATTEMPTS'
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
  | 'NEGATIVE_USER_BALANCE';

export type LoginInput = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** All fields required ('Please fill in complete information'); the IBAN's checksum is verified. */
  addBankCard: BankCard;
  /** The address is validated for its chain (TRON base58check, Ethereum EIP-55). */
  addCryptoAddress: CryptoAddress;
  /** Ops: a correcting journal entry with a mandatory reason the user sees. Returns the new balance. */
  adjustBalance: Balance;
  /** Ops: review passed; the frozen amount is paid out (fee to fee income). */
  approveWithdrawal: Withdrawal;
  /** Needs the current password; signs out every other session. */
  changeLoginPassword: Scalars['Boolean']['output'];
  /** Changes the transaction password; needs the current one. */
  changePayPassword: Scalars['Boolean']['output'];
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
  /** Ops: refuses a deposit notice with a reason the user sees. */
  refuseDeposit: Deposit;
  /** Ops: review failed; the amount is released and the user sees 'Withdrawal Failed' with the reason. */
  refuseWithdrawal: Withdrawal;
  /** Creates an account with an invite code and signs it in. */
  register: User;
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


export type MutationAdjustBalanceArgs = {
  input: AdjustBalanceInput;
};


export type MutationApproveWithdrawalArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationChangeLoginPasswordArgs = {
  input: ChangeLoginPasswordInput;
};


export type MutationChangePayPasswordArgs = {
  input: ChangePayPasswordInput;
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


export type MutationRefuseDepositArgs = {
  input: ReviewRefusalInput;
};


export type MutationRefuseWithdrawalArgs = {
  input: ReviewRefusalInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
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

export type Query = {
  __typename?: 'Query';
  /** Ops: the audit log, newest first. Pass the last entry's id as `after` for the next page. */
  auditLog: Array<AuditEntry>;
  /** The signed-in user's cash per currency (EUR, USD). */
  balances: Array<Balance>;
  bankCards: Array<BankCard>;
  cryptoAddresses: Array<CryptoAddress>;
  /** The platform's receiving account and the user's own reference. */
  depositInstructions: DepositInstructions;
  /** Every code that may appear in extensions.code, for clients to check their translations. */
  errorCodes: Array<ErrorCode>;
  /** Rate, disclosed spread and what would arrive, before confirming a transfer. */
  fxQuote: FxQuote;
  /** Ops: recomputes every balance from the entries and checks every invariant. */
  ledgerCheck: LedgerCheck;
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
  /** Every journal entry touching the user's cash in one currency, newest first, with running balances. */
  statement: StatementPage;
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


export type QueryDepositInstructionsArgs = {
  currency: Scalars['String']['input'];
};


export type QueryFxQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
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
};


export type SubscriptionAccountEventsArgs = {
  afterSeq?: InputMaybe<Scalars['String']['input']>;
};

export type TransferFundsInput = {
  /** In the source currency, at most two decimals. */
  amount: Scalars['Decimal']['input'];
  /** The rate the user saw; if it has moved the transfer is refused with RATE_CHANGED. */
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

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const Mine_LogoutDocument = {"__meta__":{"hash":"66629f565e9e90866f6315ce06d143a9a006e6780bd4b6c6115b8c0afd6f3395"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Mine_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<Mine_LogoutMutation, Mine_LogoutMutationVariables>;
export const Mine_MeDocument = {"__meta__":{"hash":"b35b81c3509b00edbb9d75197d73b5f32a9dc48bbb323b160c442ed781e7dabd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Mine_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]}}]} as unknown as DocumentNode<Mine_MeQuery, Mine_MeQueryVariables>;
export const ChangeLoginPassword_ChangeDocument = {"__meta__":{"hash":"7d371bd9263b49fcdccd36559c7374fd54e15bc233b0b1b5e34533942657e22d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLoginPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLoginPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changeLoginPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeLoginPassword_ChangeMutation, ChangeLoginPassword_ChangeMutationVariables>;
export const ChangePayPassword_SetDocument = {"__meta__":{"hash":"1a4ad57c93901ca3fbf0e32007571a132d93857b97f90a22939956a453dbdd1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Set"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_SetMutation, ChangePayPassword_SetMutationVariables>;
export const ChangePayPassword_ChangeDocument = {"__meta__":{"hash":"8d371cb99db967ac2e60d1b9aea28a64544939550710ca4425f4f1038a6ce893"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_ChangeMutation, ChangePayPassword_ChangeMutationVariables>;
export const Login_SignInDocument = {"__meta__":{"hash":"6be86ab44caaba63a1f20e0aaba4996afded1c25f5d7512a3a0c85af3ff1e307"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Login_SignInMutation, Login_SignInMutationVariables>;
export const Register_CreateAccountDocument = {"__meta__":{"hash":"d862fa18f69d4bf6e8e26aaeb801eb5b137ad3d3daac711c22a4706f2aac5e47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register_CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Register_CreateAccountMutation, Register_CreateAccountMutationVariables>;
export const Session_MeDocument = {"__meta__":{"hash":"6e39836084eb9d12d8db7da0477d84778792c8a0d5d8486acc6e04863ec7df4f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;