import { useQuery } from '@apollo/client';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntradayApply_ApplyMutation } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, PasswordField, TextInput } from '../../ui/Field';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { useLang } from '../../i18n/useLang';
import { useConfirm } from '../../ui/Dialog';
import { formatMoney } from '../../ui/price/format';
import { IntradayRecordCard } from './IntradayRecordCard';
import { ApplyIntradayMutation, IntradayApplyBalancesQuery, IntradayApplyInstrumentQuery } from './queries';
import { INTRADAY_QUERIES } from './queryNames';
import { checkAmount, matchInstrument, normaliseSymbol, settlementCurrencyOf } from './intradayForm';
import './intraday.css';

const RECORDS_PATH = routeByName('dayTrading').path;

type Applied = IntradayApply_ApplyMutation['applyIntradayStrategy'];

/**
 * The application (`?code=&market=` prefill), in three steps: the stock (its name and market shown as
 * soon as the code is known) and a whole amount, with the available balance of its currency; a
 * confirmation of what will be held (and every charge: the strategy itself charges nothing, each trade
 * pays its market's ordinary charges); then the pay password. The answer is the assessment's: approved
 * with its band, or rejected with every reason, shown at once.
 */
export function IntradayApply({ code, market }: { code?: string; market?: string }) {
  const intl = useIntl();
  const nav = useNav();
  const confirm = useConfirm();
  const lang = useLang();
  const [symbol, setSymbol] = useState(code ? (market ? `${market}:${code}` : code) : '');
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [step, setStep] = useState<'form' | 'pay'>('form');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Applied | null>(null);
  const { run, busy } = useConfirmedMutation(ApplyIntradayMutation, { onError: (id) => setError(id) });

  const typed = normaliseSymbol(useDeferredValue(symbol));
  const search = useQuery(IntradayApplyInstrumentQuery, {
    variables: { query: typed.includes(':') ? typed.slice(typed.indexOf(':') + 1) : typed, lang },
    skip: typed.length === 0,
    fetchPolicy: 'cache-first',
  });
  const instrument = typed ? matchInstrument(typed, search.data?.searchInstruments ?? []) : null;
  const unknown = typed.length > 0 && !search.loading && search.data !== undefined && !instrument;
  const currency = instrument ? settlementCurrencyOf(instrument.symbol) : null;
  const balances = useQuery(IntradayApplyBalancesQuery, { fetchPolicy: 'cache-and-network' });
  const available = currency ? (balances.data?.balances.find((b) => b.currency === currency)?.available ?? '0') : null;
  const marketName = instrument ? intl.formatMessage({ id: `markets.market.${instrument.market}`, defaultMessage: instrument.market }) : '';
  const stockText = instrument ? `${instrument.name} (${instrument.code}) · ${marketName}` : '';

  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
    setStep('form');
  };

  /** The figures the confirmation and the pay step show: the stock, the balance, what is held. */
  const summary = (a: string, testId: string) => (
    <Summary
      testId={testId}
      rows={[
        { key: 'stock', label: intl.formatMessage({ id: 'intraday.field.stock' }), value: stockText },
        {
          key: 'available',
          label: intl.formatMessage({ id: 'intraday.form.available' }),
          value: formatMoney(intl, available ?? '0', currency ?? 'USD'),
        },
        {
          key: 'amount',
          label: intl.formatMessage({ id: 'intraday.form.held' }),
          value: formatMoney(intl, a, currency ?? 'USD'),
          strong: true,
        },
        {
          key: 'fee',
          label: intl.formatMessage({ id: 'intraday.form.strategyFee' }),
          value: intl.formatMessage({ id: 'intraday.form.none' }),
        },
        {
          key: 'charges',
          label: intl.formatMessage({ id: 'intraday.form.tradeCharges' }),
          value: intl.formatMessage({ id: 'intraday.form.tradeChargesValue' }),
        },
      ]}
    />
  );

  /** Step 1 → 2: the stock known, a whole amount, then the confirmation of what will be held. */
  const review = async () => {
    setError(null);
    if (!normaliseSymbol(symbol)) return setError('error.INTRADAY_SYMBOL_REQUIRED');
    if (!instrument) return setError(search.loading ? 'intraday.form.stockLoading' : 'intraday.form.stockUnknown');
    const a = checkAmount(amount);
    if (!a.ok) return setError(a.messageId);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'intraday.form.confirmTitle' }),
      message: intl.formatMessage({ id: 'intraday.form.confirmMessage' }),
      details: (
        <>
          {summary(a.amount, 'it-confirm')}
          <p className="alloc-note">
            <FormattedMessage id="intraday.form.lossNote" />
          </p>
        </>
      ),
      confirmText: intl.formatMessage({ id: 'intraday.form.continue' }),
    });
    if (ok) setStep('pay');
  };

  /** Step 3: the pay password, then the application (its one idempotency key per attempt). */
  const submit = async () => {
    setError(null);
    const a = checkAmount(amount);
    if (!instrument || !a.ok) return setStep('form');
    if (!payPassword) return setError('intraday.form.payPasswordRequired');
    const s = instrument.symbol;
    const outcome = await run({
      keyFor: { symbol: s, amount: a.amount },
      variables: (idempotencyKey) => ({ input: { symbol: s, amount: a.amount, payPassword, idempotencyKey } }),
      confirm: null,
      done: (data) => (data?.applyIntradayStrategy.status === 'APPROVED' ? 'intraday.form.approved' : 'intraday.form.rejected'),
      refetchQueries: [...INTRADAY_QUERIES, ...CASH_BALANCE_QUERIES, 'IntradayApply_Balances'],
    });
    if (outcome.status === 'done' && outcome.data) {
      setResult(outcome.data.applyIntradayStrategy);
      setPayPassword('');
      setStep('form');
    }
  };
  const checkedAmount = checkAmount(amount);
  return (
    <div className="it-page">
      <section className="card it-section" data-testid="it-form">
        <FieldRow
          label={<FormattedMessage id="intraday.field.stock" />}
          htmlFor="it-symbol"
          hint={<FormattedMessage id="intraday.form.stockHint" />}
        >
          <div className="input-box">
            <TextInput
              id="it-symbol"
              value={symbol}
              onChange={change(setSymbol)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              testId="it-symbol"
            />
          </div>
        </FieldRow>
        {instrument ? (
          <p className="it-instrument" data-testid="it-instrument" data-symbol={instrument.symbol}>
            <span className="it-instrument__name">{instrument.name}</span>
            <span className="it-instrument__meta">
              {instrument.symbol} · {marketName} · {currency}
            </span>
          </p>
        ) : unknown ? (
          <p className="it-instrument it-instrument--unknown" data-testid="it-instrument-unknown">
            <FormattedMessage id="intraday.form.stockUnknown" />
          </p>
        ) : null}
        <FieldRow
          label={
            currency ? (
              <FormattedMessage id="intraday.form.amountIn" values={{ currency }} />
            ) : (
              <FormattedMessage id="intraday.field.amount" />
            )
          }
          htmlFor="it-amount"
          hint={<FormattedMessage id="intraday.form.amountHint" />}
        >
          <div className="input-box">
            <TextInput
              id="it-amount"
              value={amount}
              onChange={(v) => change(setAmount)(v.replace(/[^\d]/g, ''))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              testId="it-amount"
            />
          </div>
        </FieldRow>
        {currency && available !== null && (
          <p className="it-available" data-testid="it-available">
            <FormattedMessage id="intraday.form.available" /> <strong className="money">{formatMoney(intl, available, currency)}</strong>
          </p>
        )}
        <p className="alloc-note">
          <FormattedMessage id="intraday.form.note" />
        </p>
        {step === 'form' && (
          <>
            <FormError>{error ? <FormattedMessage id={error} /> : null}</FormError>
            <Button onClick={() => void review()} data-testid="it-continue">
              <FormattedMessage id="intraday.form.continue" />
            </Button>
          </>
        )}
      </section>
      {step === 'pay' && checkedAmount.ok && (
        <section className="card it-section" data-testid="it-pay">
          <h2 className="section-title">
            <FormattedMessage id="intraday.form.payTitle" />
          </h2>
          {summary(checkedAmount.amount, 'it-pay-summary')}
          <PasswordField
            label={<FormattedMessage id="intraday.form.payPassword" />}
            value={payPassword}
            onChange={(v) => {
              setPayPassword(v);
              setError(null);
            }}
            autoComplete="off"
            testId="it-pay-password"
          />
          <FormError>{error ? <FormattedMessage id={error} /> : null}</FormError>
          <Button onClick={() => void submit()} loading={busy} data-testid="it-submit">
            <FormattedMessage id="intraday.form.submit" />
          </Button>
          <Button variant="secondary" onClick={() => setStep('form')} data-testid="it-back">
            <FormattedMessage id="intraday.form.back" />
          </Button>
        </section>
      )}
      {result && (
        <section className="card it-result" data-testid="it-result">
          <h2 className="section-title">
            <FormattedMessage id={result.status === 'APPROVED' ? 'intraday.form.approvedTitle' : 'intraday.form.rejectedTitle'} />
          </h2>
          <IntradayRecordCard application={result} />
          <Button
            variant="secondary"
            onClick={() => nav.navigateTo(buildUrl(RECORDS_PATH, { tab: 'records' }))}
            data-testid="it-to-records"
          >
            <FormattedMessage id="intraday.form.toRecords" />
          </Button>
        </section>
      )}
    </div>
  );
}
