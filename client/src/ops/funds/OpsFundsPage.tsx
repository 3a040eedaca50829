import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { useToast } from '../../ui/Toast';
import { EMPTY_TEXTS, LocalisedTextFields, toTextInput, translatedInto } from '../LocalisedTextFields';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';

const ProductsQuery = graphql(`
  query OpsFunds_Products($first: Int!, $after: String) {
    opsFundProducts(first: $first, after: $after) {
      items {
        id
        translations {
          name {
            en
            fr
            es
            zhHans
            zhHant
          }
        }
        rateSource
        currency
        periodDays
        annualRate
        minAmount
        maxAmount
        autoApproveUpTo
        earlyFeeRate
        status
        createdAt
      }
      nextCursor
    }
  }
`);

const HoldingsQuery = graphql(`
  query OpsFunds_Holdings($first: Int!, $after: String) {
    opsFundHoldings(first: $first, after: $after) {
      items {
        id
        orderNo
        productName
        currency
        principal
        earnings
        earningDays
        status
        appliedAt
        endsAt
      }
      nextCursor
    }
  }
`);

const CreateMutation = graphql(`
  mutation OpsFunds_Create($input: FundProductInput!) {
    createFundProduct(input: $input) {
      id
    }
  }
`);

const StatusMutation = graphql(`
  mutation OpsFunds_SetStatus($id: ID!, $status: FundProductStatus!) {
    setFundProductStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const RunMutation = graphql(`
  mutation OpsFunds_RunAccrual {
    runFundAccrual
  }
`);

/** The server's limit of a disclosure in one language. */
const DISCLOSURE_MAX_LENGTH = 2000;

const EMPTY_TEXT_FIELDS = { name: EMPTY_TEXTS, underlying: EMPTY_TEXTS, rateSource: EMPTY_TEXTS, disclosure: EMPTY_TEXTS };
type TextKey = keyof typeof EMPTY_TEXT_FIELDS;

const EMPTY = {
  currency: 'EUR',
  periodDays: '30',
  annualRate: '0.035',
  minAmount: '100',
  maxAmount: '50000',
  autoApproveUpTo: '0',
  earlyFeeRate: '0.01',
};

/** Ops: publish fund products, open or close them, run the daily accrual, see every holding (purchases are reviewed in the inbox). */
export function OpsFundsPage() {
  const intl = useIntl();
  const toast = useToast();
  const money = useFormatMoney();
  const when = useFormatDateTime();
  const products = useQuery(ProductsQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const holdings = useQuery(HoldingsQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const refetch = ['OpsFunds_Products', 'OpsFunds_Holdings'];
  const [create, createState] = useMutation(CreateMutation, { refetchQueries: refetch });
  const [setStatus] = useMutation(StatusMutation, { refetchQueries: refetch });
  const [runAccrual, runState] = useMutation(RunMutation, { refetchQueries: refetch });
  const [f, setF] = useState(EMPTY);
  const [texts, setTexts] = useState(EMPTY_TEXT_FIELDS);
  const textField = (k: TextKey) => ({
    value: texts[k],
    onChange: (v: typeof EMPTY_TEXTS) => setTexts((t) => ({ ...t, [k]: v })),
    testId: `ops-fund-${k}`,
  });
  const [error, setError] = useState<string | null>(null);
  const field = (k: keyof typeof EMPTY) => ({
    value: f[k],
    onChange: (v: string) => setF((p) => ({ ...p, [k]: v })),
    testId: `ops-fund-${k}`,
  });
  const submit = async () => {
    setError(null);
    try {
      await create({
        variables: {
          input: {
            ...f,
            periodDays: Number(f.periodDays),
            nameText: toTextInput(texts.name),
            underlyingText: toTextInput(texts.underlying),
            rateSourceText: toTextInput(texts.rateSource),
            disclosureText: toTextInput(texts.disclosure),
          },
        },
      });
      toast.success(intl.formatMessage({ id: 'ops.fund.created' }));
      setF(EMPTY);
      setTexts(EMPTY_TEXT_FIELDS);
    } catch (e) {
      setError(errorMessageIdOf(e));
    }
  };
  return (
    <div className="ops-page" data-testid="ops-funds">
      <OpsPageTitle id="ops.menu.funds">
        <Button
          variant="secondary"
          block={false}
          loading={runState.loading}
          onClick={() => void runAccrual().then(() => toast.success(intl.formatMessage({ id: 'ops.fund.ran' })))}
          data-testid="ops-fund-run"
        >
          <FormattedMessage id="ops.fund.run" />
        </Button>
      </OpsPageTitle>
      <section className="ops-card">
        <h2 className="ops-card__title">
          <FormattedMessage id="ops.fund.new" />
        </h2>
        <LocalisedTextFields label={<FormattedMessage id="ops.fund.name" />} {...textField('name')} />
        <LocalisedTextFields label={<FormattedMessage id="fund.field.underlying" />} {...textField('underlying')} />
        <LocalisedTextFields label={<FormattedMessage id="fund.field.rateSource" />} {...textField('rateSource')} />
        <TextField label={<FormattedMessage id="ops.fund.currency" />} {...field('currency')} />
        <TextField label={<FormattedMessage id="ops.fund.periodDays" />} {...field('periodDays')} inputMode="numeric" />
        <TextField label={<FormattedMessage id="ops.fund.annualRate" />} {...field('annualRate')} inputMode="decimal" />
        <TextField label={<FormattedMessage id="ops.fund.minAmount" />} {...field('minAmount')} inputMode="decimal" />
        <TextField label={<FormattedMessage id="ops.fund.maxAmount" />} {...field('maxAmount')} inputMode="decimal" />
        <TextField label={<FormattedMessage id="ops.fund.autoApproveUpTo" />} {...field('autoApproveUpTo')} inputMode="decimal" />
        <TextField label={<FormattedMessage id="ops.fund.earlyFeeRate" />} {...field('earlyFeeRate')} inputMode="decimal" />
        <LocalisedTextFields
          label={<FormattedMessage id="ops.fund.disclosure" />}
          {...textField('disclosure')}
          multiLine
          maxLength={DISCLOSURE_MAX_LENGTH}
        />
        {error && <FormError>{intl.formatMessage({ id: error })}</FormError>}
        <Button onClick={() => void submit()} loading={createState.loading} data-testid="ops-fund-create">
          <FormattedMessage id="ops.fund.publish" />
        </Button>
      </section>
      <h2 className="ops-card__title">
        <FormattedMessage id="ops.fund.products" />
      </h2>
      {products.data?.opsFundProducts.items.length === 0 && <EmptyLine id="ops.fund.noProducts" />}
      <ul className="ops-list">
        {products.data?.opsFundProducts.items.map((p) => (
          <li key={p.id} className="ops-card" data-testid="ops-fund-item" data-status={p.status}>
            <div className="ops-card__head">
              <span className="ops-card__title">{p.translations.name.en}</span>
              <span className={`status status--${p.status === 'OPEN' ? 'ok' : 'neutral'}`}>
                <FormattedMessage id={`ops.fund.status.${p.status}`} />
              </span>
            </div>
            <dl className="ops-facts">
              <Fact label={<FormattedMessage id="ops.fund.annualRate" />}>{p.annualRate}</Fact>
              <Fact label={<FormattedMessage id="ops.fund.periodDays" />}>{p.periodDays}</Fact>
              <Fact label={<FormattedMessage id="fund.field.range" />}>
                {money(p.minAmount, p.currency)} – {money(p.maxAmount, p.currency)}
              </Fact>
              <Fact label={<FormattedMessage id="ops.fund.autoApproveUpTo" />}>
                {Number(p.autoApproveUpTo) > 0 ? money(p.autoApproveUpTo, p.currency) : <FormattedMessage id="ops.fund.noAutoApproval" />}
              </Fact>
              <Fact label={<FormattedMessage id="ops.fund.earlyFeeRate" />}>{p.earlyFeeRate}</Fact>
              <Fact label={<FormattedMessage id="fund.field.rateSource" />}>{p.rateSource}</Fact>
              <Fact label={<FormattedMessage id="ops.text.translations" />} testId="ops-fund-translated">
                {translatedInto(p.translations.name)}
              </Fact>
            </dl>
            <Button
              variant="secondary"
              block={false}
              onClick={() => void setStatus({ variables: { id: p.id, status: p.status === 'OPEN' ? 'CLOSED' : 'OPEN' } })}
              data-testid="ops-fund-toggle"
            >
              <FormattedMessage id={p.status === 'OPEN' ? 'ops.fund.close' : 'ops.fund.open'} />
            </Button>
          </li>
        ))}
      </ul>
      <LoadMore nextCursor={products.data?.opsFundProducts.nextCursor} fetchMore={products.fetchMore} />
      <h2 className="ops-card__title">
        <FormattedMessage id="ops.fund.holdings" />
      </h2>
      <ul className="ops-list">
        {holdings.data?.opsFundHoldings.items.map((h) => (
          <li key={h.id} className="ops-card" data-testid="ops-fund-holding" data-status={h.status}>
            <div className="ops-card__head">
              <span className="ops-card__title">
                {h.orderNo} · {h.productName}
              </span>
              <span className="status status--neutral">
                <FormattedMessage id={`fund.status.${h.status}`} />
              </span>
            </div>
            <dl className="ops-facts">
              <Fact label={<FormattedMessage id="fund.field.principal" />}>{money(h.principal, h.currency)}</Fact>
              <Fact label={<FormattedMessage id="fund.field.earnings" />}>{money(h.earnings, h.currency)}</Fact>
              <Fact label={<FormattedMessage id="fund.field.earningDays" />}>{h.earningDays}</Fact>
              <Fact label={<FormattedMessage id="fund.field.appliedAt" />}>{when(h.appliedAt)}</Fact>
              <Fact label={<FormattedMessage id="fund.field.endsAt" />}>{h.endsAt ? when(h.endsAt) : '—'}</Fact>
            </dl>
          </li>
        ))}
      </ul>
      <LoadMore nextCursor={holdings.data?.opsFundHoldings.nextCursor} fetchMore={holdings.fetchMore} />
    </div>
  );
}
