import { registerEnumType } from 'type-graphql';
import { AuthError } from '../modules/auth/auth.errors';
import { FundingError } from '../modules/funding/funding.errors';
import { FxError } from '../modules/fx/fx.errors';
import { LedgerError } from '../modules/ledger/ledger.errors';
import { MarketError } from '../modules/market-data/market-data.errors';
import { TradingError } from '../modules/trading/trading.errors';
import { CommonError } from '../shared/common.errors';

// Every module's codes, merged into the one ErrorCode enum clients translate.
export const ErrorCode = {
  ...CommonError,
  ...AuthError,
  ...LedgerError,
  ...FundingError,
  ...FxError,
  ...MarketError,
  ...TradingError,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: "Stable codes sent in extensions.code of every error; clients render them in the user's language.",
});

export const allErrorCodes = Object.values(ErrorCode) as ErrorCode[];
