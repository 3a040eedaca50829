import { useApolloClient, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { AmountField } from '../../ui/money/AmountField';
import { amountProblem, amountProblemMessageId, normaliseAmount } from '../../ui/money/amount';
import { CASH_CURRENCIES, type CashCurrency, useFormatMoney, useFormatRate } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { HelpArticleLink } from '../../ui/HelpArticleLink';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { Tabs } from '../../ui/Tabs';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import './money.css';

/** What may be exchanged (Balance is normalised by currency: the account events keep it live). */
const BalancesQuery = graphql(`
  query ExchangeScreen_Balances {
    balances {
      currency
      available
    }
  }
`);

export const QuoteSummaryFragment = graphql(`
  fragment QuoteSummary_Quote on FxQuote {
    from
    to
    midRate
    rate
    spreadBps
    spreadAmount
    received
    minimumReceived
    origin
    simulated
    asOf
  }
`);

const QuoteQuery = graphql(`
  query ExchangeScreen_Quote($from: String!, $to: String!, $amount: Decimal!) {
    fxQuote(from: $from, to: $to, amount: $amount) {
      id
      expiresAt
      from
      amount
      ...QuoteSummary_Quote
    }
  }
`);

const TransferMutation = graphql(`
  mutation ExchangeScreen_Transfer($input: TransferFundsInput!) {
    transferFunds(input: $input) {
      id
      ...ExchangeResult_Transfer
    }
  }
`);

const ResultFragment = graphql(`
  fragment ExchangeResult_Transfer on FxTransfer {
    orderNo
    from
    to
    amount
    rate
    received
    spreadAmount
  }
`);

/** What the exchange did, itemised: its order number, the rate it executed at, the spread and what arrived. */
function ExchangeResult({ transfer: ref }: { transfer: FragmentType<typeof ResultFragment> }) {
  const transfer = useFragment(ResultFragment, ref);
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  return (
    <div className="fx-result" data-testid="fx-result">
      <p className="fx-result__title">
        <FormattedMessage id="money.fx.done" />
      </p>
      <p className="fx-result__order" data-testid="fx-result-orderNo">
        <FormattedMessage id="money.orderNo" values={{ no: transfer.orderNo }} />
      </p>
      <Summary
        testId="fx-result"
        rows={[
          { key: 'amount', label: <FormattedMessage id="money.fx.from" />, value: formatMoney(transfer.amount, transfer.from) },
          {
            key: 'rate',
            label: <FormattedMessage id="money.fx.rate" />,
            value: `1 ${transfer.from} = ${formatRate(transfer.rate)} ${transfer.to}`,
          },
          { key: 'spread', label: <FormattedMessage id="money.fx.spread" />, value: formatMoney(transfer.spreadAmount, transfer.to) },
          {
            key: 'received',
            label: <FormattedMessage id="money.fx.resultReceived" />,
            value: formatMoney(transfer.received, transfer.to),
            strong: true,
          },
        ]}
      />
    </div>
  );
}

/** The quote's rows: mid rate, applied rate, disclosed spread, what arrives, and where the rate comes from. */
export function QuoteSummary({ quote: quoteRef, testId }: { quote: FragmentType<typeof QuoteSummaryFragment>; testId: string }) {
  const intl = useIntl();
  const quote = useFragment(QuoteSummaryFragment, quoteRef);
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
      <p className="fx-minimum" data-testid={`${testId}-minimum`}>
        <FormattedMessage id="money.fx.minimumNote" values={{ amount: formatMoney(quote.minimumReceived, quote.to) }} />
      </p>
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
  const client = useApolloClient();
  const formatMoney = useFormatMoney();
  const [from, setFrom] = useState<CashCurrency>('EUR');
  const to: CashCurrency = from === 'EUR' ? 'USD' : 'EUR';
  const [amount, setAmount] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  // The last exchange, itemised, until the form is used again.
  const [result, setResult] = useState<FragmentType<typeof ResultFragment> | null>(null);
  const edited = () => {
    setErrorId(null);
    setResult(null);
  };
  const balances = useQuery(BalancesQuery, { fetchPolicy: 'cache-and-network' });
  const available = balances.data?.balances.find((b) => b.currency === from)?.available;
  const transfer = useConfirmedMutation(TransferMutation, { onError: setErrorId });

  const settled = useDebouncedValue(normaliseAmount(amount));
  const quotable = amountProblem(settled) === null;
  const quoteQuery = useQuery(QuoteQuery, { variables: { from, to, amount: settled }, skip: !quotable, fetchPolicy: 'network-only' });
  const quote = quotable ? quoteQuery.data?.fxQuote : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.busy) return;
    const problem = amountProblem(amount);
    if (problem) return setErrorId(amountProblemMessageId(problem));
    setErrorId(null);
    const value = normaliseAmount(amount);
    const outcome = await transfer.run(async () => {
      // The transfer executes the quote the server issued (its id), never a rate the client sends; a quote
      // about to expire is replaced by a fresh one before it is shown for confirmation.
      const fresh = (q: typeof quote): q is NonNullable<typeof quote> & { id: string } =>
        !!q?.id && q.amount === value && q.from === from && !!q.expiresAt && new Date(q.expiresAt).getTime() - Date.now() > 10_000;
      const shown = fresh(quote)
        ? quote
        : (await client.query({ query: QuoteQuery, variables: { from, to, amount: value }, fetchPolicy: 'network-only' })).data.fxQuote;
      const details = { quoteId: shown.id ?? '' };
      return {
        confirm: {
          title: intl.formatMessage({ id: 'money.fx.confirmTitle' }),
          message: intl.formatMessage({ id: 'money.fx.confirmMessage' }, { amount: formatMoney(value, from), to }),
          confirmText: intl.formatMessage({ id: 'money.fx.submit' }),
          details: <QuoteSummary quote={shown} testId="fx-confirm" />,
        },
        keyFor: details,
        variables: (idempotencyKey: string) => ({ input: { ...details, idempotencyKey } }),
        refetchQueries: [...CASH_BALANCE_QUERIES, 'StatementScreen_Lines'],
        done: 'money.fx.done',
      };
    });
    if (outcome.status === 'done') {
      setAmount('');
      setResult(outcome.data?.transferFunds ?? null);
    }
    // The rate moved or the quote expired: show a new quote so the user can confirm again at it.
    const code = outcome.status === 'failed' ? errorCodeOf(outcome.error) : null;
    if (code === 'RATE_CHANGED' || code === 'QUOTE_EXPIRED') void quoteQuery.refetch().catch(() => undefined);
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
              edited();
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
              edited();
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
            edited();
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
          {result ? (
            <ExchangeResult transfer={result} />
          ) : quote ? (
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
          <HelpArticleLink slug="fees-and-charges" />
        </div>
        <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        <Button type="submit" loading={transfer.mutating} data-testid="fx-submit">
          <FormattedMessage id="money.fx.submit" />
        </Button>
      </div>
    </form>
  );
}
