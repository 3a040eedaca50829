import { useState } from 'react';
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
import { formatMoney } from '../../ui/price/format';
import { IntradayRecordCard } from './IntradayRecordCard';
import { ApplyIntradayMutation } from './queries';
import { INTRADAY_QUERIES } from './queryNames';
import { checkAmount, normaliseSymbol, settlementCurrencyOf } from './intradayForm';
import './intraday.css';

const RECORDS_PATH = routeByName('dayTrading').path;

type Applied = IntradayApply_ApplyMutation['applyIntradayStrategy'];

/**
 * The application (`?code=&market=` prefill): stock code, a whole amount, the pay password; the
 * confirmation shows what is held and every charge (the strategy itself charges nothing; each trade pays
 * its market's ordinary charges). The answer is the assessment's: approved with its band, or rejected
 * with every reason, shown at once.
 */
export function IntradayApply({ code, market }: { code?: string; market?: string }) {
  const intl = useIntl();
  const nav = useNav();
  const [symbol, setSymbol] = useState(code ? (market ? `${market}:${code}` : code) : '');
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Applied | null>(null);
  const { run, busy } = useConfirmedMutation(ApplyIntradayMutation, { onError: (id) => setError(id) });
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
  };
  const submit = async () => {
    setError(null);
    const s = normaliseSymbol(symbol);
    if (!s) return setError('error.INTRADAY_SYMBOL_REQUIRED');
    const a = checkAmount(amount);
    if (!a.ok) return setError(a.messageId);
    if (!payPassword) return setError('intraday.form.payPasswordRequired');
    const outcome = await run({
      keyFor: { symbol: s, amount: a.amount },
      variables: (idempotencyKey) => ({ input: { symbol: s, amount: a.amount, payPassword, idempotencyKey } }),
      confirm: {
        title: intl.formatMessage({ id: 'intraday.form.confirmTitle' }),
        message: intl.formatMessage({ id: 'intraday.form.confirmMessage' }),
        details: (
          <>
            <Summary
              testId="it-confirm"
              rows={[
                { key: 'stock', label: intl.formatMessage({ id: 'intraday.field.stock' }), value: s },
                {
                  key: 'amount',
                  label: intl.formatMessage({ id: 'intraday.form.held' }),
                  value: formatMoney(intl, a.amount, settlementCurrencyOf(s)),
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
            <p className="alloc-note">
              <FormattedMessage id="intraday.form.lossNote" />
            </p>
          </>
        ),
        confirmText: intl.formatMessage({ id: 'intraday.form.confirm' }),
      },
      done: (data) => (data?.applyIntradayStrategy.status === 'APPROVED' ? 'intraday.form.approved' : 'intraday.form.rejected'),
      refetchQueries: [...INTRADAY_QUERIES, ...CASH_BALANCE_QUERIES],
    });
    if (outcome.status === 'done' && outcome.data) {
      setResult(outcome.data.applyIntradayStrategy);
      setPayPassword('');
    }
  };
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
              placeholder="US:AAPL"
              testId="it-symbol"
            />
          </div>
        </FieldRow>
        <FieldRow
          label={<FormattedMessage id="intraday.field.amount" />}
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
              placeholder="10000"
              testId="it-amount"
            />
          </div>
        </FieldRow>
        <PasswordField
          label={<FormattedMessage id="intraday.form.payPassword" />}
          value={payPassword}
          onChange={change(setPayPassword)}
          autoComplete="off"
          testId="it-pay-password"
        />
        <p className="alloc-note">
          <FormattedMessage id="intraday.form.note" />
        </p>
        <FormError>{error ? <FormattedMessage id={error} /> : null}</FormError>
        <Button onClick={() => void submit()} loading={busy} data-testid="it-submit">
          <FormattedMessage id="intraday.form.submit" />
        </Button>
      </section>
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
