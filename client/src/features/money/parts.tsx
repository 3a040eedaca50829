import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageIdOf } from '../../i18n/errors';
import { useConfirm } from '../../ui/Dialog';
import { FieldRow, TextInput } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { useToast } from '../../ui/Toast';
import { copyText } from '../account/copyText';
import { acceptAmountKeystroke } from './amount';

/** A label/value row with a copy button (deposit instructions). */
export function CopyRow({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const onCopy = async () => {
    if (await copyText(value)) toast.success(intl.formatMessage({ id: 'toast.copySuccess' }));
    else toast.error(intl.formatMessage({ id: 'error.INTERNAL_ERROR' }));
  };
  return (
    <div className="copy-row">
      <div className="copy-row__text">
        <span className="copy-row__label">{label}</span>
        <span className="copy-row__value" data-testid={testId}>
          {value}
        </span>
      </div>
      <button
        type="button"
        className="copy-row__button"
        onClick={onCopy}
        data-testid={`${testId}-copy`}
        aria-label={`${intl.formatMessage({ id: 'common.copy' })}`}
      >
        <Icon name="copy" size={16} />
        <FormattedMessage id="common.copy" />
      </button>
    </div>
  );
}

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

/** A definition list of label/value lines (previews, confirmations, records). */
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

/** Delete after a confirmation dialog, then a success toast (or the error's message). */
export function useDeleteWithConfirm() {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  return async (o: { titleId: string; messageId: string; values: Record<string, string>; doneId: string; run: () => Promise<unknown> }) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: o.titleId }),
      message: intl.formatMessage({ id: o.messageId }, o.values),
      confirmText: intl.formatMessage({ id: 'money.delete' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await o.run();
      toast.success(intl.formatMessage({ id: o.doneId }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
}
