import { type InputHTMLAttributes, isValidElement, type ReactNode, type SelectHTMLAttributes, useContext, useId, useState } from 'react';
import { IntlContext, type IntlShape, useIntl } from 'react-intl';
import { TEXT_MAX_LENGTH } from '../constants';
import { SupportLink } from './SupportLink';
import { contactSupportMessageIdOfText, isContactSupportMessageId, saysContactSupport } from './supportHint';
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

/** The message id of an error line's content: a <FormattedMessage id> or the text of one of the contact-support messages. */
function shownMessageId(children: ReactNode, intl: IntlShape | null): string | null {
  if (isValidElement<{ id?: unknown }>(children) && typeof children.props.id === 'string') return children.props.id;
  if (typeof children === 'string' && intl) return contactSupportMessageIdOfText(children, (id) => intl.formatMessage({ id }));
  return null;
}

/**
 * The error line under a form. When it says to contact support (FORBIDDEN, INTERNAL_ERROR…), a
 * "Contact support" link follows, attaching the failure: `error` itself when given, else the failure
 * last shown with that text (errorMessageIdOf).
 */
export function FormError({ children, error }: { children?: ReactNode; error?: unknown }) {
  const intl = useContext(IntlContext);
  if (!children) return null;
  const messageId = error !== undefined ? null : shownMessageId(children, intl);
  const support = error !== undefined ? saysContactSupport(error) : isContactSupportMessageId(messageId);
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      <Icon name="alert" size={16} />
      <span>
        {children}
        {support && (error !== undefined ? <SupportLink error={error} /> : <SupportLink messageId={messageId} />)}
      </span>
    </p>
  );
}
