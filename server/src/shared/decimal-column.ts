import type Decimal from 'decimal.js';
import type { ValueTransformer } from 'typeorm';
import { Money } from './money';

/** numeric columns arrive from pg as strings; they become decimals here, never floats. */
export const decimalColumn: ValueTransformer = {
  to: (value: Decimal | string | null | undefined) =>
    value === null || value === undefined ? value : typeof value === 'string' ? value : value.toFixed(),
  from: (value: string | null) => (value === null ? null : new Money(value)),
};
