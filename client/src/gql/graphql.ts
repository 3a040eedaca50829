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

/** Currencies lists may convert prices to (with fxRates). */
export type DisplayCurrency =
  | 'EUR'
  | 'MYR'
  | 'TWD'
  | 'USD';

/** Stable codes sent in extensions.code of every error; clients render them in the user's language. */
export type ErrorCode =
  | 'ACCOUNT_TOO_SHORT'
  | 'BAD_INPUT'
  | 'BAR_RANGE_INVALID'
  | 'DOCUMENT_NOT_TRUSTED'
  | 'FORBIDDEN'
  | 'INSTRUMENT_NOT_FOUND'
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
  | 'RATE_LIMITED'
  | 'SEARCH_QUERY_TOO_LONG'
  | 'SERVER_BUSY'
  | 'SERVICE_UNAVAILABLE'
  | 'TEXT_TOO_LONG'
  | 'TOO_MANY_LOGIN_ATTEMPTS'
  | 'TOO_MANY_SYMBOLS'
  | 'UNAUTHENTICATED'
  | 'WRONG_PASSWORD'
  | 'WRONG_PAY_PASSWORD';

/** An FX rate from the market-data source. */
export type FxRate = {
  __typename?: 'FxRate';
  at: Scalars['DateTime']['output'];
  /** "EURUSD", "USDTWD", "USDMYR". */
  pair: Scalars['String']['output'];
  rate: Scalars['Decimal']['output'];
  simulated: Scalars['Boolean']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Signed-in only; idempotent. */
  addToWatchlist: Instrument;
  /** Needs the current password; signs out every other session. */
  changeLoginPassword: Scalars['Boolean']['output'];
  /** Changes the transaction password; needs the current one. */
  changePayPassword: Scalars['Boolean']['output'];
  clearSearchHistory: Scalars['Boolean']['output'];
  /** Ops: issue an invite code, optionally limited to a number of registrations. */
  issueInviteCode: InviteCode;
  /** Signs in with phone and password; sets the session cookie. */
  login: User;
  /** Ends this session. Signed-out callers get true as well. */
  logout: Scalars['Boolean']['output'];
  /** Records that the user opened this search result; returns the new history. */
  recordSearch: Array<SearchHistoryEntry>;
  /** Creates an account with an invite code and signs it in. */
  register: User;
  removeFromWatchlist: Instrument;
  /** Sets the transaction password the first time; needs the login password. */
  setPayPassword: Scalars['Boolean']['output'];
};


export type MutationAddToWatchlistArgs = {
  symbol: Scalars['ID']['input'];
};


export type MutationChangeLoginPasswordArgs = {
  input: ChangeLoginPasswordInput;
};


export type MutationChangePayPasswordArgs = {
  input: ChangePayPasswordInput;
};


export type MutationIssueInviteCodeArgs = {
  input: IssueInviteCodeInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRecordSearchArgs = {
  symbol: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFromWatchlistArgs = {
  symbol: Scalars['ID']['input'];
};


export type MutationSetPayPasswordArgs = {
  input: SetPayPasswordInput;
};

export type Query = {
  __typename?: 'Query';
  /** Ops: the audit log, newest first. Pass the last entry's id as `after` for the next page. */
  auditLog: Array<AuditEntry>;
  /** Bars oldest first; from/to default to a sensible window per interval (minute: today's session or the last one). */
  bars: Array<Bar>;
  /** Every code that may appear in extensions.code, for clients to check their translations. */
  errorCodes: Array<ErrorCode>;
  fxRates: Array<FxRate>;
  indices: Array<MarketIndex>;
  instrument?: Maybe<Instrument>;
  /** A ranked list; market omitted = all markets (Home's rising ranking). */
  instruments: Array<Instrument>;
  marketStatus: MarketStatus;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** Signed-in only: newest first. */
  searchHistory: Array<SearchHistoryEntry>;
  /** Code or name (any language), case-insensitive, across markets. */
  searchInstruments: Array<Instrument>;
  /** Signed-in only: the watchlist, oldest added first. */
  watchlist: Array<Instrument>;
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


export type QuerySearchInstrumentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
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

/** What a signed-in person may do. VIP is a status, not a role. */
export type Role =
  | 'OPS'
  | 'USER';

export type SearchHistoryEntry = {
  __typename?: 'SearchHistoryEntry';
  at: Scalars['DateTime']['output'];
  instrument: Instrument;
};

export type SetPayPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  /** The login password, proving it is the account holder. */
  loginPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Ticks for exactly the symbols asked for (instruments, indices, gold); at most 200 symbols. */
  quotes: Quote;
};


export type SubscriptionQuotesArgs = {
  symbols: Array<Scalars['ID']['input']>;
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

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const QuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"previousClose"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"marketOpen"}}]}}]} as unknown as DocumentNode<QuoteFieldsFragment, unknown>;
export const InstrumentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstrumentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Instrument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<InstrumentRowFragment, unknown>;
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