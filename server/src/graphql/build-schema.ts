import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLDateTime } from 'graphql-scalars';
import { GraphQLSchema } from 'graphql';
import { DisplayCurrencyEnum } from '../modules/market-data/market-data.types';
import { buildSchema } from 'type-graphql';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { DepositFieldsResolver, FundingResolver, WithdrawalFieldsResolver } from '../modules/funding/funding.resolver';
import { FxResolver } from '../modules/fx/fx.resolver';
import { LedgerResolver } from '../modules/ledger/ledger.resolver';
import { InstrumentResolver, MarketDataResolver, MarketIndexResolver } from '../modules/market-data/market-data.resolver';
import { MetaResolver } from '../modules/meta/meta.resolver';
import { TradingResolver } from '../modules/trading/trading.resolver';
import { authChecker } from './auth-checker';
import type { EventBus } from './pubsub';
import { DecimalScalar, LocalDateScalar } from './scalars';
import './error-codes';

export const resolvers = [
  AuthResolver,
  AuditResolver,
  MetaResolver,
  LedgerResolver,
  FundingResolver,
  DepositFieldsResolver,
  WithdrawalFieldsResolver,
  FxResolver,
  MarketDataResolver,
  InstrumentResolver,
  MarketIndexResolver,
  TradingResolver,
] as const;

export function buildVelaSchema(pubSub?: EventBus['pubSub']): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: true },
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    orphanedTypes: [],
    // Account events use it; the quotes subscription brings its own source (the quote hub). Schema-only
    // callers (emit-schema) get a throwaway in-process one.
    pubSub: pubSub ?? createPubSub(),
    emitSchemaFile: false,
  }).then((schema) => {
    // Decimal and LocalDate are part of the contract even before a field uses them.
    const config = schema.toConfig();
    return new GraphQLSchema({ ...config, types: [...config.types, DecimalScalar, LocalDateScalar, DisplayCurrencyEnum] });
  });
}
