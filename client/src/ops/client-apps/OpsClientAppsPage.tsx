import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ApiScope } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, OpsPageTitle, useFormatDateTime } from '../parts';
import './client-apps.css';

const ListQuery = graphql(`
  query OpsClientApps_List {
    opsClientApps {
      id
      name
      owner
      allowedScopes
      createdAt
      manifests {
        version
        documentCount
        uploadedAt
      }
    }
  }
`);

const RegisterMutation = graphql(`
  mutation OpsClientApps_Register($input: RegisterClientAppInput!) {
    registerClientApp(input: $input) {
      id
      name
    }
  }
`);

const UploadMutation = graphql(`
  mutation OpsClientApps_Upload($input: UploadClientAppManifestInput!) {
    uploadClientAppManifest(input: $input) {
      version
      documentCount
    }
  }
`);

const SCOPES: readonly ApiScope[] = ['READ', 'TRADE'];
/** The server's cap on the manifest text (the request body stays under 64 kB). */
const MANIFEST_MAX = 60_000;

/** Other clients of the schema: register an app, upload its trusted-document manifest (versioned). */
export function OpsClientAppsPage() {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(ListQuery, { fetchPolicy: 'cache-and-network' });
  const [name, setName] = useState('');
  const [owner, setOwner] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['READ']);
  const [error, setError] = useState<string | null>(null);
  const register = useConfirmedMutation(RegisterMutation, { onError: (id) => setError(intl.formatMessage({ id })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await register.run({
      confirm: {
        title: intl.formatMessage({ id: 'ops.apps.registerTitle' }),
        message: intl.formatMessage(
          { id: 'ops.apps.registerMessage' },
          {
            name: name.trim(),
            owner: owner.trim(),
            scopes: intl.formatList(scopes.map((s) => intl.formatMessage({ id: `apiTokens.scope.${s}` }))),
          },
        ),
      },
      variables: { input: { name: name.trim(), owner: owner.trim(), allowedScopes: scopes } },
      done: 'ops.apps.registered',
      refetchQueries: ['OpsClientApps_List'],
    });
    if (outcome.status === 'done') {
      setName('');
      setOwner('');
    }
  };

  return (
    <>
      <OpsPageTitle id="ops.apps.title" />
      <p className="ops-intro">
        <FormattedMessage id="ops.apps.intro" />
      </p>
      <form className="ops-card ops-form" onSubmit={submit} noValidate>
        <TextField label={<FormattedMessage id="ops.apps.name" />} value={name} onChange={setName} testId="ops-app-name" />
        <TextField label={<FormattedMessage id="ops.apps.owner" />} value={owner} onChange={setOwner} testId="ops-app-owner" />
        <fieldset className="ops-app-scopes">
          <legend>
            <FormattedMessage id="ops.apps.scopes" />
          </legend>
          {SCOPES.map((s) => (
            <label key={s} className="ops-app-check">
              <input
                type="checkbox"
                checked={scopes.includes(s)}
                onChange={() => setScopes((now) => (now.includes(s) ? now.filter((x) => x !== s) : [...now, s]))}
                data-testid={`ops-app-scope-${s}`}
              />
              <FormattedMessage id={`apiTokens.scope.${s}`} />
            </label>
          ))}
        </fieldset>
        <FormError>{error}</FormError>
        <Button type="submit" loading={register.busy} data-testid="ops-app-register">
          <FormattedMessage id="ops.apps.register" />
        </Button>
      </form>
      <QueryBoundary query={query}>
        {({ opsClientApps }) =>
          opsClientApps.length === 0 ? (
            <EmptyLine id="ops.apps.empty" />
          ) : (
            <ul className="ops-list" data-testid="ops-app-list">
              {opsClientApps.map((app) => (
                <li key={app.id} className="ops-card" data-testid="ops-app">
                  {/* The app's name and owner are what ops typed (their words, not the console's texts). */}
                  <p className="ops-row__title" data-ops-content>
                    {app.name}
                  </p>
                  <p className="ops-row__sub">
                    <span data-ops-content>{app.owner}</span> ·{' '}
                    {intl.formatList(app.allowedScopes.map((s) => intl.formatMessage({ id: `apiTokens.scope.${s}` })))} ·{' '}
                    {formatDateTime(app.createdAt)}
                  </p>
                  <p className="ops-row__sub" data-testid="ops-app-manifests">
                    {app.manifests.length === 0 ? (
                      <FormattedMessage id="ops.apps.noManifest" />
                    ) : (
                      app.manifests.map((m) => (
                        <span key={m.version} className="ops-app-version">
                          <FormattedMessage
                            id="ops.apps.version"
                            values={{ version: m.version, count: m.documentCount, at: formatDateTime(m.uploadedAt) }}
                          />
                        </span>
                      ))
                    )}
                  </p>
                  <ManifestUpload appId={app.id} appName={app.name} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </>
  );
}

/** Paste (or pick) the JSON codegen wrote as persisted documents; the server checks every hash and document. */
function ManifestUpload({ appId, appName }: { appId: string; appName: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const upload = useConfirmedMutation(UploadMutation, { onError: (id) => setError(intl.formatMessage({ id })) });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MANIFEST_MAX) return setError(intl.formatMessage({ id: 'error.CLIENT_APP_MANIFEST_INVALID' }));
    setText(await file.text());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let count = 0;
    try {
      const parsed = JSON.parse(text);
      count = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed).length : 0;
    } catch {
      count = 0;
    }
    if (count === 0) return setError(intl.formatMessage({ id: 'error.CLIENT_APP_MANIFEST_INVALID' }));
    const outcome = await upload.run({
      confirm: {
        title: intl.formatMessage({ id: 'ops.apps.uploadTitle' }),
        message: intl.formatMessage({ id: 'ops.apps.uploadMessage' }, { name: appName, count }),
      },
      variables: { input: { appId, manifest: text } },
      done: 'ops.apps.uploaded',
      refetchQueries: ['OpsClientApps_List'],
    });
    if (outcome.status === 'done') setText('');
  };

  return (
    <form className="ops-form ops-app-upload" onSubmit={submit} noValidate>
      <label className="ops-app-field">
        <FormattedMessage id="ops.apps.manifest" />
        <textarea
          className="ops-app-manifest"
          value={text}
          maxLength={MANIFEST_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder='{ "<sha256>": "query … { … }" }'
          data-testid="ops-app-manifest"
        />
      </label>
      <input
        type="file"
        accept="application/json,.json"
        onChange={(e) => void onFile(e.target.files?.[0])}
        aria-label={intl.formatMessage({ id: 'ops.apps.manifestFile' })}
      />
      <FormError>{error}</FormError>
      <Button type="submit" variant="secondary" loading={upload.busy} data-testid="ops-app-upload">
        <FormattedMessage id="ops.apps.upload" />
      </Button>
    </form>
  );
}
