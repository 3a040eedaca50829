import { describe, expect, it } from 'vitest';
import { profitTone } from './ProfitText';

describe('profit tone', () => {
  it('colours profit, loss and zero', () => {
    expect(profitTone('12.50')).toBe('up');
    expect(profitTone('-0.01')).toBe('down');
    expect(profitTone('0')).toBe('flat');
    expect(profitTone('-0.00')).toBe('flat');
    expect(profitTone(null)).toBe('flat');
  });
});
