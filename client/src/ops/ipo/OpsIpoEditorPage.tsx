import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { OpsPageTitle } from '../parts';
import { checkDraft, DATE_FIELDS, draftOf, EMPTY_DRAFT, type IpoDraft } from './ipoForm';
import { CreateIpoMutation, OpsIpoOfferingQuery, UpdateIpoMutation } from './queries';

/** Ops: a new offering, or the edit of one that has not opened yet (`/ops/ipo/new`, `/ops/ipo/:id`). */
export function OpsIpoEditorPage() {
  const { id } = useParams();
  if (!id || id === 'new') return <Editor initial={EMPTY_DRAFT} />;
  return <ExistingEditor id={id} />;
}

function ExistingEditor({ id }: { id: string }) {
  const query = useQuery(OpsIpoOfferingQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return <QueryBoundary query={query}>{({ ipoOffering }) => <Editor id={id} initial={draftOf(ipoOffering)} />}</QueryBoundary>;
}

const TEXT_FIELDS: ReadonlyArray<{ key: keyof IpoDraft; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' }> = [
  { key: 'symbol', label: 'ops.ipo.field.symbol', hint: 'ops.ipo.field.symbolHint' },
  { key: 'name', label: 'ops.ipo.field.name' },
  { key: 'subscriptionPrice', label: 'ipo.field.subscriptionPrice', hint: 'ops.ipo.field.priceHint', inputMode: 'decimal' },
  { key: 'referencePrice', label: 'ipo.field.referencePrice', hint: 'ops.ipo.field.referenceHint', inputMode: 'decimal' },
  { key: 'underwritingShares', label: 'ipo.field.underwritingShares', hint: 'ops.ipo.field.underwritingHint', inputMode: 'numeric' },
  { key: 'totalShares', label: 'ipo.field.totalShares', inputMode: 'numeric' },
  { key: 'lotSize', label: 'ipo.field.lotSize', inputMode: 'numeric' },
  { key: 'maxLots', label: 'ops.ipo.field.maxLots', inputMode: 'numeric' },
  { key: 'processingFee', label: 'ipo.field.processingFee', hint: 'ops.ipo.field.feeHint', inputMode: 'decimal' },
];

const DATE_LABELS: Record<(typeof DATE_FIELDS)[number], string> = {
  opensAt: 'ipo.field.opensAt',
  closesAt: 'ipo.field.closesAt',
  drawsAt: 'ipo.field.drawsAt',
  payBy: 'ipo.field.payBy',
  issuesAt: 'ipo.field.issuesAt',
};

function Editor({ id, initial }: { id?: string; initial: IpoDraft }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<IpoDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateIpoMutation);
  const [update, updating] = useMutation(UpdateIpoMutation);
  const set = (key: keyof IpoDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const check = checkDraft(draft);
    if (!check.ok) return setError(intl.formatMessage({ id: check.messageId }));
    try {
      if (id) await update({ variables: { id, input: check.input }, refetchQueries: ['OpsIpo_Offerings'] });
      else await create({ variables: { input: check.input }, refetchQueries: ['OpsIpo_Offerings'] });
      toast.success(intl.formatMessage({ id: id ? 'ops.ipo.savedToast' : 'ops.ipo.createdToast' }));
      navigate(`${OPS_PATH}/ipo`);
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  return (
    <>
      <OpsPageTitle id={id ? 'ops.ipo.editTitle' : 'ops.ipo.newTitle'} />
      <p className="ops-intro">
        <FormattedMessage id="ops.ipo.formIntro" />
      </p>
      <form className="ops-card ops-form" onSubmit={submit} noValidate data-testid="ops-ipo-form">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={<FormattedMessage id={f.label} />}
            hint={f.hint ? <FormattedMessage id={f.hint} /> : undefined}
            value={draft[f.key]}
            onChange={set(f.key)}
            inputMode={f.inputMode}
            autoComplete="off"
            testId={`ops-ipo-${f.key}`}
          />
        ))}
        {DATE_FIELDS.map((key) => (
          <TextField
            key={key}
            type="datetime-local"
            step={1}
            label={<FormattedMessage id={DATE_LABELS[key]} />}
            value={draft[key]}
            onChange={set(key)}
            testId={`ops-ipo-${key}`}
          />
        ))}
        <p className="ops-intro">
          <FormattedMessage id="ops.ipo.datesHint" />
        </p>
        <FormError>{error}</FormError>
        <Button type="submit" loading={creating.loading || updating.loading} data-testid="ops-ipo-submit">
          <FormattedMessage id={id ? 'ops.ipo.save' : 'ops.ipo.create'} />
        </Button>
      </form>
    </>
  );
}
