import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RealName_MineQuery } from '../../gql/graphql';
import { useReviewReasonText } from '../../i18n/reviewReasons';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select, TextField } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { formatE164 } from '../auth/phone';
import { useSession } from '../auth/useSession';
import { useCountryName, useCountryOptions } from '../../ui/countries';
import { IdImageField } from './IdImageField';
import { MyRealNameQuery, SubmitRealNameMutation } from './queries';
import { REAL_NAME_QUERIES } from './queryNames';
import { checkDraft, maskIdNumber, type RealNameDraft } from './rules';
import './real-name.css';

type Submission = NonNullable<RealName_MineQuery['myRealName']>;

/** Real-name verification: the status of the latest submission, and the form when one may be filed. */
export function RealNameScreen() {
  const query = useQuery(MyRealNameQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ myRealName }) => (
        <div className="real-name">
          {myRealName && <StatusCard submission={myRealName} />}
          {(!myRealName || myRealName.status === 'REJECTED') && <RealNameForm previous={myRealName ?? null} />}
        </div>
      )}
    </QueryBoundary>
  );
}

const TONE: Record<string, 'pending' | 'ok' | 'failed'> = { PENDING: 'pending', PASSED: 'ok', REJECTED: 'failed' };
const ICON = { PENDING: 'clock', PASSED: 'shield', REJECTED: 'alert' } as const;

/** Under review / passed / rejected with the reason in the reader's language and ops' note. */
function StatusCard({ submission: s }: { submission: Submission }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const reasonText = useReviewReasonText();
  const tone = TONE[s.status] ?? 'pending';
  const at = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions);
  const title = { PENDING: 'realName.pendingTitle', PASSED: 'realName.passedTitle', REJECTED: 'realName.rejectedTitle' }[s.status];
  const text = { PENDING: 'realName.pendingText', PASSED: 'realName.passedText', REJECTED: 'realName.rejectedText' }[s.status];
  return (
    <section className={`card real-name-status real-name-status--${tone}`} data-testid="real-status" data-status={s.status}>
      <div className="real-name-status__head">
        <span className="real-name-status__icon" aria-hidden="true">
          <Icon name={ICON[s.status as keyof typeof ICON] ?? 'clock'} size={28} />
        </span>
        <div>
          <h2 className="real-name-status__title" data-testid="real-status-title">
            <FormattedMessage id={title ?? 'realName.pendingTitle'} />
          </h2>
          <p className="real-name-status__text">
            <FormattedMessage id={text ?? 'realName.pendingText'} />
          </p>
        </div>
      </div>
      {s.status === 'REJECTED' && (
        <div className="real-name-status__reason" data-testid="real-reason">
          <p>
            <strong>
              <FormattedMessage id="realName.reason" />
            </strong>{' '}
            {reasonText(s.reasonCode, null)}
          </p>
          {s.note && (
            <p data-testid="real-note">
              <strong>
                <FormattedMessage id="realName.note" />
              </strong>{' '}
              {s.note}
            </p>
          )}
        </div>
      )}
      <Summary
        testId="real-summary"
        rows={[
          {
            key: 'status',
            label: <FormattedMessage id="realName.reference" />,
            value: (
              <span className="real-name-status__ref">
                {s.submissionNo}
                <span className={`status status--${tone}`} data-testid="real-status-badge">
                  <FormattedMessage id={`realName.status.${s.status}`} />
                </span>
              </span>
            ),
          },
          { key: 'idName', label: <FormattedMessage id="realName.idName" />, value: s.idName },
          { key: 'idNumber', label: <FormattedMessage id="realName.idNumber" />, value: s.idNumberMasked },
          { key: 'nationality', label: <FormattedMessage id="realName.nationality" />, value: countryName(s.nationality) },
          { key: 'phone', label: <FormattedMessage id="realName.phone" />, value: formatE164(s.phone) },
          { key: 'residence', label: <FormattedMessage id="realName.residence" />, value: s.residence },
          { key: 'submitted', label: <FormattedMessage id="realName.submittedAt" />, value: at(s.createdAt) },
          ...(s.decidedAt ? [{ key: 'decided', label: <FormattedMessage id="realName.decidedAt" />, value: at(s.decidedAt) }] : []),
        ]}
      />
    </section>
  );
}

/** The form: every field and both images required ('Missing information'), checked here and by the server. */
function RealNameForm({ previous }: { previous: Submission | null }) {
  const intl = useIntl();
  const { me } = useSession();
  const countries = useCountryOptions();
  // After a rejection the details come back (the images do not: they stay with the rejected submission).
  const [draft, setDraft] = useState<RealNameDraft>(() => ({
    idName: previous?.idName ?? '',
    idNumber: '',
    nationality: previous?.nationality ?? '',
    phone: previous ? formatE164(previous.phone) : me?.phone ? formatE164(me.phone) : '',
    residence: previous?.residence ?? '',
    frontUploadId: null,
    backUploadId: null,
  }));
  const [errorId, setErrorId] = useState<string | null>(null);
  // After a submit the form's own check found a problem, it follows the draft: the red 'Missing
  // information' goes (or turns into the next problem) as the user fills the fields in.
  const [checking, setChecking] = useState(false);
  const live = checking ? checkDraft(draft) : null;
  const shownError = live ? (live.ok ? null : live.messageId) : errorId;
  // Images still going up, by side: the form waits for them before it submits.
  const [uploading, setUploading] = useState({ front: false, back: false });
  const busyWith = (side: 'front' | 'back') => (busy: boolean) => setUploading((u) => ({ ...u, [side]: busy }));
  const submit = useConfirmedMutation(SubmitRealNameMutation, { onError: setErrorId });
  const set = (field: keyof RealNameDraft) => (value: string | null) => setDraft((d) => ({ ...d, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy || uploading.front || uploading.back) return;
    const checked = checkDraft(draft);
    if (!checked.ok) return setChecking(true);
    setChecking(false);
    setErrorId(null);
    await submit.run({
      confirm: {
        title: intl.formatMessage({ id: 'realName.confirmTitle' }),
        message: intl.formatMessage(
          { id: 'realName.confirmMessage' },
          { name: checked.input.idName, idNumber: maskIdNumber(checked.input.idNumber) },
        ),
        confirmText: intl.formatMessage({ id: 'realName.submit' }),
      },
      variables: { input: checked.input },
      refetchQueries: REAL_NAME_QUERIES,
      done: 'realName.submitted',
    });
  };

  return (
    <form className="card form-card real-name-form" onSubmit={onSubmit} noValidate data-testid="real-form">
      {previous?.status === 'REJECTED' ? (
        <h2 className="real-name-form__title">
          <FormattedMessage id="realName.resubmitTitle" />
        </h2>
      ) : (
        <p className="real-name-form__intro">
          <FormattedMessage id="realName.intro" />
        </p>
      )}
      <TextField
        label={<FormattedMessage id="realName.idName" />}
        value={draft.idName}
        onChange={set('idName')}
        placeholder={intl.formatMessage({ id: 'realName.idNamePlaceholder' })}
        autoComplete="name"
        testId="real-idName"
      />
      <TextField
        label={<FormattedMessage id="realName.idNumber" />}
        value={draft.idNumber}
        onChange={set('idNumber')}
        placeholder={intl.formatMessage({ id: 'realName.idNumberPlaceholder' })}
        autoComplete="off"
        autoCapitalize="characters"
        testId="real-idNumber"
      />
      <FieldRow label={<FormattedMessage id="realName.nationality" />} htmlFor="real-nationality">
        <Select
          id="real-nationality"
          className="real-name-form__select"
          value={draft.nationality}
          onChange={set('nationality')}
          testId="real-nationality"
        >
          <option value="" disabled>
            {intl.formatMessage({ id: 'realName.chooseNationality' })}
          </option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </FieldRow>
      <TextField
        label={<FormattedMessage id="realName.phone" />}
        value={draft.phone}
        onChange={set('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+34 612 345 678"
        testId="real-phone"
      />
      <TextField
        label={<FormattedMessage id="realName.residence" />}
        value={draft.residence}
        onChange={set('residence')}
        placeholder={intl.formatMessage({ id: 'realName.residencePlaceholder' })}
        autoComplete="street-address"
        testId="real-residence"
      />
      <div className="real-name-form__images">
        <IdImageField
          side="front"
          label={<FormattedMessage id="realName.front" />}
          onChange={set('frontUploadId')}
          onBusyChange={busyWith('front')}
        />
        <IdImageField
          side="back"
          label={<FormattedMessage id="realName.back" />}
          onChange={set('backUploadId')}
          onBusyChange={busyWith('back')}
        />
      </div>
      <p className="field__hint">
        <FormattedMessage id="realName.imagesHint" />
      </p>
      <FormError>{shownError && <FormattedMessage id={shownError} />}</FormError>
      <Button type="submit" loading={submit.busy || uploading.front || uploading.back} data-testid="real-submit">
        <FormattedMessage id="realName.submit" />
      </Button>
    </form>
  );
}
