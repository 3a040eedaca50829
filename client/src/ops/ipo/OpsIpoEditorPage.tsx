import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { DraftFields, type TextFieldSpec, useOfferingSubmit } from '../allocation/OfferingForm';
import { LocalisedTextFields } from '../LocalisedTextFields';
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

const TEXT_FIELDS: ReadonlyArray<TextFieldSpec<Exclude<keyof IpoDraft, 'names'>>> = [
  { key: 'symbol', label: 'ops.ipo.field.symbol', hint: 'ops.ipo.field.symbolHint' },
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

const DATE_SPECS = DATE_FIELDS.map((key) => ({ key, label: DATE_LABELS[key] }));

function Editor({ id, initial }: { id?: string; initial: IpoDraft }) {
  const toast = useToast();
  const [draft, setDraft] = useState<IpoDraft>(initial);
  const [create, creating] = useMutation(CreateIpoMutation);
  const [update, updating] = useMutation(UpdateIpoMutation);
  const set = (key: Exclude<keyof IpoDraft, 'names'>) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { submit, error } = useOfferingSubmit({
    editing: Boolean(id),
    check: () => checkDraft(draft),
    save: (input) =>
      id
        ? update({ variables: { id, input }, refetchQueries: ['OpsIpo_Offerings'] })
        : create({ variables: { input }, refetchQueries: ['OpsIpo_Offerings'] }),
    toasts: { saved: 'ops.ipo.savedToast', created: 'ops.ipo.createdToast' },
    path: 'ipo',
    onToast: (text) => toast.success(text),
  });

  return (
    <>
      <OpsPageTitle id={id ? 'ops.ipo.editTitle' : 'ops.ipo.newTitle'} />
      <p className="ops-intro">
        <FormattedMessage id="ops.ipo.formIntro" />
      </p>
      <form className="ops-card ops-form" onSubmit={submit} noValidate data-testid="ops-ipo-form">
        <LocalisedTextFields
          label={<FormattedMessage id="ops.ipo.field.name" />}
          value={draft.names}
          onChange={(names) => setDraft((d) => ({ ...d, names }))}
          testId="ops-ipo-name"
        />
        <DraftFields draft={draft} set={set} text={TEXT_FIELDS} dates={DATE_SPECS} testIdPrefix="ops-ipo" />
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
