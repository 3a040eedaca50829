import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons';
import { acceptPriceKeystroke } from './orderInput';

/**
 * A price (or trail) field of the trading sheets: label, the box with its unit after it, a hint, and the
 * field's problem once the user has typed (`error`, a message id). Keystrokes that would not make a
 * price (letters, a fifth decimal) are ignored. With `onClear`, a button in the box empties it.
 */
export function PriceField({
  label,
  value,
  onChange,
  suffix,
  hint,
  error,
  testId,
  onClear,
  clearLabel,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  suffix?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  testId: string;
  onClear?: () => void;
  clearLabel?: string;
  placeholder?: string;
}) {
  const id = useId();
  const hintId = useId();
  const intl = useIntl();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="input-box">
        <input
          id={id}
          className="input"
          value={value}
          onChange={(e) => onChange(acceptPriceKeystroke(value, e.target.value))}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
        />
        {onClear && value !== '' && (
          <button
            type="button"
            className="input-box__toggle"
            onClick={onClear}
            aria-label={clearLabel ?? intl.formatMessage({ id: 'common.close' })}
            data-testid={`${testId}-clear`}
          >
            <Icon name="close" size={18} />
          </button>
        )}
        {suffix && <span className="input-box__suffix">{suffix}</span>}
      </div>
      {hint && (
        <p className="field__hint" id={hintId} data-testid={`${testId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" data-testid={`${testId}-error`}>
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  );
}

/** A row of choices as radio buttons (order type, time in force, a stop-loss's kind): chips that wrap. */
export function ChoiceChips<T extends string>({
  value,
  options,
  onChange,
  label,
  testId,
  columns,
}: {
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange: (value: T) => void;
  label: string;
  testId: string;
  /** A grid of this many columns (2 or 3) instead of chips that wrap. */
  columns?: 2 | 3;
}) {
  return (
    <div
      className={`choice-chips${columns ? ` choice-chips--cols-${columns}` : ''}`}
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          className={`choice-chip${value === o.value ? ' choice-chip--selected' : ''}`}
          onClick={() => {
            if (value !== o.value) onChange(o.value);
          }}
          data-testid={`${testId}-${o.value}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
