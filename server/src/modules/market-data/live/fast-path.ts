import { type DocumentNode, type FieldNode, Kind, getOperationAST } from 'graphql';
import { QUOTE_FIELDS } from '../market-data.types';

const QUOTE_FIELD_SET = new Set<string>([...QUOTE_FIELDS, '__typename']);

export interface FastQuotesRequest {
  symbols: string[];
  /** The selected Quote fields, in the order asked (response keys keep that order). */
  fields: string[];
}

/**
 * Recognises `subscription { quotes(symbols: …) { <plain Quote fields> } }`: one root field, no alias,
 * directives, fragments or arguments below it. Such a subscription is served by the fan-out fast path,
 * which serialises each tick once per field list; anything else runs through normal execution.
 */
export function detectFastQuotes(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): FastQuotesRequest | null {
  const op = getOperationAST(document, operationName ?? undefined);
  if (!op || op.operation !== 'subscription' || (op.directives?.length ?? 0) > 0) return null;
  if (document.definitions.some((d) => d.kind === Kind.FRAGMENT_DEFINITION)) return null;
  const roots = op.selectionSet.selections;
  if (roots.length !== 1 || roots[0].kind !== Kind.FIELD) return null;
  const root = roots[0] as FieldNode;
  if (root.name.value !== 'quotes' || root.alias || (root.directives?.length ?? 0) > 0 || !root.selectionSet) return null;
  if (root.arguments?.length !== 1 || root.arguments[0].name.value !== 'symbols') return null;
  const arg = root.arguments[0].value;
  let symbols: unknown;
  if (arg.kind === Kind.VARIABLE) symbols = variables?.[arg.name.value];
  else if (arg.kind === Kind.LIST && arg.values.every((v) => v.kind === Kind.STRING))
    symbols = arg.values.map((v) => (v as { value: string }).value);
  else if (arg.kind === Kind.STRING) symbols = [arg.value];
  else return null;
  if (typeof symbols === 'string') symbols = [symbols];
  if (!Array.isArray(symbols) || !symbols.every((s) => typeof s === 'string')) return null;
  const fields: string[] = [];
  for (const sel of root.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD || sel.alias || sel.selectionSet || (sel.arguments?.length ?? 0) > 0 || (sel.directives?.length ?? 0) > 0)
      return null;
    const name = sel.name.value;
    if (!QUOTE_FIELD_SET.has(name) || fields.includes(name)) return null;
    fields.push(name);
  }
  return { symbols: symbols as string[], fields };
}
