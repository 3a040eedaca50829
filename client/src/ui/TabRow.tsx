import type { ReactNode } from 'react';

/**
 * A row of tabs styled by `variant` (market tabs, chart periods) (role=tablist): one selected value of `items`. `variant` picks the look: the class
 * names are `<variant>` for the row and `<variant>__item`, `<variant>__item--selected` for a tab.
 */
export function TabRow<T extends string>({
  items,
  value,
  onChange,
  label,
  variant,
  testIdPrefix,
  renderLabel,
}: {
  items: readonly T[];
  value: T;
  onChange: (next: T) => void;
  label: string;
  variant: string;
  testIdPrefix: string;
  renderLabel: (item: T) => ReactNode;
}) {
  return (
    <div className={variant} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={item === value}
          className={`${variant}__item${item === value ? ` ${variant}__item--selected` : ''}`}
          data-testid={`${testIdPrefix}${item}`}
          onClick={() => onChange(item)}
        >
          {renderLabel(item)}
        </button>
      ))}
    </div>
  );
}
