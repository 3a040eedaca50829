import { ApolloArmor } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationRule } from 'graphql';
import { CommonError } from '../shared/common.errors';
import { hasControlCharacter } from '../shared/validation';

// graphql-armor's defaults or stricter, the same over HTTP and over the WebSocket.
export const LIMITS = { depth: 6, cost: 5000, aliases: 15, directives: 50, tokens: 1000 } as const;

/**
 * A string literal written into the document with a control character (`"\u0000"`) is refused with
 * BAD_INPUT like the same text sent as a variable (see findControlCharacter): it never reaches a resolver.
 */
export const controlCharacterRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (hasControlCharacter(node.value, { multiLine: true })) {
      context.reportError(
        new GraphQLError('Text holds a control character', { nodes: [node], extensions: { code: CommonError.BAD_INPUT } }),
      );
    }
  },
});

export function apolloArmor() {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.depth },
    costLimit: { maxCost: LIMITS.cost },
    maxAliases: { n: LIMITS.aliases },
    maxDirectives: { n: LIMITS.directives },
    maxTokens: { n: LIMITS.tokens },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return { ...armor, validationRules: [...armor.validationRules, controlCharacterRule] };
}

export const armorValidationRules: ValidationRule[] = [
  maxDepthRule({ n: LIMITS.depth }),
  costLimitRule({ maxCost: LIMITS.cost }),
  maxAliasesRule({ n: LIMITS.aliases }),
  maxDirectivesRule({ n: LIMITS.directives }),
  controlCharacterRule,
] as ValidationRule[];

/** Field suggestions ("Did you mean ...?") reveal the schema to people who may not see it. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean[^?]*\?/g, '');
}
