import { useFormatMoney } from './format';

export type Tone = 'up' | 'down' | 'flat';

/** Profit up, loss down, zero flat: coloured by the reader's up/down convention (--up / --down). */
export function profitTone(amount: string | null | undefined): Tone {
  if (!amount) return 'flat';
  const n = amount.trim();
  if (/^-/.test(n) && /[1-9]/.test(n)) return 'down';
  if (/[1-9]/.test(n)) return 'up';
  return 'flat';
}

/** A signed amount of money in the up (profit), down (loss) or flat colour. */
export function ProfitText({
  amount,
  currency,
  className,
  testId,
}: {
  amount: string;
  currency: string;
  className?: string;
  testId?: string;
}) {
  const format = useFormatMoney('exceptZero');
  return (
    <span className={`profit profit--${profitTone(amount)}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {format(amount, currency)}
    </span>
  );
}
