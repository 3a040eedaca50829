import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import type { NotificationCategory } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { List } from '../../ui/List';
import { QueryBoundary } from '../../ui/PageState';
import { deviceSubscription, PushPermissionError, pushAvailability, subscribeDevice } from './pushDevice';
import './push.css';

const PushSettingsQuery = graphql(`
  query PushSettings_Settings($endpoint: String) {
    pushSettings(endpoint: $endpoint) {
      vapidPublicKey
      deviceCount
      thisDevice
      categories {
        category
        enabled
      }
    }
  }
`);

const SubscribeMutation = graphql(`
  mutation PushSettings_Subscribe($subscription: PushSubscriptionInput!, $lang: String!) {
    subscribePush(subscription: $subscription, lang: $lang) {
      deviceCount
      thisDevice
    }
  }
`);

const UnsubscribeMutation = graphql(`
  mutation PushSettings_Unsubscribe($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

const SetCategoryMutation = graphql(`
  mutation PushSettings_SetCategory($category: NotificationCategory!, $enabled: Boolean!) {
    setPushCategory(category: $category, enabled: $enabled) {
      categories {
        category
        enabled
      }
    }
  }
`);

/** Mine → Notifications: push on this device, and which kinds of notification are pushed to every device. */
export function PushSettings() {
  const { locale } = useLocale();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const availability = pushAvailability();
  useEffect(() => {
    let live = true;
    deviceSubscription()
      .then((s) => live && setEndpoint(s?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, []);
  const query = useQuery(PushSettingsQuery, {
    variables: { endpoint: endpoint ?? null },
    skip: endpoint === undefined,
    fetchPolicy: 'network-only',
  });
  const [subscribe] = useMutation(SubscribeMutation);
  const [unsubscribe] = useMutation(UnsubscribeMutation);
  const [setCategory] = useMutation(SetCategoryMutation);

  // A subscribed device tells the server its language again when the screen opens: pushes follow a
  // language changed since (the server keeps the language per device).
  const subscribed = query.data?.pushSettings.thisDevice === true;
  useEffect(() => {
    if (!subscribed) return;
    deviceSubscription()
      .then((sub) => {
        const json = sub?.toJSON();
        if (!json?.endpoint || !json.keys?.p256dh || !json.keys.auth) return;
        return subscribe({
          variables: { subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } }, lang: locale },
        });
      })
      .catch(() => undefined);
  }, [subscribed, locale, subscribe]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await query.refetch();
    } catch (e) {
      setError(e instanceof PushPermissionError ? 'push.device.permissionRefused' : errorMessageIdOf(e));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = (vapidPublicKey: string) =>
    run(async () => {
      const json = await subscribeDevice(vapidPublicKey);
      const subscription = { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
      await subscribe({ variables: { subscription, lang: locale } });
      setEndpoint(subscription.endpoint);
    });

  const turnOff = () =>
    run(async () => {
      const sub = await deviceSubscription();
      if (sub) {
        await unsubscribe({ variables: { endpoint: sub.endpoint } });
        await sub.unsubscribe();
      }
      setEndpoint(null);
    });

  return (
    <QueryBoundary query={{ ...query, loading: query.loading || endpoint === undefined }}>
      {(data) => {
        const s = data.pushSettings;
        const on = s.thisDevice;
        return (
          <>
            <List title={<FormattedMessage id="push.device.title" />}>
              <div className="push-device" data-testid="push-device">
                <p className="push-device__status" data-testid="push-device-status">
                  <FormattedMessage
                    id={
                      availability === 'unsupported'
                        ? 'push.device.unsupported'
                        : availability === 'blocked'
                          ? 'push.device.blocked'
                          : on
                            ? 'push.device.on'
                            : 'push.device.off'
                    }
                  />
                </p>
                <p className="push-device__count">
                  <FormattedMessage id="push.device.count" values={{ count: s.deviceCount }} />
                </p>
                {availability === 'available' &&
                  (on ? (
                    <Button variant="secondary" loading={busy} onClick={() => void turnOff()} data-testid="push-turn-off">
                      <FormattedMessage id="push.device.turnOff" />
                    </Button>
                  ) : (
                    <Button loading={busy} onClick={() => void turnOn(s.vapidPublicKey)} data-testid="push-turn-on">
                      <FormattedMessage id="push.device.turnOn" />
                    </Button>
                  ))}
                <FormError>{error && <FormattedMessage id={error} />}</FormError>
              </div>
            </List>
            <List title={<FormattedMessage id="push.categories.title" />}>
              {s.categories.map((c) => (
                <CategorySwitch
                  key={c.category}
                  category={c.category}
                  enabled={c.enabled}
                  disabled={busy}
                  onChange={(enabled) => void run(async () => void (await setCategory({ variables: { category: c.category, enabled } })))}
                />
              ))}
            </List>
            <p className="push-note">
              <FormattedMessage id="push.note" />
            </p>
          </>
        );
      }}
    </QueryBoundary>
  );
}

function CategorySwitch({
  category,
  enabled,
  disabled,
  onChange,
}: {
  category: NotificationCategory;
  enabled: boolean;
  disabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const id = `push-category-${category.toLowerCase()}`;
  return (
    <label className="switch-row" htmlFor={id}>
      <span className="switch-row__text">
        <span className="switch-row__title">
          <FormattedMessage id={`push.category.${category}`} />
        </span>
        <span className="switch-row__description">
          <FormattedMessage id={`push.category.${category}.description`} />
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-row__input"
        checked={enabled}
        aria-checked={enabled}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={id}
      />
    </label>
  );
}
