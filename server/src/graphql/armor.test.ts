import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { armorValidationRules } from './armor';

// Today's schema is shallow, so depth and cost are measured against a recursive schema built here.
const schema = buildSchema(`type Node { id: ID! child: Node children(first: Int): [Node!]! } type Query { root: Node }`);

function nested(depth: number): string {
  let selection = 'id';
  for (let i = 1; i < depth; i++) selection = `child { ${selection} }`;
  return `{ root { ${selection} } }`;
}

// graphql-armor's rules throw on the first breach rather than collecting errors.
function errorsOf(query: string): string[] {
  try {
    return validate(schema, parse(query), [...specifiedRules, ...armorValidationRules]).map((e) => e.message);
  } catch (err) {
    return [(err as Error).message];
  }
}

describe('query limits (the rules the WebSocket applies; Apollo gets the same from graphql-armor)', () => {
  it('allows depth 6 and refuses depth 7', () => {
    expect(errorsOf(nested(5))).toEqual([]);
    expect(errorsOf(nested(7)).join()).toMatch(/depth limit of 6/i);
  });

  it('refuses more than 50 directives', () => {
    const directives = (n: number) => `{ root { ${'id @include(if: true) '.repeat(n)} } }`;
    expect(errorsOf(directives(50))).toEqual([]);
    expect(errorsOf(directives(51)).join()).toMatch(/directives limit of 50/i);
  });

  it('refuses a query whose cost passes 5000', () => {
    const wide = `{ root { ${'child { child { child { child { id } } } } '.repeat(300)} } }`;
    expect(errorsOf(`{ root { ${'child { id } '.repeat(10)} } }`)).toEqual([]);
    expect(errorsOf(wide).join()).toMatch(/cost limit of 5000/i);
  });
});
