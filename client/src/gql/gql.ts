/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Mine_Logout {\n    logout\n  }\n": typeof types.Mine_LogoutDocument,
    "\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n": typeof types.Mine_MeDocument,
    "\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n": typeof types.ChangeLoginPassword_ChangeDocument,
    "\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n": typeof types.ChangePayPassword_SetDocument,
    "\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n": typeof types.ChangePayPassword_ChangeDocument,
    "\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.Login_SignInDocument,
    "\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.Register_CreateAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.Session_MeDocument,
};
const documents: Documents = {
    "\n  mutation Mine_Logout {\n    logout\n  }\n": types.Mine_LogoutDocument,
    "\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n": types.Mine_MeDocument,
    "\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n": types.ChangeLoginPassword_ChangeDocument,
    "\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n": types.ChangePayPassword_SetDocument,
    "\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n": types.ChangePayPassword_ChangeDocument,
    "\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.Login_SignInDocument,
    "\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.Register_CreateAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.Session_MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Mine_Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Mine_Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n"): (typeof documents)["\n  query Mine_Me {\n    me {\n      id\n      phone\n      inviteCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeLoginPassword_Change($input: ChangeLoginPasswordInput!) {\n    changeLoginPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePayPassword_Set($input: SetPayPasswordInput!) {\n    setPayPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePayPassword_Change($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation Login_SignIn($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation Register_CreateAccount($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    phone\n    role\n    inviteCode\n    hasPayPassword\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Session_Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;