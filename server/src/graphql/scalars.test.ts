import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Money } from '../shared/money';
import { DecimalScalar, LocalDateScalar } from './scalars';

describe('Decimal scalar', () => {
  it('keeps exact values as strings both ways', () => {
    const parsed = DecimalScalar.parseValue('0.10') as InstanceType<typeof Money>;
    expect(parsed.plus(DecimalScalar.parseValue('0.20') as InstanceType<typeof Money>).toFixed()).toBe('0.3');
    expect(DecimalScalar.serialize(new Money('123456789012345678.1234'))).toBe('123456789012345678.1234');
    expect(DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '-5.25' })).toEqual(new Money('-5.25'));
  });

  it.each([[12.5], ['1e5'], ['abc'], [''], ['1.2.3'], [' '], [null]])('refuses %j', (raw) => {
    expect(() => DecimalScalar.parseValue(raw)).toThrow(/Decimal/);
  });

  it('refuses a float literal: money never passes through a JavaScript number', () => {
    expect(() => DecimalScalar.parseLiteral({ kind: Kind.FLOAT, value: '12.5' })).toThrow(/Decimal/);
  });
});

describe('LocalDate scalar', () => {
  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['21/11/2026', false],
    ['2026-11-21T00:00:00Z', false],
  ])('%s valid: %s', (raw, ok) => {
    if (ok) expect(LocalDateScalar.parseValue(raw)).toBe(raw);
    else expect(() => LocalDateScalar.parseValue(raw)).toThrow(/LocalDate/);
  });
});
