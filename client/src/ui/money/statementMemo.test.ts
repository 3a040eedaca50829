/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { APP_MESSAGES, MESSAGES, SCREEN_MESSAGES } from '../../i18n/messages';
import { schemaEnumValues } from '../../i18n/schemaErrorCodes.testkit';
import { memoCodeMessageId, memoView, SERVER_MEMO_CODES } from './statementMemo';

/** What the statement (and the ops console) has loaded: the app's texts and the screens' pack (i18n/packs.ts). */
const STATEMENT_TEXTS = Object.fromEntries(
  Object.keys(APP_MESSAGES).map((l) => [
    l,
    { ...APP_MESSAGES[l as keyof typeof APP_MESSAGES], ...SCREEN_MESSAGES[l as keyof typeof SCREEN_MESSAGES] },
  ]),
) as Record<keyof typeof APP_MESSAGES, Record<string, string>>;

// The server's sources, read from disk: what it can write as a ledger memo is checked against them.
const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/src');

function serverSources(): Array<{ file: string; text: string }> {
  const out: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // Benchmarks write no ledger entries (their memos are sample data).
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|\.testkit\.ts$|\.bench\.ts$/.test(entry.name))
        out.push({ file: path.relative(SERVER_SRC, full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(SERVER_SRC);
  return out;
}

/**
 * Every expression the server passes as a ledger memo, with what it holds. A new one fails the test
 * until it is listed here (and its codes, if any, are in SERVER_MEMO_CODES with texts).
 */
const MEMO_SOURCES: Readonly<Record<string, string>> = {
  day: 'a day, YYYY-MM-DD (fund earnings, loan interest)',
  'x.reason': 'IPO draw exclusion: the reasons of screenEntries (ipo-rules.ts)',
  why: "ops' English cancel reason of an IPO offering (free text)",
  'c.note ?? c.reasonCode': "a refusal: ops' note, else the ReviewReasonCode",
  'c.note': "a withdrawal refusal: ops' note (or none)",
  null: 'nothing',
  reason: 'a FollowFailReason (follow.execution.ts)',
  "reason === 'USER' ? null : reason": 'an order cancel reason (the callers of writes.cancel)',
  'memo ?? reason': "block trade: ops' cancel reason (free text), else the BlockTradeFailReason",
  'a.reason': "an adjustment: ops' reason (free text)",
  'c.memo': 'the ledger passing a memo through',
  'r.memo': 'the statement reading it back',
};

function memoExpressions(): Array<{ file: string; expr: string }> {
  const found: Array<{ file: string; expr: string }> = [];
  for (const { file, text } of serverSources()) {
    for (const m of text.matchAll(/\bmemo:\s*([^,}\n]+?)\s*(?:,|\}|\n)/g)) {
      const expr = m[1]!.trim();
      if (/^string\b/.test(expr)) continue; // a type, not a value
      found.push({ file, expr });
    }
  }
  return found;
}

const source = (file: string) => serverSources().find((s) => s.file === file)!.text;

describe('statement memo codes', () => {
  it('knows every memo the server writes: each source is classified, each literal is a listed code (no English sentence)', () => {
    const found = memoExpressions();
    expect(found.length).toBeGreaterThanOrEqual(14);
    for (const { file, expr } of found) {
      const literal = /^'([^']*)'$/.exec(expr)?.[1];
      if (literal !== undefined) expect(SERVER_MEMO_CODES, `${file}: memo ${expr}`).toContain(literal);
      else expect(Object.keys(MEMO_SOURCES), `${file}: memo ${expr} (classify it)`).toContain(expr);
    }
  });

  it('lists every code those sources can hold', () => {
    const listed: readonly string[] = SERVER_MEMO_CODES;
    const codes = [
      ...schemaEnumValues('FollowFailReason'),
      ...schemaEnumValues('BlockTradeFailReason'),
      // The IPO draw's exclusion reasons.
      ...[...source('modules/ipo/ipo-rules.ts').matchAll(/reason: '([A-Z_]+)'/g)].map((m) => m[1]!),
      // The reasons orders are cancelled with (USER is written as no memo).
      ...[...source('modules/trading/trading.engine.ts').matchAll(/writes\.cancel\([^;]*?(?:Error\.|')([A-Z_]+)'?\)/g)].map((m) => m[1]!),
      ...[...source('modules/trading/trading.commands.ts').matchAll(/writes\.cancel\([^;]*?(?:Error\.|')([A-Z_]+)'?\)/g)]
        .map((m) => m[1]!)
        .filter((c) => c !== 'USER'),
      // The orders a split cancels (issue 35).
      ...[
        ...source('modules/corporate-actions/corporate-actions.splits.ts').matchAll(/writes\.cancel\([^;]*?(?:Error\.|')([A-Z_]+)'?\)/g),
      ].map((m) => m[1]!),
    ];
    expect(codes).toEqual(
      expect.arrayContaining(['PRICE_BEYOND_TOLERANCE', 'NOT_ALLOCATED', 'UNDER_FUNDED', 'INSUFFICIENT_FUNDS', 'SPLIT']),
    );
    for (const code of codes) expect(listed, code).toContain(code);
  });

  it('words every code in every language from the app’s own texts (the statement has no product pack)', () => {
    const codes = [...SERVER_MEMO_CODES, ...schemaEnumValues('ReviewReasonCode')];
    for (const locale of LOCALES) {
      const has = (id: string) => Object.hasOwn(STATEMENT_TEXTS[locale], id);
      for (const code of codes) {
        const id = memoCodeMessageId(code, has);
        expect(id, `${locale} ${code}`).toBeTruthy();
        expect(STATEMENT_TEXTS[locale][id!], `${locale} ${code}`).toBeTruthy();
        if (locale !== 'en') expect(MESSAGES[locale][id!], `${locale} ${code}`).not.toBe(MESSAGES.en[id!]);
      }
    }
    expect(memoCodeMessageId('PAYMENT_NOT_MATCHED', (id) => id in MESSAGES.en)).toBe('review.reason.PAYMENT_NOT_MATCHED');
    expect(memoCodeMessageId('NOTHING_OWED', (id) => id in MESSAGES.en)).toBe('money.statement.memoCode.NOTHING_OWED');
  });

  it('reads older rows’ English sentence as its code, a day as a date, anything else as ops’ words', () => {
    const has = (id: string) => id in STATEMENT_TEXTS.es;
    expect(memoView('nothing owed', has)).toEqual({
      kind: 'code',
      code: 'NOTHING_OWED',
      messageId: 'money.statement.memoCode.NOTHING_OWED',
    });
    expect(memoView('2026-11-18', has)).toEqual({ kind: 'day', day: new Date('2026-11-18T00:00:00Z') });
    expect(memoView('2026-02-30', has)).toEqual({ kind: 'ops', text: '2026-02-30' });
    expect(memoView('URGENT', has)).toEqual({ kind: 'ops', text: 'URGENT' });
    expect(memoView('Holder name does not match the account', has)).toEqual({
      kind: 'ops',
      text: 'Holder name does not match the account',
    });
  });
});
