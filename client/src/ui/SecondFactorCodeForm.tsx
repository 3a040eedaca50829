import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './Button';
import { TextField } from './Field';

/**
 * The code field of a second-factor check (the step-up sheet, a sign-in's second step): a 6-digit code
 * from the authenticator app or a recovery code, and the button that sends it. Its texts are the
 * `screens` pack's: only screens beyond the first (and the sign-in's lazy second step) show it.
 */
export function SecondFactorCodeForm({
  code,
  onCodeChange,
  onSubmit,
  loading,
  secondary,
  submitLabel,
  testIdPrefix,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  loading: boolean;
  /** A passkey button comes first: this one is the second choice. */
  secondary: boolean;
  submitLabel: ReactNode;
  testIdPrefix: string;
}) {
  const intl = useIntl();
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={<FormattedMessage id="security.stepUp.codeLabel" />}
        hint={<FormattedMessage id="security.stepUp.codeHint" />}
        value={code}
        onChange={onCodeChange}
        autoComplete="one-time-code"
        maxLength={32}
        placeholder={intl.formatMessage({ id: 'security.code.placeholder' })}
        testId={`${testIdPrefix}-code`}
      />
      <Button type="submit" variant={secondary ? 'secondary' : 'primary'} loading={loading} data-testid={`${testIdPrefix}-submit`}>
        {submitLabel}
      </Button>
    </form>
  );
}
