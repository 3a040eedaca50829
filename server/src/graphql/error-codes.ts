import { registerEnumType } from 'type-graphql';
import { AuthError } from '../modules/auth/auth.errors';
import { MarketError } from '../modules/market-data/market-data.errors';
import { CommonError } from '../shared/common.errors';

// Every module's codes, merged into the one ErrorCode enum clients translate.
export const ErrorCode = { ...CommonError, ...AuthError, ...MarketError } as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: "Stable codes sent in extensions.code of every error; clients render them in the user's language.",
});

export const allErrorCodes = Object.values(ErrorCode) as ErrorCode[];
