import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLSchema, type GraphQLSchemaConfig } from 'graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { buildSchema } from 'type-graphql';
import { extraTypes, resolvers } from '../app/compose';
import { authChecker } from './auth-checker';
import type { EventBus } from './pubsub';
import { DecimalScalar, LocalDateScalar } from './scalars';

/** The schema of every module's resolvers (see app/modules.ts). */
export function buildVelaSchema(pubSub?: EventBus['pubSub']): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: true },
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
    // Account events use it; the quotes subscription brings its own source (the quote hub). Schema-only
    // callers (emit-schema) get a throwaway in-process one.
    pubSub: pubSub ?? createPubSub(),
    emitSchemaFile: false,
  }).then((schema) => {
    // Decimal and LocalDate are part of the contract even before a field uses them; so are the modules' extra types.
    const config = schema.toConfig();
    describeRoots(config);
    return new GraphQLSchema({ ...config, types: [...config.types, DecimalScalar, LocalDateScalar, ...extraTypes] });
  });
}

/** The root types say who may call what: each field's own description names its audience. */
function describeRoots(config: GraphQLSchemaConfig): void {
  const who =
    "Each field's description says who may call it: 'Ops:' fields need the OPS role (FORBIDDEN otherwise); fields about the user's own records need a session (UNAUTHENTICATED otherwise); the rest are open to anyone.";
  if (config.query) config.query.description = `Reads. ${who}`;
  if (config.mutation) config.mutation.description = `Changes. ${who} Money-moving mutations take an idempotencyKey.`;
  if (config.subscription)
    config.subscription.description =
      'Live streams over graphql-ws: quotes for anyone; account events and portfolio updates for the signed-in user.';
}
