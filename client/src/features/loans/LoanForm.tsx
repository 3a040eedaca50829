import { useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoanForm_LimitQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { HelpArticleLink } from '../../ui/HelpArticleLink';
import { AmountField } from '../../ui/money/AmountField';
import { useFormatMoney } from '../../ui/money/format';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { Tabs } from '../../ui/Tabs';
import { formatE164 } from '../auth/phone';
import { dailyInterest, draftProblem, type LoanDraft, readDraft, saveDraft } from './loanDraft';
import { LoanIdentityQuery, LoanLimitQuery } from './queries';
import './loans.css';

type Limit = LoanForm_LimitQuery['loanLimit'];

export function usePercent(): (rate: string, digits?: number) => string {
  const intl = useIntl();
  return (rate, digits = 3) =>
    intl.formatNumber(rate as unknown as number, {
      style: 'percent',
      minimumFractionDigits: Math.min(2, digits),
      maximumFractionDigits: digits,
    });
}

/** The live credit limit and its terms (PRODUCT.md §5 "Stock-backed loan"). */
export function LimitCard({ l }: { l: Limit }) {
  const money = useFormatMoney();
  const percent = usePercent();
  const c = l.currency;
  return (
    <section className="card loan-limit" data-testid="loan-limit">
      <div className="loan-limit__figures">
        <div>
          <span className="loan-limit__label">
            <FormattedMessage id="loan.field.totalLimit" />
          </span>
          <strong data-testid="loan-total-limit">{money(l.totalLimit, c)}</strong>
        </div>
        <div>
          <span className="loan-limit__label">
            <FormattedMessage id="loan.field.borrowed" />
          </span>
          <strong data-testid="loan-borrowed">{money(l.borrowed, c)}</strong>
        </div>
        <div>
          <span className="loan-limit__label">
            <FormattedMessage id="loan.field.pendingRepayment" />
          </span>
          <strong data-testid="loan-pending-repayment">{money(l.pendingRepayment, c)}</strong>
        </div>
      </div>
      <Summary
        testId="loan-limit-terms"
        rows={[
          { key: 'available', label: <FormattedMessage id="loan.field.available" />, value: money(l.available, c), strong: true },
          {
            key: 'cap',
            label: <FormattedMessage id={l.vip ? 'loan.field.tierCapVip' : 'loan.field.tierCap'} />,
            value: <span data-testid="loan-tier-cap">{money(l.tierCap, c)}</span>,
          },
          {
            key: 'collateral',
            label: <FormattedMessage id="loan.field.collateralLimit" values={{ haircut: percent(l.haircut, 0) }} />,
            value: money(l.collateralLimit, c),
          },
          {
            key: 'rate',
            label: <FormattedMessage id="loan.field.rate" />,
            value: (
              <FormattedMessage
                id="loan.rateValue"
                values={{
                  rate: percent(l.annualRate),
                  benchmark: l.benchmarkName,
                  benchmarkRate: percent(l.benchmarkRate),
                  spread: percent(l.spread),
                  basis: l.dayBasis,
                }}
              />
            ),
          },
          { key: 'maintenance', label: <FormattedMessage id="loan.field.maintenance" />, value: percent(l.maintenanceRatio, 0) },
        ]}
      />
      <HelpArticleLink slug="loans-and-margin-calls" />
      {l.positions.length > 0 && (
        <ul className="loan-positions" data-testid="loan-positions">
          {l.positions.map((p) => (
            <li key={p.positionId} data-testid="loan-position">
              <span>
                {p.symbol} × {p.shares} {p.pledged && <FormattedMessage id="loan.pledged" />}
              </span>
              <span>
                {money(p.value, c)} · {percent(p.haircut, 0)} {p.stale && <FormattedMessage id="loan.stale" />}
                <SimulatedTag simulated={p.simulated} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The application form: every field, checked before the agreement page where it is signed. */
export function LoanForm() {
  const intl = useIntl();
  const nav = useNav();
  const money = useFormatMoney();
  const percent = usePercent();
  const [d, setD] = useState<LoanDraft>(
    () => readDraft() ?? { currency: 'EUR', amount: '', fullName: '', idNumber: '', address: '', phone: '', email: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const query = useQuery(LoanLimitQuery, { variables: { currency: d.currency }, fetchPolicy: 'cache-and-network', pollInterval: 15_000 });
  const set = (k: keyof LoanDraft) => (v: string) => setD((prev) => ({ ...prev, [k]: v }));
  // The verified identity fills in what the user has not typed: name, phone and address as on the
  // passed real-name record; the ID number is never sent to the client in full, so its field shows the
  // verified number's visible end as a guide.
  const identity = useQuery(LoanIdentityQuery, { fetchPolicy: 'cache-and-network' });
  const verified = identity.data?.myRealName?.status === 'PASSED' ? identity.data.myRealName : null;
  useEffect(() => {
    if (!verified) return;
    setD((prev) => ({
      ...prev,
      fullName: prev.fullName || verified.idName,
      phone: prev.phone || formatE164(verified.phone),
      address: prev.address || verified.residence,
    }));
  }, [verified]);
  const l = query.data?.loanLimit;
  const next = () => {
    const problem = draftProblem(d, l?.available ?? null);
    if (problem) {
      setError(problem);
      return;
    }
    saveDraft(d);
    nav.navigateTo(routeByName('loanProtocol').path);
  };
  return (
    <div className="loan-page">
      <Tabs
        value={d.currency}
        options={[
          { value: 'EUR', label: 'EUR' },
          { value: 'USD', label: 'USD' },
        ]}
        onChange={(c) => setD((prev) => ({ ...prev, currency: c }))}
        testId="loan-currency"
      />
      <QueryBoundary query={query}>{({ loanLimit }) => <LimitCard l={loanLimit} />}</QueryBoundary>
      <section className="card loan-form" data-testid="loan-form">
        <AmountField value={d.amount} onChange={set('amount')} currency={d.currency} testId="loan-amount" />
        {l && d.amount && /^\d+(\.\d{1,2})?$/.test(d.amount) && (
          <p className="loan-hint" data-testid="loan-interest-hint">
            <FormattedMessage
              id="loan.interestHint"
              values={{
                daily: money(dailyInterest(d.amount, l.annualRate, l.dayBasis), d.currency),
                rate: percent(l.annualRate),
                basis: l.dayBasis,
              }}
            />
          </p>
        )}
        {verified && (
          <p className="loan-hint" data-testid="loan-prefilled">
            <FormattedMessage id="loan.form.prefilled" />
          </p>
        )}
        <TextField
          label={<FormattedMessage id="loan.field.fullName" />}
          value={d.fullName}
          onChange={set('fullName')}
          testId="loan-name"
          autoComplete="name"
        />
        <TextField
          label={<FormattedMessage id="loan.field.idNumber" />}
          value={d.idNumber}
          onChange={set('idNumber')}
          placeholder={verified ? intl.formatMessage({ id: 'loan.form.idNumberVerified' }, { masked: verified.idNumberMasked }) : undefined}
          testId="loan-id-number"
        />
        <TextField
          label={<FormattedMessage id="loan.field.address" />}
          value={d.address}
          onChange={set('address')}
          testId="loan-address"
          autoComplete="street-address"
        />
        <TextField
          label={<FormattedMessage id="loan.field.phone" />}
          value={d.phone}
          onChange={set('phone')}
          testId="loan-phone"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          label={<FormattedMessage id="loan.field.email" />}
          value={d.email}
          onChange={set('email')}
          testId="loan-email"
          inputMode="email"
          autoComplete="email"
        />
        {error && <FormError>{intl.formatMessage({ id: error })}</FormError>}
        <Button onClick={next} data-testid="loan-next">
          <FormattedMessage id="loan.next" />
        </Button>
        <Button variant="ghost" onClick={() => nav.navigateTo(routeByName('loanRecord').path)} data-testid="loan-records-link">
          <FormattedMessage id="loan.records" />
        </Button>
      </section>
    </div>
  );
}
