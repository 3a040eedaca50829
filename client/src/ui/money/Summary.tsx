import type { ReactNode } from 'react';
import './money.css';

/** A definition list of label/value lines (previews, confirmations, records, trade details). */
export function Summary({
  rows,
  testId,
}: {
  rows: ReadonlyArray<{ label: ReactNode; value: ReactNode; strong?: boolean; key: string }>;
  testId?: string;
}) {
  return (
    <dl className="summary" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key} className={`summary__row${row.strong ? ' summary__row--strong' : ''}`}>
          <dt>{row.label}</dt>
          <dd data-testid={testId ? `${testId}-${row.key}` : undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
