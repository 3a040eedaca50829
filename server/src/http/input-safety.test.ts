import { validate } from 'class-validator';
import { QueryFailedError } from 'typeorm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddBankCardInput } from '../modules/funding/funding.inputs';
import { createLogger, scrubText } from '../shared/logger';
import { hasControlCharacter } from '../shared/validation';
import { type TestApp, codeOf, createTestApp, wsExec } from '../test/harness';

// Issue 11 item 6: a NUL byte in any text input was INTERNAL_ERROR, with the SQL parameters (a full card
// number and IBAN) in the error log. Now: BAD_INPUT at the edge, and logs carry no such numbers.

const ADD_CARD = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { id } }`;
const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { id } }`;
const CARD = { holderName: 'Ana', bankName: 'BBVA', cardNumber: '4000123456789010', bankAddress: 'Madrid', iban: 'DE89370400440532013000' };

describe('control characters in text inputs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it.each([
    ['a NUL byte', 'Ana\u0000'],
    ['an escape character', 'Ana\u001b[31m'],
    ['a line break in one-line text', 'Ana\nPérez'],
  ])('refuses %s in a variable with BAD_INPUT, over HTTP and the WebSocket, and stores nothing', async (_name, holderName) => {
    const { client } = await app.registerUser();
    const http = await client.exec(ADD_CARD, { input: { ...CARD, holderName } });
    expect(codeOf(http)).toBe('BAD_INPUT');
    const ws = client.ws();
    const overWs = await wsExec(ws, { query: ADD_CARD, variables: { input: { ...CARD, holderName } } });
    expect(overWs.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    await ws.dispose();
    expect(await app.ds.query('SELECT count(*)::int AS n FROM bank_cards')).toEqual([{ n: 0 }]);
  });

  it('refuses a NUL byte written into the document itself, and in arguments no validator names', async () => {
    const { client } = await app.registerUser();
    const literal = await client.exec(
      `mutation { addBankCard(input: { holderName: "Ana\\u0000", bankName: "B", cardNumber: "4000123456789010", bankAddress: "M", iban: "DE89370400440532013000" }) { id } }`,
    );
    expect(codeOf(literal)).toBe('BAD_INPUT');
    const id = await client.exec(`mutation D($id: ID!) { deleteBankCard(id: $id) }`, { id: '\u0000' });
    expect(codeOf(id)).toBe('BAD_INPUT');
    const anonymous = await app.anonymous().exec(LOGIN, { input: { phone: '+34612000002\u0000', password: 'x\u0000' } });
    expect(codeOf(anonymous)).toBe('BAD_INPUT');
  });

  it('checks ShortText fields in the input classes too (one line, no control characters)', async () => {
    const errorsOf = async (holderName: string) => validate(Object.assign(new AddBankCardInput(), { ...CARD, holderName }));
    expect(await errorsOf('Ana Pérez')).toEqual([]);
    for (const bad of ['Ana\u0000', 'Ana\tPérez', 'Ana\u007f', 'Ana\u0085']) {
      const errors = await errorsOf(bad);
      expect(errors[0]?.contexts?.noControlCharacters).toEqual({ code: 'BAD_INPUT' });
    }
    expect(hasControlCharacter('line one\nline two\ttab', { multiLine: true })).toBe(false);
    expect(hasControlCharacter('line one\r\u0000', { multiLine: true })).toBe(true);
  });
});

describe('logs', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { log: createLogger(stream), text: () => lines.join('') };
  };

  it('never writes the SQL or the parameters of a failed statement', () => {
    const { log, text } = capture();
    const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Failing row contains (Ana, 4000123456789010, DE89370400440532013000).',
    });
    const err = new QueryFailedError(
      'INSERT INTO bank_cards (holder_name, card_number, iban) VALUES ($1, $2, $3)',
      ['Ana\u0000', '4000123456789010', 'DE89370400440532013000'],
      driverError,
    );
    log.error({ err }, 'unexpected error');
    const out = text();
    expect(out).toContain('22021');
    expect(out).toContain('unexpected error');
    expect(out).not.toContain('4000123456789010');
    expect(out).not.toContain('DE89370400440532013000');
    expect(out).not.toContain('INSERT INTO');
    expect(out).not.toMatch(/"parameters"|"query"/);
  });

  it('redacts card numbers, IBANs, phones and ID numbers, by key and inside any text', () => {
    const { log, text } = capture();
    log.info(
      {
        user: { phone: '+34612000002', idNumber: '12345678Z' },
        card: { cardNumber: '4000123456789010', iban: 'ES9121000418450200051332' },
        deep: { a: { b: { note: 'pay to ES91 2100 0418 4502 0005 1332, card 4000 1234 5678 9010, call +34 612 000 002, DNI 12345678Z' } } },
      },
      'withdrawal to DE89370400440532013000 for +34612000002',
    );
    const out = text();
    for (const secret of [
      '612000002',
      '612 000 002',
      '4000123456789010',
      '4000 1234 5678 9010',
      'ES9121000418450200051332',
      'ES91 2100',
      '12345678Z',
      'DE8937',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[card …9010]');
    // Order numbers and short counts stay readable.
    expect(scrubText('order D20261120000001, 42 shares, seq 1234567')).toBe('order D20261120000001, 42 shares, seq 1234567');
  });
});
