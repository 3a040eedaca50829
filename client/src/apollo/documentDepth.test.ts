import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../schema/schema.graphql?raw';
import manifest from '../gql/persisted-documents.json';

/** The server's limit (server/src/graphql/armor.ts, LIMITS.depth); a fragment spread counts as two levels. */
const SERVER_MAX_DEPTH = 6;

describe('trusted documents', () => {
  it('are each within the server’s depth limit (nested fragments add up fast)', () => {
    const schema = buildSchema(schemaText);
    const tooDeep: string[] = [];
    for (const text of Object.values(manifest as Record<string, string>)) {
      const name = /(?:query|mutation|subscription) (\w+)/.exec(text)?.[1] ?? text.slice(0, 40);
      try {
        const errors = validate(schema, parse(text), [maxDepthRule({ n: SERVER_MAX_DEPTH })]);
        if (errors.length > 0) tooDeep.push(`${name}: ${errors[0]?.message}`);
      } catch (error) {
        // The rule throws for a document over the limit.
        tooDeep.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(Object.keys(manifest).length).toBeGreaterThan(20);
    expect(tooDeep).toEqual([]);
  });
});
