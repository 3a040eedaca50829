import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Security_OverviewQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError, TextField } from '../../ui/Field';
import { HelpArticleLink } from '../../ui/HelpArticleLink';
import { QueryBoundary } from '../../ui/PageState';
import { UserTime } from '../../ui/time/Zoned';
import { useToast } from '../../ui/Toast';
import { createPasskey, passkeyFailureId, passkeysSupported } from '../../ui/passkeys';
import {
  ConfirmTotpMutation,
  EndSessionMutation,
  FinishPasskeyRegistrationMutation,
  RemovePasskeyMutation,
  RemoveTotpMutation,
  SecurityQuery,
  StartPasskeyRegistrationMutation,
  StartTotpMutation,
  TwoStepMutation,
} from './securityQueries';
import { withStepUp } from '../../ui/stepUp';
import './security.css';

type Overview = Security_OverviewQuery;
const REFETCH = ['Security_Overview', 'SecondFactor_Status'];

/**
 * Mine → Security (issue 32): passkeys, the authenticator app with its recovery codes, two-step sign-in,
 * and the devices signed in. Adding or removing a factor and turning two-step sign-in off ask for a fresh
 * check first (the step-up sheet opens by itself).
 */
export function SecurityScreen() {
  const query = useQuery(SecurityQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {(data) => (
        <>
          <section className="card security-intro">
            <p>
              <FormattedMessage id="security.intro" />
            </p>
            <p className="security-intro__never">
              <FormattedMessage id="security.neverAsk" />
            </p>
            <HelpArticleLink slug="security-and-passkeys" />
          </section>
          <Passkeys data={data} />
          <AuthenticatorApp data={data} />
          <TwoStep data={data} />
          <Sessions data={data} />
        </>
      )}
    </QueryBoundary>
  );
}

function Passkeys({ data }: { data: Overview }) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [start, startState] = useMutation(StartPasskeyRegistrationMutation);
  const [finish, finishState] = useMutation(FinishPasskeyRegistrationMutation, { refetchQueries: REFETCH });
  const [remove] = useMutation(RemovePasskeyMutation, { refetchQueries: REFETCH });
  const supported = passkeysSupported();

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (label.length < 1 || label.length > 40) return setErrorId('error.PASSKEY_NAME_INVALID');
    setErrorId(null);
    try {
      const started = await withStepUp(() => start());
      const challenge = started.data!.startPasskeyRegistration;
      const response = await createPasskey(challenge.options);
      await withStepUp(() => finish({ variables: { challengeId: challenge.challengeId, name: label, response } }));
      toast.success(intl.formatMessage({ id: 'security.passkey.added' }));
      setNaming(false);
      setName('');
    } catch (error) {
      setErrorId(passkeyFailureId(error, errorMessageIdOf));
    }
  };

  const onRemove = async (p: { id: string; name: string }) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'security.passkey.removeTitle' }),
      message: intl.formatMessage({ id: 'security.passkey.removeMessage' }, { name: p.name }),
      confirmText: intl.formatMessage({ id: 'security.remove' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await withStepUp(() => remove({ variables: { id: p.id } }));
      toast.success(intl.formatMessage({ id: 'security.passkey.removed' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };

  return (
    <section className="card security-block" data-testid="security-passkeys">
      <h2 className="security-block__title">
        <FormattedMessage id="security.passkey.title" />
      </h2>
      <p className="security-block__text">
        <FormattedMessage id="security.passkey.text" />
      </p>
      {data.passkeys.length > 0 && (
        <ul className="security-list">
          {data.passkeys.map((p) => (
            <li key={p.id} className="security-list__item" data-testid="security-passkey">
              <span className="security-list__main">
                <span className="security-list__name">{p.name}</span>
                <span className="security-list__meta">
                  <FormattedMessage id="security.added" /> <UserTime at={p.createdAt} style="dateTime" />
                  {' · '}
                  {p.lastUsedAt ? (
                    <>
                      <FormattedMessage id="security.lastUsed" /> <UserTime at={p.lastUsedAt} />
                    </>
                  ) : (
                    <FormattedMessage id="security.neverUsed" />
                  )}
                </span>
              </span>
              <Button variant="ghost" block={false} onClick={() => onRemove(p)} data-testid="security-passkey-remove">
                <FormattedMessage id="security.remove" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!supported ? (
        <p className="security-block__note">
          <FormattedMessage id="security.passkey.unsupported" />
        </p>
      ) : naming ? (
        <form onSubmit={onAdd} noValidate>
          <TextField
            label={<FormattedMessage id="security.passkey.nameLabel" />}
            value={name}
            onChange={setName}
            maxLength={40}
            placeholder={intl.formatMessage({ id: 'security.passkey.namePlaceholder' })}
            testId="security-passkey-name"
          />
          <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
          <Button type="submit" loading={startState.loading || finishState.loading} data-testid="security-passkey-create">
            <FormattedMessage id="security.passkey.create" />
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setNaming(true)} data-testid="security-passkey-add">
          <FormattedMessage id="security.passkey.add" />
        </Button>
      )}
    </section>
  );
}

function AuthenticatorApp({ data }: { data: Overview }) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [start, startState] = useMutation(StartTotpMutation);
  const [remove] = useMutation(RemoveTotpMutation, { refetchQueries: REFETCH });
  const status = data.secondFactor;

  const onStart = async () => {
    setErrorId(null);
    try {
      const started = await withStepUp(() => start());
      setEnrolment(started.data!.startTotpEnrolment);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  const onRemove = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'security.totp.removeTitle' }),
      message: intl.formatMessage({ id: 'security.totp.removeMessage' }),
      confirmText: intl.formatMessage({ id: 'security.remove' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await withStepUp(() => remove());
      toast.success(intl.formatMessage({ id: 'security.totp.removed' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };

  return (
    <section className="card security-block" data-testid="security-totp">
      <h2 className="security-block__title">
        <FormattedMessage id="security.totp.title" />
      </h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <TotpEnrolment
          enrolment={enrolment}
          onConfirmed={(recovery) => {
            setEnrolment(null);
            setCodes(recovery);
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : status.totpEnabled ? (
        <>
          <p className="security-block__text" data-testid="security-totp-on">
            <FormattedMessage id="security.totp.on" values={{ count: status.recoveryCodesLeft }} />
          </p>
          <Button variant="ghost" block={false} onClick={onRemove} data-testid="security-totp-remove">
            <FormattedMessage id="security.remove" />
          </Button>
        </>
      ) : (
        <>
          <p className="security-block__text">
            <FormattedMessage id="security.totp.text" />
          </p>
          <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
          <Button variant="secondary" loading={startState.loading} onClick={onStart} data-testid="security-totp-start">
            <FormattedMessage id="security.totp.start" />
          </Button>
        </>
      )}
    </section>
  );
}

function TotpEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: { secret: string; uri: string };
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [confirmCode, state] = useMutation(ConfirmTotpMutation, { refetchQueries: REFETCH });

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(enrolment.uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enrolment.uri]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setErrorId('error.SECOND_FACTOR_CODE_INVALID');
    setErrorId(null);
    try {
      const result = await confirmCode({ variables: { code } });
      onConfirmed(result.data!.confirmTotpEnrolment);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  return (
    <form className="totp-enrolment" onSubmit={onSubmit} noValidate>
      <p className="security-block__text">
        <FormattedMessage id="security.totp.scan" />
      </p>
      <div className="totp-enrolment__qr">
        {qr ? (
          <img src={qr} width={200} height={200} alt={intl.formatMessage({ id: 'security.totp.qrAlt' })} />
        ) : (
          <span className="spinner" />
        )}
      </div>
      <p className="security-block__note">
        <FormattedMessage id="security.totp.typeInstead" />
      </p>
      <p className="totp-enrolment__secret" data-testid="security-totp-secret">
        {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <TextField
        label={<FormattedMessage id="security.totp.firstCode" />}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        placeholder={intl.formatMessage({ id: 'security.code.placeholder6' })}
        testId="security-totp-code"
      />
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={state.loading} data-testid="security-totp-confirm">
        <FormattedMessage id="security.totp.confirm" />
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="recovery-codes" data-testid="security-recovery-codes">
      <p className="security-block__text">
        <FormattedMessage id="security.recovery.text" />
      </p>
      <ol className="recovery-codes__list">
        {codes.map((c) => (
          <li key={c} data-testid="security-recovery-code">
            {c}
          </li>
        ))}
      </ol>
      <Button onClick={onDone} data-testid="security-recovery-done">
        <FormattedMessage id="security.recovery.saved" />
      </Button>
    </div>
  );
}

function TwoStep({ data }: { data: Overview }) {
  const intl = useIntl();
  const toast = useToast();
  const [set, state] = useMutation(TwoStepMutation, { refetchQueries: REFETCH });
  const status = data.secondFactor;
  const hasFactor = status.totpEnabled || status.passkeyCount > 0;
  const onChange = async (enabled: boolean) => {
    try {
      await withStepUp(() => set({ variables: { enabled } }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
  return (
    <section className="card security-block">
      <label className="switch-row" htmlFor="security-two-step">
        <span className="switch-row__text">
          <span className="switch-row__title">
            <FormattedMessage id="security.twoStep.title" />
          </span>
          <span className="switch-row__description">
            <FormattedMessage id={hasFactor ? 'security.twoStep.text' : 'security.twoStep.needsFactor'} />
          </span>
        </span>
        <input
          id="security-two-step"
          type="checkbox"
          role="switch"
          className="switch-row__input"
          checked={status.twoStepSignIn}
          aria-checked={status.twoStepSignIn}
          disabled={!hasFactor || state.loading}
          onChange={(e) => onChange(e.target.checked)}
          data-testid="security-two-step"
        />
      </label>
    </section>
  );
}

function Sessions({ data }: { data: Overview }) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const [end] = useMutation(EndSessionMutation, { refetchQueries: REFETCH });
  const label = (s: { system?: string | null; browser?: string | null }) =>
    [s.system, s.browser].filter(Boolean).join(' · ') || intl.formatMessage({ id: 'security.sessions.unknownDevice' });
  const onEnd = async (s: Overview['mySessions'][number]) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'security.sessions.endTitle' }),
      message: intl.formatMessage({ id: 'security.sessions.endMessage' }, { device: label(s) }),
      confirmText: intl.formatMessage({ id: 'security.sessions.end' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await end({ variables: { id: s.id } });
      toast.success(intl.formatMessage({ id: 'security.sessions.ended' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
  return (
    <section className="card security-block" data-testid="security-sessions">
      <h2 className="security-block__title">
        <FormattedMessage id="security.sessions.title" />
      </h2>
      <ul className="security-list">
        {data.mySessions.map((s) => (
          <li key={s.id} className="security-list__item" data-testid="security-session">
            <span className="security-list__main">
              <span className="security-list__name">
                {label(s)}
                {s.current && (
                  <span className="security-badge" data-testid="security-session-current">
                    <FormattedMessage id="security.sessions.thisDevice" />
                  </span>
                )}
              </span>
              <span className="security-list__meta">
                {s.ipMasked ?? ''}
                {s.ipMasked ? ' · ' : ''}
                <FormattedMessage id="security.sessions.signedIn" /> <UserTime at={s.signedInAt} />
              </span>
              <span className="security-list__meta">
                <FormattedMessage id="security.sessions.lastActive" /> <UserTime at={s.lastSeenAt} />
              </span>
            </span>
            {!s.current && (
              <Button variant="ghost" block={false} onClick={() => onEnd(s)} data-testid="security-session-end">
                <FormattedMessage id="security.sessions.end" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
