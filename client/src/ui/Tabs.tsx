import type { ReactNode } from 'react';

/** A segmented control of tabs (EUR / USD, deposits / withdrawals). */
export function Tabs<T extends string>({
  value,
  options,
  onChange,
  testId,
  label,
}: {
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange: (value: T) => void;
  testId?: string;
  label?: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label} data-testid={testId}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={selected}
            className={`tabs__tab${selected ? ' tabs__tab--selected' : ''}`}
            data-testid={testId ? `${testId}-${option.value}` : undefined}
            onClick={() => {
              if (!selected) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
