import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness';
import { renderSchemaDocs } from './schema-docs';

// The API reference other clients read (issue 19): /docs/schema, rendered from the running schema.

describe('the schema reference page', () => {
  it('renders descriptions, arguments, deprecations and links, escaping what the schema says', () => {
    const html = renderSchemaDocs(
      buildSchema(`
        "Reads."
        type Query {
          "A quote for <symbol> & more."
          quote("Like ES:SAN." symbol: String!): Quote
          "Old."
          price(symbol: String!): Quote @deprecated(reason: "Use quote; removed after 2027-03-01")
        }
        "A price."
        type Quote { "Decimal string." price: String! side: Side! }
        "Direction."
        enum Side { "Buying." BUY "Selling." SELL }
      `),
      'test',
    );
    expect(html).toContain('A quote for &lt;symbol&gt; &amp; more.');
    expect(html).not.toContain('<symbol>');
    expect(html).toContain('<code>symbol: <a href="#String">String</a>!</code> — Like ES:SAN.');
    expect(html).toContain('<a href="#Quote">Quote</a>');
    expect(html).toContain('id="Quote"');
    expect(html).toContain('Deprecated: Use quote; removed after 2027-03-01');
    expect(html).toContain('id="Side.SELL"');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('GET /docs/schema', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it('serves every type and root field of the schema the server runs, with its description, to anyone', async () => {
    const res = await fetch(`${app.url}/docs/schema`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    // The committed schema is what the server emits (CI checks it): every type and root field is on the page.
    const sdl = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema/schema.graphql'), 'utf8'));
    const missing = Object.values(sdl.getTypeMap())
      .filter((t) => !t.name.startsWith('__'))
      .filter((t) => !html.includes(`id="${t.name}"`))
      .map((t) => t.name);
    expect(missing).toEqual([]);
    for (const root of [sdl.getQueryType(), sdl.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) expect(html, field.name).toContain(`id="${root?.name}.${field.name}"`);
    }
    const placeOrder = sdl.getMutationType()?.getFields().placeOrder;
    expect(placeOrder?.description).toBeTruthy();
    expect(html).toContain(
      (placeOrder?.description ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
    expect(html).toContain('Deprecation policy');
  });
});
