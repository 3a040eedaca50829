import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCopyWithToast } from '../../ui/copyText';
import { Icon } from '../../ui/icons';

/** A label/value row with a copy button (deposit instructions). */
/** `data`: a value from configuration or ops (the receiving bank's name), shown as written in every language. */
export function CopyRow({ label, value, testId, data }: { label: ReactNode; value: string; testId: string; data?: boolean }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  const onCopy = () => copy(value);
  return (
    <div className="copy-row">
      <div className="copy-row__text">
        <span className="copy-row__label">{label}</span>
        <span className="copy-row__value" data-testid={testId} data-ops-content={data || undefined}>
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
