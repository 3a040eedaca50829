import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount } from '../../ui/price/format';
import { DraftFields, type TextFieldSpec, useOfferingSubmit } from '../allocation/OfferingForm';
import { LocalisedTextFields } from '../LocalisedTextFields';
import { OpsPageTitle } from '../parts';
import { type BlockTradeDraft, checkDraft, derivedFigures, draftOf, EMPTY_DRAFT } from './blockTradeForm';
import { CreateBlockTradeMutation, OpsBlockTradeOfferingQuery, UpdateBlockTradeMutation } from './queries';
import { useToast } from '../../ui/Toast';

/** Ops: a new block-trade offering, or the edit of one whose window has not opened (`/ops/block-trade/new`, `/ops/block-trade/:id`). */
export function OpsBlockTradeEditorPage() {
  const { id } = useParams();
  if (!id || id === 'new') return <Editor initial={EMPTY_DRAFT} />;
  return <ExistingEditor id={id} />;
}

function ExistingEditor({ id }: { id: string }) {
  const query = useQuery(OpsBlockTradeOfferingQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <QueryBoundary query={query}>
      {({ blockTradeOffering }) => <Editor id={id} initial={draftOf(blockTradeOffering)} currency={blockTradeOffering.currency} />}
    </QueryBoundary>
  );
}

type TextKey = Exclude<keyof BlockTradeDraft, 'opensAt' | 'closesAt' | 'codePolicy' | 'names'>;

const TEXT_FIELDS: ReadonlyArray<TextFieldSpec<TextKey>> = [
  { key: 'symbol', label: 'ops.ipo.field.symbol', hint: 'ops.ipo.field.symbolHint' },
  { key: 'subscriptionPrice', label: 'blockTrade.field.subscriptionPrice', hint: 'ops.ipo.field.priceHint', inputMode: 'decimal' },
  { key: 'hedgePrice', label: 'blockTrade.field.hedgePrice', hint: 'ops.blockTrade.field.hedgeHint', inputMode: 'decimal' },
  { key: 'feePercent', label: 'ops.blockTrade.field.feePercent', hint: 'ops.blockTrade.field.feeHint', inputMode: 'decimal' },
  { key: 'minAmount', label: 'blockTrade.field.minAmount', hint: 'ops.blockTrade.field.minHint', inputMode: 'decimal' },
  { key: 'ticketsAvailable', label: 'blockTrade.field.ticketsAvailable', hint: 'ops.blockTrade.field.ticketsHint', inputMode: 'numeric' },
  { key: 'maxTicketsPerUser', label: 'blockTrade.field.maxPerUser', inputMode: 'numeric' },
];

const DATE_SPECS = (['opensAt', 'closesAt'] as const).map((key) => ({ key, label: `blockTrade.field.${key}` }));

/** The stock's market settles in this currency (the server refuses others): for the derived amounts' preview. */
function currencyOf(symbol: string): string | null {
  const market = symbol.trim().toUpperCase().split(':')[0];
  return market === 'ES' ? 'EUR' : market === 'US' || market === 'GOLD' ? 'USD' : market === 'TW' ? 'TWD' : null;
}

function Derived({ draft, currency }: { draft: BlockTradeDraft; currency: string | null }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const d = derivedFigures(draft);
  const money = (v: string | null) =>
    v === null ? '—' : currency ? formatMoney(v, currency) : intl.formatNumber(v as unknown as number, { minimumFractionDigits: 2 });
  return (
    <div className="ops-card" data-testid="ops-bt-derived">
      <p className="ops-intro">
        <FormattedMessage id="ops.blockTrade.derivedTitle" />
      </p>
      <Summary
        testId="ops-bt-derived"
        rows={[
          {
            key: 'shares',
            label: <FormattedMessage id="ops.blockTrade.derived.shares" />,
            value: d.sharesOffered === null ? '—' : formatCount(intl, d.sharesOffered),
          },
          { key: 'value', label: <FormattedMessage id="ops.blockTrade.derived.value" />, value: money(d.offeringValue) },
          { key: 'max', label: <FormattedMessage id="ops.blockTrade.derived.maxPerPerson" />, value: money(d.maxPerPerson) },
          {
            key: 'hedge',
            label: <FormattedMessage id="ops.blockTrade.derived.hedgeBelow" />,
            value:
              d.hedgeBelow === null
                ? '—'
                : intl.formatNumber(d.hedgeBelow as unknown as number, { style: 'percent', maximumFractionDigits: 2 }),
          },
          { key: 'fee', label: <FormattedMessage id="ops.blockTrade.derived.feeOnMinimum" />, value: money(d.feeOnMinimum) },
        ]}
      />
    </div>
  );
}

function Editor({ id, initial, currency }: { id?: string; initial: BlockTradeDraft; currency?: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [draft, setDraft] = useState<BlockTradeDraft>(initial);
  const [create, creating] = useMutation(CreateBlockTradeMutation);
  const [update, updating] = useMutation(UpdateBlockTradeMutation);
  const set = (key: Exclude<keyof BlockTradeDraft, 'names'>) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { submit, error } = useOfferingSubmit({
    editing: Boolean(id),
    check: () => checkDraft(draft),
    save: (input) =>
      id
        ? update({ variables: { id, input }, refetchQueries: ['OpsBlockTrade_Offerings'] })
        : create({ variables: { input }, refetchQueries: ['OpsBlockTrade_Offerings'] }),
    toasts: { saved: 'ops.ipo.savedToast', created: 'ops.blockTrade.createdToast' },
    path: 'block-trade',
    onToast: (text) => toast.success(text),
  });

  return (
    <>
      <OpsPageTitle id={id ? 'ops.blockTrade.editTitle' : 'ops.blockTrade.newTitle'} />
      <p className="ops-intro">
        <FormattedMessage id="ops.blockTrade.formIntro" />
      </p>
      <form className="ops-card ops-form" onSubmit={submit} noValidate data-testid="ops-bt-form">
        <LocalisedTextFields
          label={<FormattedMessage id="ops.ipo.field.name" />}
          value={draft.names}
          onChange={(names) => setDraft((d) => ({ ...d, names }))}
          testId="ops-bt-name"
        />
        <DraftFields draft={draft} set={set} text={TEXT_FIELDS} dates={DATE_SPECS} testIdPrefix="ops-bt" />
        <p className="ops-intro">
          <FormattedMessage id="ops.blockTrade.datesHint" />
        </p>
        <FieldRow label={<FormattedMessage id="blockTrade.field.codePolicy" />} htmlFor="ops-bt-code-policy">
          <Select id="ops-bt-code-policy" value={draft.codePolicy} onChange={set('codePolicy')} testId="ops-bt-codePolicy">
            <option value="REAL_NAME">{intl.formatMessage({ id: 'blockTrade.codePolicyValue.REAL_NAME' })}</option>
          </Select>
        </FieldRow>
        <Derived draft={draft} currency={currency ?? currencyOf(draft.symbol)} />
        <FormError>{error}</FormError>
        <Button type="submit" loading={creating.loading || updating.loading} data-testid="ops-bt-submit">
          <FormattedMessage id={id ? 'ops.ipo.save' : 'ops.blockTrade.create'} />
        </Button>
      </form>
    </>
  );
}
