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

/** Stable codes sent in extensions.code of every error; clients render them in the user's language. */
export type ErrorCode =
  | 'ACCOUNT_TOO_SHORT'
  | 'BAD_INPUT'
  | 'DOCUMENT_NOT_TRUSTED'
  | 'FORBIDDEN'
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
  | 'SERVER_BUSY'
  | 'SERVICE_UNAVAILABLE'
  | 'TEXT_TOO_LONG'
  | 'TOO_MANY_LOGIN_ATTEMPTS'
  | 'UNAUTHENTICATED'
  | 'WRONG_PASSWORD'
  | 'WRONG_PAY_PASSWORD';

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

export type Mutation = {
  __typename?: 'Mutation';
  /** Needs the current password; signs out every other session. */
  changeLoginPassword: Scalars['Boolean']['output'];
  /** Changes the transaction password; needs the current one. */
  changePayPassword: Scalars['Boolean']['output'];
  /** Ops: issue an invite code, optionally limited to a number of registrations. */
  issueInviteCode: InviteCode;
  /** Signs in with phone and password; sets the session cookie. */
  login: User;
  /** Ends this session. Signed-out callers get true as well. */
  logout: Scalars['Boolean']['output'];
  /** Creates an account with an invite code and signs it in. */
  register: User;
  /** Sets the transaction password the first time; needs the login password. */
  setPayPassword: Scalars['Boolean']['output'];
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


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationSetPayPasswordArgs = {
  input: SetPayPasswordInput;
};

export type Query = {
  __typename?: 'Query';
  /** Ops: the audit log, newest first. Pass the last entry's id as `after` for the next page. */
  auditLog: Array<AuditEntry>;
  /** Every code that may appear in extensions.code, for clients to check their translations. */
  errorCodes: Array<ErrorCode>;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: Scalars['Int']['input'];
  targetId?: InputMaybe<Scalars['String']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
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

export type SetPayPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  /** The login password, proving it is the account holder. */
  loginPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
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

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const Mine_LogoutDocument = {"__meta__":{"hash":"66629f565e9e90866f6315ce06d143a9a006e6780bd4b6c6115b8c0afd6f3395"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Mine_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<Mine_LogoutMutation, Mine_LogoutMutationVariables>;
export const Mine_MeDocument = {"__meta__":{"hash":"b35b81c3509b00edbb9d75197d73b5f32a9dc48bbb323b160c442ed781e7dabd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Mine_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]}}]} as unknown as DocumentNode<Mine_MeQuery, Mine_MeQueryVariables>;
export const ChangeLoginPassword_ChangeDocument = {"__meta__":{"hash":"7d371bd9263b49fcdccd36559c7374fd54e15bc233b0b1b5e34533942657e22d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLoginPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLoginPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changeLoginPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeLoginPassword_ChangeMutation, ChangeLoginPassword_ChangeMutationVariables>;
export const ChangePayPassword_SetDocument = {"__meta__":{"hash":"1a4ad57c93901ca3fbf0e32007571a132d93857b97f90a22939956a453dbdd1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Set"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_SetMutation, ChangePayPassword_SetMutationVariables>;
export const ChangePayPassword_ChangeDocument = {"__meta__":{"hash":"8d371cb99db967ac2e60d1b9aea28a64544939550710ca4425f4f1038a6ce893"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword_Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePayPassword_ChangeMutation, ChangePayPassword_ChangeMutationVariables>;
export const Login_SignInDocument = {"__meta__":{"hash":"6be86ab44caaba63a1f20e0aaba4996afded1c25f5d7512a3a0c85af3ff1e307"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Login_SignInMutation, Login_SignInMutationVariables>;
export const Register_CreateAccountDocument = {"__meta__":{"hash":"d862fa18f69d4bf6e8e26aaeb801eb5b137ad3d3daac711c22a4706f2aac5e47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register_CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Register_CreateAccountMutation, Register_CreateAccountMutationVariables>;
export const Session_MeDocument = {"__meta__":{"hash":"6e39836084eb9d12d8db7da0477d84778792c8a0d5d8486acc6e04863ec7df4f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPayPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;