import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { Exchange_QuoteQuery } from '../../gql/graphql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { amountProblem, amountProblemMessageId, normaliseAmount } from './amount';
import { BalancesQuery } from './BalanceCard';
import { CASH_CURRENCIES, type CashCurrency, useFormatMoney, useFormatRate } from './format';
import { useAttemptKeys } from './idempotency';
import { AmountField, Summary } from './parts';
import './money.css';

const QuoteQuery = graphql(`
  query Exchange_Quote($from: String!, $to: String!, $amount: Decimal!) {
    fxQuote(from: $from, to: $to, amount: $amount) {
      from
      to
      amount
      midRate
      rate
      spreadBps
      spreadAmount
      received
      origin
      simulated
      asOf
    }
  }
`);

const TransferMutation = graphql(`
  mutation Exchange_Transfer($input: TransferFundsInput!) {
    transferFunds(input: $input) {
      id
      orderNo
      from
      to
      amount
      rate
      received
      spreadAmount
      createdAt
    }
  }
`);

type Quote = Exchange_QuoteQuery['fxQuote'];

/** The quote's rows: mid rate, applied rate, disclosed spread, what arrives, and where the rate comes from. */
export function QuoteSummary({ quote, testId }: { quote: Quote; testId: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  const pair = (rate: string) => `1 ${quote.from} = ${formatRate(rate)} ${quote.to}`;
  return (
    <>
      <Summary
        testId={testId}
        rows={[
          { key: 'mid', label: <FormattedMessage id="money.fx.midRate" />, value: pair(quote.midRate) },
          { key: 'rate', label: <FormattedMessage id="money.fx.rate" />, value: pair(quote.rate) },
          {
            key: 'spread',
            label: <FormattedMessage id="money.fx.spread" />,
            value: intl.formatMessage(
              { id: 'money.fx.spreadValue' },
              { bps: quote.spreadBps, amount: formatMoney(quote.spreadAmount, quote.to) },
            ),
          },
          { key: 'received', label: <FormattedMessage id="money.received" />, value: formatMoney(quote.received, quote.to), strong: true },
        ]}
      />
      <p className="fx-origin" data-testid={`${testId}-origin`}>
        <FormattedMessage
          id={quote.origin === 'MARKET' ? 'money.fx.originMarket' : 'money.fx.originConfigured'}
          values={{ time: intl.formatTime(quote.asOf, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) }}
        />
        {quote.simulated && (
          <span className="simulated-badge" data-testid={`${testId}-simulated`}>
            <FormattedMessage id="money.simulated" />
          </span>
        )}
      </p>
    </>
  );
}

/** EUR ⇄ USD: source, destination, amount; the quote (rate, spread, what arrives) before confirming. */
export function ExchangeScreen() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const client = useApolloClient();
  const keys = useAttemptKeys();
  const formatMoney = useFormatMoney();
  const [from, setFrom] = useState<CashCurrency>('EUR');
  const to: CashCurrency = from === 'EUR' ? 'USD' : 'EUR';
  const [amount, setAmount] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const balances = useQuery(BalancesQuery, { fetchPolicy: 'cache-and-network' });
  const available = balances.data?.balances.find((b) => b.currency === from)?.available;
  const [transfer, { loading }] = useMutation(TransferMutation);

  const settled = useDebouncedValue(normaliseAmount(amount));
  const quotable = amountProblem(settled) === null;
  const quoteQuery = useQuery(QuoteQuery, { variables: { from, to, amount: settled }, skip: !quotable, fetchPolicy: 'network-only' });
  const quote = quotable ? quoteQuery.data?.fxQuote : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = amountProblem(amount);
    if (problem) return setErrorId(amountProblemMessageId(problem));
    setErrorId(null);
    const value = normaliseAmount(amount);
    let shown: Quote;
    try {
      shown =
        quote && quote.amount === value && quote.from === from
          ? quote
          : (await client.query({ query: QuoteQuery, variables: { from, to, amount: value }, fetchPolicy: 'network-only' })).data.fxQuote;
    } catch (error) {
      return setErrorId(errorMessageIdOf(error));
    }
    const details = { from, to, amount: value, expectedRate: shown.rate };
    const idempotencyKey = keys.keyFor(details);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'money.fx.confirmTitle' }),
      message: intl.formatMessage({ id: 'money.fx.confirmMessage' }, { amount: formatMoney(value, from), to }),
      confirmText: intl.formatMessage({ id: 'money.fx.submit' }),
      details: <QuoteSummary quote={shown} testId="fx-confirm" />,
    });
    if (!ok) return;
    try {
      await transfer({ variables: { input: { ...details, idempotencyKey } }, refetchQueries: ['Money_Balances', 'Statement_Lines'] });
      keys.settle();
      setAmount('');
      toast.success(intl.formatMessage({ id: 'money.fx.done' }));
    } catch (error) {
      keys.settle(error);
      setErrorId(errorMessageIdOf(error));
      // The rate moved: show the new quote so the user can confirm again at it.
      if (errorCodeOf(error) === 'RATE_CHANGED') void quoteQuery.refetch().catch(() => undefined);
    }
  };

  return (
    <form className="exchange" onSubmit={onSubmit} noValidate>
      <div className="card form-card">
        <div className="field">
          <span className="field__label">
            <FormattedMessage id="money.fx.from" />
          </span>
          <Tabs
            value={from}
            onChange={(c) => {
              setFrom(c);
              setErrorId(null);
            }}
            options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
            testId="fx-from"
            label={intl.formatMessage({ id: 'money.fx.from' })}
          />
        </div>
        <div className="field">
          <span className="field__label">
            <FormattedMessage id="money.fx.to" />
          </span>
          <Tabs
            value={to}
            onChange={(c) => {
              // Two currencies: choosing the source's currency as destination swaps them.
              setFrom(c === 'EUR' ? 'USD' : 'EUR');
              setErrorId(null);
            }}
            options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
            testId="fx-to"
            label={intl.formatMessage({ id: 'money.fx.to' })}
          />
        </div>
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setErrorId(null);
          }}
          currency={from}
          testId="fx-amount"
          hint={
            available !== undefined && (
              <span data-testid="fx-available">
                <FormattedMessage id="money.withdraw.availableHint" values={{ amount: formatMoney(available, from) }} />
              </span>
            )
          }
        />
        <div className="preview" aria-live="polite">
          {quote ? (
            <QuoteSummary quote={quote} testId="fx-quote" />
          ) : quotable && quoteQuery.error ? (
            <p className="preview__error">
              <FormattedMessage id={errorMessageIdOf(quoteQuery.error)} />
            </p>
          ) : (
            <p className="preview__hint">
              <FormattedMessage id="money.fx.enterAmount" />
            </p>
          )}
        </div>
        <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        <Button type="submit" loading={loading} data-testid="fx-submit">
          <FormattedMessage id="money.fx.submit" />
        </Button>
      </div>
    </form>
  );
}
