import { useLang } from '../../i18n/useLang';
import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import type { OpsFollow_TradesQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select, TextField, TextInput } from '../../ui/Field';
import { useConfirm } from '../../ui/Dialog';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount, formatPrice } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { useToast } from '../../ui/Toast';
import { EMPTY_TEXTS, LocalisedTextFields, toTextInput, translatedInto } from '../LocalisedTextFields';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, StatusBadge, useFormatDateTime } from '../parts';
import { checkTradeDraft, EMPTY_TRADE, type TradeDraft } from './followForm';
import {
  CancelFollowTradeMutation,
  CreateFollowInstitutionMutation,
  OpsFollowInstitutionsQuery,
  OpsFollowTradesQuery,
  PublishFollowTradeMutation,
} from './queries';

type Trade = OpsFollow_TradesQuery['followTrades']['items'][number];

/**
 * Ops: institutional follow. Institutions (name, description, who pays whom), publishing their trades
 * (stock, disclosed buy price, flat fee, quantity limits, window: a past window is a historical record for
 * the track record), every published trade with its phase, live price and follows, cancelling one with a
 * reason (every follow in progress released). Every action is audited by the server.
 */
export function OpsFollowPage() {
  const institutions = useQuery(OpsFollowInstitutionsQuery, { variables: { first: 50 }, fetchPolicy: 'cache-and-network' });
  const lang = useLang();
  const trades = useQuery(OpsFollowTradesQuery, { variables: { first: 20, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <OpsPageTitle id="ops.menu.follow" />
      <p className="ops-intro">
        <FormattedMessage id="ops.follow.intro" />
      </p>
      <InstitutionForm onSaved={() => void institutions.refetch()} />
      <QueryBoundary query={institutions}>
        {({ followInstitutions }) => (
          <>
            <ul className="ops-list" data-testid="ops-follow-institutions">
              {followInstitutions.items.map((i) => (
                <li key={i.id} className="ops-card" data-testid="ops-follow-institution" data-id={i.id}>
                  <div className="ops-card__head">
                    <span className="ops-card__title">{i.name}</span>
                  </div>
                  <dl className="ops-facts">
                    <Fact label={<FormattedMessage id="ops.follow.field.description" />}>{i.descriptionTranslations.en}</Fact>
                    <Fact label={<FormattedMessage id="ops.follow.field.disclosures" />}>{i.disclosuresTranslations.en}</Fact>
                    <Fact label={<FormattedMessage id="ops.text.translations" />} testId="ops-follow-translated">
                      {translatedInto(i.descriptionTranslations)}
                    </Fact>
                  </dl>
                </li>
              ))}
            </ul>
            <TradeForm
              institutions={followInstitutions.items.map((i) => ({ id: i.id, name: i.name }))}
              onPublished={() => void trades.refetch()}
            />
          </>
        )}
      </QueryBoundary>
      <h2 className="ops-intro">
        <FormattedMessage id="ops.follow.tradesTitle" />
      </h2>
      <QueryBoundary query={trades}>
        {({ followTrades }) =>
          followTrades.items.length === 0 ? (
            <EmptyLine id="ops.follow.noTrades" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-follow-trades">
                {followTrades.items.map((t) => (
                  <TradeCard key={t.id} t={t} onChanged={() => void trades.refetch()} />
                ))}
              </ul>
              <LoadMore nextCursor={followTrades.nextCursor} fetchMore={trades.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}

function InstitutionForm({ onSaved }: { onSaved: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState(EMPTY_TEXTS);
  const [disclosures, setDisclosures] = useState(EMPTY_TEXTS);
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useMutation(CreateFollowInstitutionMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(intl.formatMessage({ id: 'error.FOLLOW_INSTITUTION_INVALID' }));
    try {
      await create({
        variables: {
          input: { name: name.trim(), descriptionText: toTextInput(description), disclosuresText: toTextInput(disclosures) },
        },
      });
      toast.success(intl.formatMessage({ id: 'ops.follow.institutionCreated' }));
      setName('');
      setDescription(EMPTY_TEXTS);
      setDisclosures(EMPTY_TEXTS);
      onSaved();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return (
    <form className="ops-card ops-form" onSubmit={submit} noValidate data-testid="ops-follow-institution-form">
      <p className="ops-intro">
        <FormattedMessage id="ops.follow.newInstitution" />
      </p>
      <TextField label={<FormattedMessage id="ops.follow.field.name" />} value={name} onChange={setName} testId="ops-follow-inst-name" />
      <LocalisedTextFields
        label={<FormattedMessage id="ops.follow.field.description" />}
        value={description}
        onChange={setDescription}
        testId="ops-follow-inst-description"
        multiLine
        maxLength={2000}
      />
      <LocalisedTextFields
        label={<FormattedMessage id="ops.follow.field.disclosures" />}
        value={disclosures}
        onChange={setDisclosures}
        testId="ops-follow-inst-disclosures"
        multiLine
        maxLength={2000}
      />
      <p className="field__hint">
        <FormattedMessage id="ops.follow.field.disclosuresHint" />
      </p>
      <FormError>{error}</FormError>
      <Button type="submit" loading={state.loading} data-testid="ops-follow-inst-submit">
        <FormattedMessage id="ops.follow.createInstitution" />
      </Button>
    </form>
  );
}

const TEXT: ReadonlyArray<{ key: keyof TradeDraft; label: string; hint?: string; inputMode?: 'decimal' | 'numeric'; type?: string }> = [
  { key: 'symbol', label: 'ops.ipo.field.symbol', hint: 'ops.ipo.field.symbolHint' },
  { key: 'buyPrice', label: 'follow.field.buyPrice', hint: 'ops.follow.field.buyPriceHint', inputMode: 'decimal' },
  { key: 'fee', label: 'follow.field.fee', hint: 'ops.follow.field.feeHint', inputMode: 'decimal' },
  { key: 'minQuantity', label: 'ops.follow.field.minQuantity', inputMode: 'numeric' },
  { key: 'maxQuantity', label: 'ops.follow.field.maxQuantity', inputMode: 'numeric' },
  { key: 'opensAt', label: 'ops.follow.field.opensAt', type: 'datetime-local' },
  { key: 'closesAt', label: 'ops.follow.field.closesAt', type: 'datetime-local' },
];

function TradeForm({ institutions, onPublished }: { institutions: Array<{ id: string; name: string }>; onPublished: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [draft, setDraft] = useState<TradeDraft>({ ...EMPTY_TRADE, institutionId: institutions[0]?.id ?? '' });
  const [error, setError] = useState<string | null>(null);
  const [publish, state] = useMutation(PublishFollowTradeMutation);
  const set = (key: keyof TradeDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const institutionId = draft.institutionId || institutions[0]?.id || '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkTradeDraft({ ...draft, institutionId });
    if (!checked.ok) return setError(intl.formatMessage({ id: checked.messageId }));
    try {
      await publish({ variables: { input: checked.input } });
      toast.success(intl.formatMessage({ id: 'ops.follow.published' }));
      onPublished();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return (
    <form className="ops-card ops-form" onSubmit={submit} noValidate data-testid="ops-follow-trade-form">
      <p className="ops-intro">
        <FormattedMessage id="ops.follow.publishTitle" />
      </p>
      <FieldRow label={<FormattedMessage id="follow.field.institution" />} htmlFor="ops-follow-trade-institution">
        <Select
          id="ops-follow-trade-institution"
          value={institutionId}
          onChange={set('institutionId')}
          testId="ops-follow-trade-institution"
        >
          {institutions.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </Select>
      </FieldRow>
      {TEXT.map((f) => (
        <TextField
          key={f.key}
          type={f.type}
          step={f.type ? 1 : undefined}
          label={<FormattedMessage id={f.label} />}
          hint={f.hint ? <FormattedMessage id={f.hint} /> : undefined}
          value={draft[f.key]}
          onChange={set(f.key)}
          inputMode={f.inputMode}
          autoComplete="off"
          testId={`ops-follow-trade-${f.key}`}
        />
      ))}
      <p className="ops-intro">
        <FormattedMessage id="ops.follow.historyHint" />
      </p>
      <FormError>{error}</FormError>
      <Button type="submit" loading={state.loading} data-testid="ops-follow-trade-submit">
        <FormattedMessage id="ops.follow.publish" />
      </Button>
    </form>
  );
}

function TradeCard({ t, onChanged }: { t: Trade; onChanged: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, state] = useMutation(CancelFollowTradeMutation);
  const cur = t.settlementCurrency;
  const cancellable = t.status === 'PUBLISHED' && t.phase !== 'ENDED';
  const onCancel = async () => {
    setError(null);
    if (!reason.trim()) return setError(intl.formatMessage({ id: 'ops.ipo.reasonRequired' }));
    const ok = await confirm({
      title: intl.formatMessage({ id: 'ops.follow.cancelTitle' }),
      message: intl.formatMessage({ id: 'ops.follow.cancelMessage' }, { followers: t.followers }),
      danger: true,
      confirmText: intl.formatMessage({ id: 'ops.follow.cancel' }),
    });
    if (!ok) return;
    try {
      await cancel({ variables: { input: { id: t.id, reason: reason.trim() } } });
      toast.success(intl.formatMessage({ id: 'ops.follow.cancelled' }));
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return (
    <li className="ops-card" data-testid="ops-follow-trade" data-id={t.id} data-status={t.status} data-phase={t.phase}>
      <div className="ops-card__head">
        <span className="ops-card__title">
          {t.institution.name} · {t.stockName} · {t.symbol}
        </span>
        <span className="ops-badges">
          <StatusBadge status={`follow_${t.phase.toLowerCase()}`} testId="ops-follow-trade-phase" />
        </span>
      </div>
      <dl className="ops-facts">
        <Fact label={<FormattedMessage id="follow.field.marketPrice" />}>
          {t.marketPrice ? formatPrice(intl, t.marketPrice, cur) : '—'} <SimulatedTag simulated={t.marketPrice ? t.simulated : false} />
        </Fact>
        <Fact label={<FormattedMessage id="follow.field.buyPrice" />}>{formatPrice(intl, t.buyPrice, cur)}</Fact>
        <Fact label={<FormattedMessage id="follow.field.fee" />}>{formatMoney(t.fee, cur)}</Fact>
        <Fact label={<FormattedMessage id="follow.field.limits" />}>
          {formatCount(intl, t.minQuantity)} – {formatCount(intl, t.maxQuantity)}
        </Fact>
        <Fact label={<FormattedMessage id="ops.follow.field.opensAt" />}>{formatDateTime(t.opensAt)}</Fact>
        <Fact label={<FormattedMessage id="ops.follow.field.closesAt" />}>{formatDateTime(t.closesAt)}</Fact>
        <Fact label={<FormattedMessage id="ops.follow.followers" />} testId="ops-follow-trade-followers">
          {formatCount(intl, t.followers)}
        </Fact>
        {t.cancelReason && <Fact label={<FormattedMessage id="ops.ipo.cancelReason" />}>{t.cancelReason}</Fact>}
      </dl>
      <div className="ops-card__actions">
        <Button
          variant="secondary"
          block={false}
          onClick={() => navigate(`${OPS_PATH}/follow/${t.id}/follows`)}
          data-testid="ops-follow-follows-open"
        >
          <FormattedMessage id="ops.follow.follows" />
        </Button>
      </div>
      {cancellable && (
        <div className="ops-refuse">
          <div className="input-box">
            <TextInput
              value={reason}
              onChange={setReason}
              placeholder={intl.formatMessage({ id: 'ops.follow.cancelReason' })}
              testId="ops-follow-cancel-reason"
            />
          </div>
          <div className="ops-buttons">
            <Button
              variant="secondary"
              block={false}
              loading={state.loading}
              onClick={() => void onCancel()}
              data-testid="ops-follow-cancel"
            >
              <FormattedMessage id="ops.follow.cancel" />
            </Button>
          </div>
        </div>
      )}
      <FormError>{error}</FormError>
    </li>
  );
}
