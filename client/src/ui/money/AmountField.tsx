import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldRow, TextInput } from '../Field';
import { acceptAmountKeystroke } from './amount';

/** A money amount input: digits and at most two decimals, with the currency after it. */
export function AmountField({
  value,
  onChange,
  currency,
  label,
  hint,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  label?: ReactNode;
  hint?: ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <FieldRow label={label ?? <FormattedMessage id="money.amount" />} htmlFor={id} hint={hint}>
      <div className="input-box">
        <TextInput
          id={id}
          value={value}
          onChange={(next) => onChange(acceptAmountKeystroke(value, next))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'money.amountPlaceholder' })}
          testId={testId}
        />
        <span className="input-box__suffix">{currency}</span>
      </div>
    </FieldRow>
  );
}
