import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { AmountField } from '../../ui/money/AmountField';
import { amountProblem, amountProblemMessageId, normaliseAmount } from '../../ui/money/amount';
import { CASH_CURRENCIES, type CashCurrency } from '../../ui/money/format';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { Tabs } from '../../ui/Tabs';
import { CopyRow } from './CopyRow';
import './money.css';

const InstructionsQuery = graphql(`
  query DepositScreen_Instructions($currency: String!) {
    depositInstructions(currency: $currency) {
      currency
      bankName
      accountHolder
      iban
      bic
      reference
    }
  }
`);

const FileDepositMutation = graphql(`
  mutation DepositScreen_FileDeposit($input: FileDepositInput!) {
    fileDeposit(input: $input) {
      id
      orderNo
      amount
      currency
      status
      createdAt
      note
      reason
    }
  }
`);

function Instructions({ currency }: { currency: CashCurrency }) {
  const query = useQuery(InstructionsQuery, { variables: { currency } });
  return (
    <QueryBoundary query={query}>
      {({ depositInstructions: d }) => (
        <section className="card copy-card" data-testid="deposit-instructions">
          <CopyRow label={<FormattedMessage id="money.deposit.bankName" />} value={d.bankName} testId="deposit-bank" data />
          <CopyRow label={<FormattedMessage id="money.deposit.holder" />} value={d.accountHolder} testId="deposit-holder" data />
          <CopyRow label={<FormattedMessage id="money.deposit.iban" />} value={d.iban} testId="deposit-iban" />
          <CopyRow label={<FormattedMessage id="money.deposit.bic" />} value={d.bic} testId="deposit-bic" />
          <CopyRow label={<FormattedMessage id="money.deposit.reference" />} value={d.reference} testId="deposit-reference" />
          <p className="copy-card__note">
            <FormattedMessage id="money.deposit.referenceNote" />
          </p>
        </section>
      )}
    </QueryBoundary>
  );
}

/** Deposit: where to send the transfer (with the user's reference), then a deposit notice for ops. */
export function DepositScreen() {
  const intl = useIntl();
  const nav = useNav();
  const [currency, setCurrency] = useState<CashCurrency>('EUR');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const fileDeposit = useConfirmedMutation(FileDepositMutation, { onError: setErrorId });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fileDeposit.busy) return;
    const problem = amountProblem(amount);
    if (problem) {
      setErrorId(amountProblemMessageId(problem));
      return;
    }
    setErrorId(null);
    const details = { currency, amount: normaliseAmount(amount), note: note.trim() || null };
    // A notice for ops, no money moves yet: no confirmation, but one key per attempt all the same.
    const outcome = await fileDeposit.run({
      confirm: null,
      keyFor: details,
      variables: (idempotencyKey) => ({ input: { ...details, idempotencyKey } }),
      refetchQueries: ['TransactionRecords_Deposits'],
      done: 'money.deposit.filed',
    });
    if (outcome.status === 'done') {
      setAmount('');
      setNote('');
    }
  };

  return (
    <>
      <Tabs
        value={currency}
        onChange={(c) => {
          setCurrency(c);
          setErrorId(null);
        }}
        options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
        testId="deposit-currency"
        label={intl.formatMessage({ id: 'money.currency' })}
      />
      <h2 className="section-title">
        <FormattedMessage id="money.deposit.step1" />
      </h2>
      <Instructions currency={currency} />
      <h2 className="section-title">
        <FormattedMessage id="money.deposit.step2" />
      </h2>
      <form className="card form-card" onSubmit={onSubmit} noValidate>
        <AmountField value={amount} onChange={setAmount} currency={currency} testId="deposit-amount" />
        <TextField
          label={<FormattedMessage id="money.deposit.note" />}
          value={note}
          onChange={setNote}
          placeholder={intl.formatMessage({ id: 'money.deposit.notePlaceholder' })}
          testId="deposit-note"
        />
        <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        <Button type="submit" loading={fileDeposit.mutating} data-testid="deposit-submit">
          <FormattedMessage id="money.deposit.submit" />
        </Button>
        <button
          type="button"
          className="link-button"
          onClick={() => nav.navigateTo(routeByName('transactionRecord').path)}
          data-testid="deposit-records"
        >
          <FormattedMessage id="money.action.records" />
        </button>
      </form>
    </>
  );
}
