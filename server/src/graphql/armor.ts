import { ApolloArmor } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ValidationRule } from 'graphql';

// graphql-armor's defaults or stricter, the same over HTTP and over the WebSocket.
export const LIMITS = { depth: 6, cost: 5000, aliases: 15, directives: 50, tokens: 1000 } as const;

export function apolloArmor() {
  return new ApolloArmor({
    maxDepth: { n: LIMITS.depth },
    costLimit: { maxCost: LIMITS.cost },
    maxAliases: { n: LIMITS.aliases },
    maxDirectives: { n: LIMITS.directives },
    maxTokens: { n: LIMITS.tokens },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}

export const armorValidationRules: ValidationRule[] = [
  maxDepthRule({ n: LIMITS.depth }),
  costLimitRule({ maxCost: LIMITS.cost }),
  maxAliasesRule({ n: LIMITS.aliases }),
  maxDirectivesRule({ n: LIMITS.directives }),
] as ValidationRule[];

/** Field suggestions ("Did you mean ...?") reveal the schema to people who may not see it. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean[^?]*\?/g, '');
}
