import { withStepUp } from '../../ui/stepUp';
import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ApiScope } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FieldRow, FormError, Select, TextField } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { BottomSheet } from '../../ui/Sheet';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { UserTime } from '../../ui/time/Zoned';
import { useCopyWithToast } from '../../ui/copyText';
import '../../ui/money/money.css';
import './api-tokens.css';

const ApiTokensQuery = graphql(`
  query ApiTokens_List {
    myApiTokens {
      id
      name
      prefix
      scopes
      status
      createdAt
      expiresAt
      lastUsedAt
      revokedAt
      app {
        id
        name
      }
    }
    apiClientApps {
      id
      name
      owner
      allowedScopes
    }
  }
`);

const CreateApiTokenMutation = graphql(`
  mutation ApiTokens_Create($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
      }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation ApiTokens_Revoke($id: ID!) {
    revokeApiToken(id: $id) {
      id
      status
      revokedAt
    }
  }
`);

const SCOPES: readonly ApiScope[] = ['READ', 'TRADE'];
const LIFETIMES = [30, 90, 365] as const;
export const TOKEN_NAME_MAX = 40;

/** Personal API tokens: what they are for, the list with revoke, a new one shown once. */
export function ApiTokens() {
  const intl = useIntl();
  const query = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const revoke = useConfirmedMutation(RevokeApiTokenMutation);

  const onRevoke = (token: { id: string; name: string }) =>
    revoke.run({
      confirm: {
        title: intl.formatMessage({ id: 'apiTokens.revokeTitle' }),
        message: intl.formatMessage({ id: 'apiTokens.revokeMessage' }, { name: token.name }),
        confirmText: intl.formatMessage({ id: 'apiTokens.revoke' }),
        danger: true,
      },
      variables: { id: token.id },
      done: 'apiTokens.revoked',
    });

  return (
    <>
      <section className="card api-tokens-intro">
        <p>
          <FormattedMessage id="apiTokens.intro" />
        </p>
        <p className="api-tokens-intro__never">
          <FormattedMessage id="apiTokens.never" />
        </p>
        <a className="api-tokens-intro__docs" href="/docs/schema" target="_blank" rel="noreferrer">
          <FormattedMessage id="apiTokens.docs" />
        </a>
      </section>
      <QueryBoundary query={query}>
        {({ myApiTokens, apiClientApps }) => (
          <>
            {myApiTokens.length === 0 ? (
              <div className="card">
                <EmptyState
                  icon="lock"
                  title={<FormattedMessage id="apiTokens.emptyTitle" />}
                  description={<FormattedMessage id="apiTokens.emptyText" />}
                />
              </div>
            ) : (
              <ul className="record-list" data-testid="api-token-list">
                {myApiTokens.map((t) => (
                  <li key={t.id} className="card api-token" data-testid="api-token">
                    <div className="api-token__top">
                      <span className="api-token__name">{t.name}</span>
                      <span className={`api-token__status api-token__status--${t.status.toLowerCase()}`} data-testid="api-token-status">
                        <FormattedMessage id={`apiTokens.status.${t.status}`} />
                      </span>
                    </div>
                    <p className="api-token__prefix">{t.prefix}…</p>
                    <p className="api-token__line">
                      {t.scopes.map((s) => (
                        <span key={s} className="api-token__scope">
                          <FormattedMessage id={`apiTokens.scope.${s}`} />
                        </span>
                      ))}
                      <span className="api-token__app">{t.app ? t.app.name : <FormattedMessage id="apiTokens.anyScript" />}</span>
                    </p>
                    <dl className="api-token__dates">
                      <dt>
                        <FormattedMessage id="apiTokens.created" />
                      </dt>
                      <dd>
                        <UserTime at={t.createdAt} />
                      </dd>
                      <dt>
                        <FormattedMessage id={t.status === 'REVOKED' ? 'apiTokens.revokedAt' : 'apiTokens.expires'} />
                      </dt>
                      <dd>
                        <UserTime at={t.revokedAt ?? t.expiresAt} />
                      </dd>
                      <dt>
                        <FormattedMessage id="apiTokens.lastUsed" />
                      </dt>
                      <dd data-testid="api-token-last-used">
                        {t.lastUsedAt ? <UserTime at={t.lastUsedAt} /> : <FormattedMessage id="apiTokens.neverUsed" />}
                      </dd>
                    </dl>
                    {t.status === 'ACTIVE' && (
                      <button
                        type="button"
                        className="icon-text-button icon-text-button--danger"
                        onClick={() => onRevoke(t)}
                        disabled={revoke.busy}
                        data-testid="api-token-revoke"
                      >
                        <FormattedMessage id="apiTokens.revoke" />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Button onClick={() => setCreating(true)} data-testid="api-token-new">
              <FormattedMessage id="apiTokens.new" />
            </Button>
            <BottomSheet
              open={creating}
              onClose={() => setCreating(false)}
              title={<FormattedMessage id="apiTokens.new" />}
              testId="api-token-sheet"
            >
              <NewTokenForm
                apps={apiClientApps}
                onCreated={(token) => {
                  setCreating(false);
                  setCreated(token);
                  void query.refetch().catch(() => undefined);
                }}
              />
            </BottomSheet>
            <BottomSheet
              open={created !== null}
              onClose={() => setCreated(null)}
              title={<FormattedMessage id="apiTokens.createdTitle" />}
              testId="api-token-created"
            >
              {created && <CreatedToken token={created} onDone={() => setCreated(null)} />}
            </BottomSheet>
          </>
        )}
      </QueryBoundary>
    </>
  );
}

function NewTokenForm({
  apps,
  onCreated,
}: {
  apps: ReadonlyArray<{ id: string; name: string; owner: string; allowedScopes: readonly ApiScope[] }>;
  onCreated: (token: string) => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['READ']);
  const [days, setDays] = useState('90');
  const [appId, setAppId] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [create, state] = useMutation(CreateApiTokenMutation);
  const app = apps.find((a) => a.id === appId) ?? null;
  const allowed = app ? app.allowedScopes : SCOPES;

  const toggle = (scope: ApiScope) => setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.loading) return;
    const chosen = scopes.filter((s) => allowed.includes(s));
    if (name.trim().length === 0) return setErrorId('error.API_TOKEN_NAME_INVALID');
    if (chosen.length === 0) return setErrorId('error.API_TOKEN_SCOPES_INVALID');
    setErrorId(null);
    try {
      const result = await withStepUp(() =>
        create({
          variables: { input: { name: name.trim(), scopes: chosen, expiresInDays: Number(days), appId: appId || null } },
        }),
      );
      if (result.data) onCreated(result.data.createApiToken.token);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  return (
    <form className="form-card api-token-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={<FormattedMessage id="apiTokens.name" />}
        hint={<FormattedMessage id="apiTokens.nameHint" />}
        value={name}
        onChange={setName}
        maxLength={TOKEN_NAME_MAX}
        testId="api-token-name"
      />
      <FieldRow label={<FormattedMessage id="apiTokens.app" />} htmlFor="api-token-app">
        <Select id="api-token-app" value={appId} onChange={setAppId} testId="api-token-app">
          <option value="">{intl.formatMessage({ id: 'apiTokens.anyScript' })}</option>
          {apps.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.owner})
            </option>
          ))}
        </Select>
      </FieldRow>
      <fieldset className="api-token-form__scopes">
        <legend>
          <FormattedMessage id="apiTokens.scopes" />
        </legend>
        {SCOPES.map((s) => (
          <label key={s} className={`api-token-form__scope${allowed.includes(s) ? '' : ' api-token-form__scope--off'}`}>
            <input
              type="checkbox"
              checked={scopes.includes(s) && allowed.includes(s)}
              disabled={!allowed.includes(s)}
              onChange={() => toggle(s)}
              data-testid={`api-token-scope-${s}`}
            />
            <span>
              <strong>
                <FormattedMessage id={`apiTokens.scope.${s}`} />
              </strong>
              <small>
                <FormattedMessage id={`apiTokens.scopeHint.${s}`} />
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldRow label={<FormattedMessage id="apiTokens.lifetime" />} htmlFor="api-token-days">
        <Select id="api-token-days" value={days} onChange={setDays} testId="api-token-days">
          {LIFETIMES.map((d) => (
            <option key={d} value={String(d)}>
              {intl.formatMessage({ id: 'apiTokens.days' }, { days: d })}
            </option>
          ))}
        </Select>
      </FieldRow>
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={state.loading} data-testid="api-token-create">
        <FormattedMessage id="apiTokens.create" />
      </Button>
    </form>
  );
}

/** The secret, this once: copy it now. */
function CreatedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const copy = useCopyWithToast();
  return (
    <div className="api-token-secret">
      <p className="api-token-secret__warning">
        <FormattedMessage id="apiTokens.createdWarning" />
      </p>
      <code className="api-token-secret__value" data-testid="api-token-secret">
        {token}
      </code>
      <Button variant="secondary" onClick={() => void copy(token)} data-testid="api-token-copy">
        <FormattedMessage id="apiTokens.copy" />
      </Button>
      <Button onClick={onDone} data-testid="api-token-done">
        <FormattedMessage id="apiTokens.done" />
      </Button>
    </div>
  );
}
