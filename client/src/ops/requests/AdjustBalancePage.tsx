import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select, TextField } from '../../ui/Field';
import { CASH_CURRENCIES, useFormatMoney } from '../../ui/money/format';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { OpsPageTitle } from '../parts';

const AdjustMutation = graphql(`
  mutation OpsRequests_AdjustBalance($input: AdjustBalanceInput!) {
    adjustBalance(input: $input) {
      id
      requestNo
      status
    }
  }
`);

/** A signed amount with at most two decimals ("-20", "150.5"). */
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * Files a balance adjustment: a correcting journal entry with a reason the user sees in their
 * statement. It is a maker-checker request: it takes effect when a second, different ops user approves it.
 */
export function AdjustBalancePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formatMoney = useFormatMoney('exceptZero');
  const [userId, setUserId] = useState(params.get('userId') ?? '');
  const [currency, setCurrency] = useState<string>(params.get('currency') ?? 'EUR');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useConfirmedMutation(AdjustMutation, { onError: (id) => setError(intl.formatMessage({ id })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = amount.trim().replace(',', '.');
    if (!userId.trim() || !value || !reason.trim()) return setError(intl.formatMessage({ id: 'error.INCOMPLETE_INFORMATION' }));
    if (!AMOUNT.test(value) || Number(value) === 0) return setError(intl.formatMessage({ id: 'ops.adjust.amountInvalid' }));
    const input = { userId: userId.trim(), currency, amount: value, reason: reason.trim() };
    const outcome = await run({
      confirm: {
        title: intl.formatMessage({ id: 'ops.adjust.confirmTitle' }),
        message: intl.formatMessage({ id: 'ops.adjust.confirm' }, { amount: formatMoney(value, currency), userId: input.userId }),
      },
      keyFor: input,
      variables: (idempotencyKey) => ({ input: { ...input, idempotencyKey } }),
      done: 'ops.adjust.filed',
      refetchQueries: ['OpsRequests_List'],
    });
    if (outcome.status === 'done') navigate('/ops/requests');
  };

  return (
    <>
      <OpsPageTitle id="ops.adjust.title" />
      <p className="ops-intro">
        <FormattedMessage id="ops.adjust.intro" />
      </p>
      <form className="ops-card ops-form" onSubmit={submit} noValidate>
        <TextField label={<FormattedMessage id="ops.adjust.userId" />} value={userId} onChange={setUserId} testId="ops-adjust-user" />
        <FieldRow label={<FormattedMessage id="ops.field.currency" />}>
          <Select value={currency} onChange={setCurrency} testId="ops-adjust-currency">
            {CASH_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </FieldRow>
        <TextField
          label={<FormattedMessage id="ops.adjust.amount" />}
          hint={<FormattedMessage id="ops.adjust.amountHint" />}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          testId="ops-adjust-amount"
        />
        <TextField
          label={<FormattedMessage id="ops.adjust.reason" />}
          hint={<FormattedMessage id="ops.adjust.reasonHint" />}
          value={reason}
          onChange={setReason}
          testId="ops-adjust-reason"
        />
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy} data-testid="ops-adjust-submit">
          <FormattedMessage id="ops.adjust.submit" />
        </Button>
      </form>
    </>
  );
}
