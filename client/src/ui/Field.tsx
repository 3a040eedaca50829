import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_MAX_LENGTH } from '../constants';
import { Icon } from './icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
};

/** A bare text input with the app's max length (140). */
export function TextInput({ value, onChange, testId, maxLength = TEXT_MAX_LENGTH, className, ...rest }: InputProps) {
  return (
    <input
      className={`input${className ? ` ${className}` : ''}`}
      value={value}
      maxLength={Math.min(maxLength, TEXT_MAX_LENGTH)}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
      {...rest}
    />
  );
}

/** Label + control + optional hint, stacked. */
export function FieldRow({
  label,
  htmlFor,
  hint,
  children,
}: {
  label: ReactNode;
  htmlFor?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

export function TextField({ label, hint, id, ...input }: InputProps & { label: ReactNode; hint?: ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldRow label={label} htmlFor={inputId} hint={hint}>
      <div className="input-box">
        <TextInput id={inputId} {...input} />
      </div>
    </FieldRow>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, ...input }: Omit<InputProps, 'type'> & { label: ReactNode; hint?: ReactNode }) {
  const intl = useIntl();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldRow label={label} htmlFor={inputId} hint={hint}>
      <div className="input-box">
        <TextInput id={inputId} type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="input-box__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={intl.formatMessage({ id: visible ? 'field.hidePassword' : 'field.showPassword' })}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      </div>
    </FieldRow>
  );
}

export function Select({
  testId,
  onChange,
  className,
  children,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  testId?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <select
      className={`select${className ? ` ${className}` : ''}`}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    >
      {children}
    </select>
  );
}

/** The error line under a form. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      <Icon name="alert" size={16} />
      <span>{children}</span>
    </p>
  );
}
