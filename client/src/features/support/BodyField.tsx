import { type Ref, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bodyLength, bodyProblem, MAX_BODY_LENGTH } from './supportRules';

/**
 * A message's text: a text area with its count against the 4,000-character limit, and what stops it
 * being sent said under it (nothing written yet, once touched; too long, at once).
 */
export function BodyField({
  value,
  onChange,
  label,
  placeholderId,
  touched,
  onBlur,
  testId,
  rows = 6,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholderId: string;
  /** Show "write a message first" when empty (after a blur or an attempt). */
  touched: boolean;
  onBlur?: () => void;
  testId: string;
  rows?: number;
  /** Focused when a send is refused for its text (shows what is wrong, and the keyboard). */
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const intl = useIntl();
  const id = useId();
  const n = bodyLength(value);
  const problem = bodyProblem(value);
  return (
    <div className="field support-body">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="support-textarea"
        value={value}
        rows={rows}
        placeholder={intl.formatMessage({ id: placeholderId })}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={problem === 'tooLong' || undefined}
        aria-describedby={`${id}-count`}
        data-testid={testId}
      />
      <div className="support-body__foot">
        <span className="support-body__problem" role="status">
          {problem === 'tooLong' && (
            <span className="support-body__error" data-testid={`${testId}-too-long`}>
              <FormattedMessage id="support.form.tooLong" values={{ over: n - MAX_BODY_LENGTH, max: intl.formatNumber(MAX_BODY_LENGTH) }} />
            </span>
          )}
          {problem === 'empty' && touched && (
            <span className="support-body__error" data-testid={`${testId}-empty`}>
              <FormattedMessage id="support.form.empty" />
            </span>
          )}
        </span>
        <span
          id={`${id}-count`}
          className={`support-body__count${problem === 'tooLong' ? ' support-body__count--over' : ''}`}
          data-testid={`${testId}-counter`}
        >
          {intl.formatNumber(n)} / {intl.formatNumber(MAX_BODY_LENGTH)}
        </span>
      </div>
    </div>
  );
}
