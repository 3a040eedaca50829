import { FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons';

/**
 * The rule every support screen repeats (issue 34): Vela staff never ask for a password, a code, a
 * transfer or a fee outside the app; support happens only here.
 */
export function SupportSafety() {
  return (
    <p className="support-safety" data-testid="support-safety">
      <Icon name="shield" size={18} className="support-safety__icon" />
      <span>
        <FormattedMessage id="support.safety" />
      </span>
    </p>
  );
}
