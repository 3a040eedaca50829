import { createHash } from 'node:crypto';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  printSchema,
} from 'graphql';

/** The page for `schema`, labelled with a short hash of its SDL (the same text as schema/schema.graphql). */
export function schemaDocsPage(schema: GraphQLSchema): string {
  const hash = createHash('sha256').update(printSchema(schema)).digest('hex').slice(0, 12);
  return renderSchemaDocs(schema, `schema ${hash}`);
}

/**
 * The schema's reference for other clients (issue 19), served at `/docs/schema`: every root field, type,
 * field, argument and enum value with its description and deprecation, rendered once from the schema
 * the server runs (so it can never drift from it). Plain HTML, no script, readable at 375px.
 */
export function renderSchemaDocs(schema: GraphQLSchema, version: string): string {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t) => t != null);
  const rootNames = new Set(roots.map((t) => t.name));
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !rootNames.has(t.name))
    .sort((a, b) => a.name.localeCompare(b.name));

  const body = [
    `<h1>Vela GraphQL API <small>${esc(version)}</small></h1>`,
    '<p>One endpoint, <code>/graphql</code>, over HTTP (POST) and WebSocket (graphql-ws, same path). Money and quantities are decimal strings; times are ISO-8601 in UTC. Every refusal carries a stable <code>extensions.code</code> from <a href="#ErrorCode"><code>ErrorCode</code></a>.</p>',
    '<h2 id="deprecation">Deprecation policy</h2>',
    '<p>A field, argument or enum value is never removed or changed in place. It is first deprecated with a reason naming what to use instead and the date after which it may be removed (at least 90 days after the release that deprecates it), e.g. <code>@deprecated(reason: "Use quote; removed after 2027-03-01")</code>. CI compares the schema with the last released copy and fails on any breaking change that did not go through this.</p>',
    '<nav><h2>Contents</h2><ul>',
    ...roots.map((t) => `<li><a href="#${t.name}">${t.name}</a> (${Object.keys(t.getFields()).length})</li>`),
    `<li><a href="#types">Types</a> (${types.length})</li></ul></nav>`,
    ...roots.map((t) => section(t, true)),
    '<h2 id="types">Types</h2>',
    ...types.map((t) => section(t, false)),
  ].join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vela GraphQL API reference</title>
<style>
body{font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1d1f2c}
h1 small{font-size:14px;color:#5f6272;font-weight:400}h2{margin-top:32px;border-bottom:1px solid #e3e4ea}
h3{margin:24px 0 4px;font-size:17px}code{font:13px ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.kind{font-size:12px;color:#5f6272;font-weight:400;margin-left:6px}.desc{margin:2px 0 8px;color:#333646}
dl{margin:0 0 0 8px}dt{margin-top:8px}dd{margin:0 0 0 16px;color:#333646}.dep{color:#a3262b}
.args{margin:2px 0 0 16px;padding:0;list-style:none;font-size:14px}a{color:#4b45c6}
</style></head><body>
${body}
</body></html>
`;
}

function section(type: GraphQLNamedType, root: boolean): string {
  const kind = isObjectType(type)
    ? 'type'
    : isInputObjectType(type)
      ? 'input'
      : isEnumType(type)
        ? 'enum'
        : isScalarType(type)
          ? 'scalar'
          : isInterfaceType(type)
            ? 'interface'
            : isUnionType(type)
              ? 'union'
              : '';
  const head = root
    ? `<h2 id="${type.name}">${type.name}</h2>`
    : `<h3 id="${type.name}">${type.name}<span class="kind">${kind}</span></h3>`;
  const parts = [head, description(type.description)];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    parts.push('<dl>');
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown> | GraphQLInputField>) {
      const args = 'args' in field ? field.args : [];
      parts.push(
        `<dt id="${type.name}.${field.name}"><code>${field.name}${args.length ? '(…)' : ''}: ${typeLink(field.type)}</code></dt>`,
        `<dd>${esc(field.description ?? '')}${deprecation(field.deprecationReason)}${argList(args)}</dd>`,
      );
    }
    parts.push('</dl>');
  } else if (isEnumType(type)) {
    parts.push('<dl>');
    for (const value of type.getValues()) {
      parts.push(
        `<dt id="${type.name}.${value.name}"><code>${value.name}</code></dt><dd>${esc(value.description ?? '')}${deprecation(value.deprecationReason)}</dd>`,
      );
    }
    parts.push('</dl>');
  } else if (isUnionType(type)) {
    parts.push(
      `<p>One of: ${type
        .getTypes()
        .map((t) => typeLink(t))
        .join(', ')}</p>`,
    );
  }
  return parts.join('\n');
}

function argList(args: readonly GraphQLArgument[]): string {
  if (args.length === 0) return '';
  const items = args.map(
    (a) =>
      `<li><code>${a.name}: ${typeLink(a.type)}${a.defaultValue !== undefined ? ` = ${esc(JSON.stringify(a.defaultValue))}` : ''}</code> — ${esc(a.description ?? '')}${deprecation(a.deprecationReason)}</li>`,
  );
  return `<ul class="args">${items.join('')}</ul>`;
}

/** `[Order!]!` with the named type linked to its section. */
function typeLink(type: Parameters<typeof getNamedType>[0]): string {
  const named = getNamedType(type);
  if (!named) return '';
  const text = esc(String(type));
  return text.replace(named.name, `<a href="#${named.name}">${named.name}</a>`);
}

function description(text: string | null | undefined): string {
  return text ? `<p class="desc">${esc(text)}</p>` : '';
}

function deprecation(reason: string | null | undefined): string {
  return reason ? ` <span class="dep">Deprecated: ${esc(reason)}</span>` : '';
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
