import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select, TextField } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount } from '../../ui/price/format';
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

type TextKey = Exclude<keyof BlockTradeDraft, 'opensAt' | 'closesAt' | 'codePolicy'>;

const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' }> = [
  { key: 'symbol', label: 'ops.ipo.field.symbol', hint: 'ops.ipo.field.symbolHint' },
  { key: 'name', label: 'ops.ipo.field.name' },
  { key: 'subscriptionPrice', label: 'blockTrade.field.subscriptionPrice', hint: 'ops.ipo.field.priceHint', inputMode: 'decimal' },
  { key: 'hedgePrice', label: 'blockTrade.field.hedgePrice', hint: 'ops.blockTrade.field.hedgeHint', inputMode: 'decimal' },
  { key: 'feePercent', label: 'ops.blockTrade.field.feePercent', hint: 'ops.blockTrade.field.feeHint', inputMode: 'decimal' },
  { key: 'minAmount', label: 'blockTrade.field.minAmount', hint: 'ops.blockTrade.field.minHint', inputMode: 'decimal' },
  { key: 'ticketsAvailable', label: 'blockTrade.field.ticketsAvailable', hint: 'ops.blockTrade.field.ticketsHint', inputMode: 'numeric' },
  { key: 'maxTicketsPerUser', label: 'blockTrade.field.maxPerUser', inputMode: 'numeric' },
];

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
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BlockTradeDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateBlockTradeMutation);
  const [update, updating] = useMutation(UpdateBlockTradeMutation);
  const set = (key: keyof BlockTradeDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const check = checkDraft(draft);
    if (!check.ok) return setError(intl.formatMessage({ id: check.messageId }));
    try {
      if (id) await update({ variables: { id, input: check.input }, refetchQueries: ['OpsBlockTrade_Offerings'] });
      else await create({ variables: { input: check.input }, refetchQueries: ['OpsBlockTrade_Offerings'] });
      toast.success(intl.formatMessage({ id: id ? 'ops.ipo.savedToast' : 'ops.blockTrade.createdToast' }));
      navigate(`${OPS_PATH}/block-trade`);
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  return (
    <>
      <OpsPageTitle id={id ? 'ops.blockTrade.editTitle' : 'ops.blockTrade.newTitle'} />
      <p className="ops-intro">
        <FormattedMessage id="ops.blockTrade.formIntro" />
      </p>
      <form className="ops-card ops-form" onSubmit={submit} noValidate data-testid="ops-bt-form">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={<FormattedMessage id={f.label} />}
            hint={f.hint ? <FormattedMessage id={f.hint} /> : undefined}
            value={draft[f.key]}
            onChange={set(f.key)}
            inputMode={f.inputMode}
            autoComplete="off"
            testId={`ops-bt-${f.key}`}
          />
        ))}
        {(['opensAt', 'closesAt'] as const).map((key) => (
          <TextField
            key={key}
            type="datetime-local"
            step={1}
            label={<FormattedMessage id={`blockTrade.field.${key}`} />}
            value={draft[key]}
            onChange={set(key)}
            testId={`ops-bt-${key}`}
          />
        ))}
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
