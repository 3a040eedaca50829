import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FundList_ProductsQuery } from '../../gql/graphql';
import { useLang } from '../../i18n/useLang';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/Field';
import { AmountField } from '../../ui/money/AmountField';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { LocalisedText, localisedString } from '../../ui/text/LocalisedText';
import { amountProblem, expectedEarnings } from './fundRules';
import { BuyFundMutation, FundProductsQuery } from './queries';
import { FUND_QUERIES } from './queryNames';
import './funds.css';

type Product = FundList_ProductsQuery['fundProducts']['items'][number];

/** A daily rate (a fraction) as a percent with always four decimals, so two daily rates side by side read alike (0.0086 %, 0.0115 %). */
export function useDailyPercent(): (rate: string) => string {
  const intl = useIntl();
  return (rate) => intl.formatNumber(rate as unknown as number, { style: 'percent', minimumFractionDigits: 4, maximumFractionDigits: 4 });
}

/** A rate (a fraction) as a percent in the reader's format, up to four decimals. */
export function usePercent(): (rate: string, digits?: number) => string {
  const intl = useIntl();
  return (rate, digits = 4) =>
    intl.formatNumber(rate as unknown as number, {
      style: 'percent',
      minimumFractionDigits: Math.min(2, digits),
      maximumFractionDigits: digits,
    });
}

/** Funds open to purchase, each with its terms, disclosure and the purchase form (PRODUCT.md §5 "Funds"). */
export function FundList() {
  const nav = useNav();
  const lang = useLang();
  const query = useQuery(FundProductsQuery, { variables: { first: 20, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <div className="fund-page">
      <p className="fund-intro">
        <FormattedMessage id="fund.list.intro" />
      </p>
      <Button variant="secondary" onClick={() => nav.navigateTo(routeByName('fundRecord').path)} data-testid="fund-records-link">
        <FormattedMessage id="fund.list.records" />
      </Button>
      <QueryBoundary query={query}>
        {({ fundProducts }) =>
          fundProducts.items.length === 0 ? (
            <div className="card">
              <EmptyState title={<FormattedMessage id="fund.list.empty" />} />
            </div>
          ) : (
            <ul className="fund-list" data-testid="fund-list">
              {fundProducts.items.map((p) => (
                <FundCard key={p.id} p={p} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </div>
  );
}

/** How purchases are approved: automatically up to the published limit, or (no limit) every one by the team. */
export function ReviewRule({ limit, currency }: { limit: string; currency: string }) {
  const money = useFormatMoney();
  return Number(limit) > 0 ? (
    <FormattedMessage id="fund.reviewRule" values={{ amount: money(limit, currency) }} />
  ) : (
    <FormattedMessage id="fund.reviewRule.none" />
  );
}

export function FundCard({ p }: { p: Product }) {
  const percent = usePercent();
  const daily = useDailyPercent();
  const money = useFormatMoney();
  const [open, setOpen] = useState(false);
  return (
    <li className="card fund-card" data-testid="fund-card" data-id={p.id}>
      <div className="fund-card__head">
        <h2 className="fund-card__name" data-ops-content>
          <LocalisedText value={p.nameText} testId="fund-name" />
        </h2>
        <span className="fund-card__rate" data-testid="fund-rate">
          {percent(p.annualRate, 3)}
          <small>
            <FormattedMessage id="fund.field.perYear" />
          </small>
        </span>
      </div>
      <Summary
        testId="fund-terms"
        rows={[
          {
            key: 'underlying',
            label: <FormattedMessage id="fund.field.underlying" />,
            value: <LocalisedText value={p.underlyingText} testId="fund-underlying" />,
          },
          {
            key: 'rateSource',
            label: <FormattedMessage id="fund.field.rateSource" />,
            value: <LocalisedText value={p.rateSourceText} testId="fund-rate-source" />,
          },
          {
            key: 'period',
            label: <FormattedMessage id="fund.field.period" />,
            value: <FormattedMessage id="fund.days" values={{ n: p.periodDays }} />,
          },
          { key: 'daily', label: <FormattedMessage id="fund.field.dailyRate" />, value: daily(p.dailyRate) },
          {
            key: 'range',
            label: <FormattedMessage id="fund.field.range" />,
            value: `${money(p.minAmount, p.currency)} – ${money(p.maxAmount, p.currency)}`,
          },
          {
            key: 'early',
            label: <FormattedMessage id="fund.field.earlyRule" />,
            value: <FormattedMessage id="fund.earlyRule" values={{ rate: percent(p.earlyFeeRate, 3) }} />,
          },
          {
            key: 'review',
            label: <FormattedMessage id="fund.field.review" />,
            value: <ReviewRule limit={p.autoApproveUpTo} currency={p.currency} />,
          },
        ]}
      />
      <p className="fund-disclosure" data-ops-content>
        <LocalisedText value={p.disclosureText} testId="fund-disclosure" />
      </p>
      {open ? (
        <BuyForm p={p} onDone={() => setOpen(false)} />
      ) : (
        <Button onClick={() => setOpen(true)} data-testid="fund-buy-open">
          <FormattedMessage id="fund.buy" />
        </Button>
      )}
    </li>
  );
}

function BuyForm({ p, onDone }: { p: Product; onDone: () => void }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const percent = usePercent();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, mutating } = useConfirmedMutation(BuyFundMutation, { onError: (id) => setError(id) });
  const problem = amount ? amountProblem(amount, p.minAmount, p.maxAmount) : null;
  const earnings = !problem && amount ? expectedEarnings(amount, p.annualRate, p.periodDays) : null;
  const figures = (a: string, e: string) => [
    { key: 'principal', label: <FormattedMessage id="fund.field.principal" />, value: money(a, p.currency) },
    {
      key: 'period',
      label: <FormattedMessage id="fund.field.period" />,
      value: intl.formatMessage({ id: 'fund.days' }, { n: p.periodDays }),
    },
    { key: 'rate', label: <FormattedMessage id="fund.field.annualRate" />, value: percent(p.annualRate, 3) },
    { key: 'earnings', label: <FormattedMessage id="fund.field.expectedEarnings" />, value: money(e, p.currency) },
    { key: 'fee', label: <FormattedMessage id="fund.field.purchaseFee" />, value: money('0', p.currency) },
    { key: 'held', label: <FormattedMessage id="fund.field.heldNow" />, value: money(a, p.currency), strong: true },
  ];
  const submit = async () => {
    setError(null);
    const why = amountProblem(amount, p.minAmount, p.maxAmount);
    if (why) {
      setError(why);
      return;
    }
    const e = expectedEarnings(amount, p.annualRate, p.periodDays);
    const out = await run({
      keyFor: { productId: p.id, amount },
      variables: (idempotencyKey) => ({ input: { productId: p.id, amount, idempotencyKey } }),
      confirm: {
        title: intl.formatMessage({ id: 'fund.confirm.title' }),
        message: intl.formatMessage(
          { id: 'fund.confirm.message' },
          { name: localisedString(p.nameText, intl.formatMessage({ id: 'text.fallback.english' })) },
        ),
        details: <Summary testId="fund-confirm" rows={figures(amount, e)} />,
        confirmText: intl.formatMessage({ id: 'fund.buy' }),
      },
      done: 'fund.toast.bought',
      refetchQueries: [...FUND_QUERIES, ...CASH_BALANCE_QUERIES],
    });
    if (out.status === 'done') onDone();
  };
  return (
    <div className="fund-form" data-testid="fund-form">
      <AmountField value={amount} onChange={setAmount} currency={p.currency} testId="fund-amount" />
      {earnings && <Summary testId="fund-preview" rows={figures(amount, earnings)} />}
      {(error || problem) && (
        <FormError>
          {intl.formatMessage(
            { id: error ?? (problem as string) },
            { min: money(p.minAmount, p.currency), max: money(p.maxAmount, p.currency) },
          )}
        </FormError>
      )}
      <Button onClick={() => void submit()} loading={mutating} disabled={!amount} data-testid="fund-buy">
        <FormattedMessage id="fund.buy" />
      </Button>
    </div>
  );
}
