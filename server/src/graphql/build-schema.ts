import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLDateTime } from 'graphql-scalars';
import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { DepositFieldsResolver, FundingResolver, WithdrawalFieldsResolver } from '../modules/funding/funding.resolver';
import { FxResolver } from '../modules/fx/fx.resolver';
import { LedgerResolver } from '../modules/ledger/ledger.resolver';
import { MetaResolver } from '../modules/meta/meta.resolver';
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
] as const;

export function buildVelaSchema(pubSub?: EventBus['pubSub']): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: true },
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    orphanedTypes: [],
    // Schema-only callers (emit-schema) need none; a throwaway in-process one satisfies type-graphql.
    pubSub: pubSub ?? createPubSub(),
    emitSchemaFile: false,
  }).then((schema) => {
    // Decimal and LocalDate are part of the contract even before a field uses them.
    const config = schema.toConfig();
    return new GraphQLSchema({ ...config, types: [...config.types, DecimalScalar, LocalDateScalar] });
  });
}
