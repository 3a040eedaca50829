import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SocketStatusStore } from '../apollo/socketStatus';

/** A thin banner while the subscription socket is lost; it goes away when it reconnects. */
export function SocketBanner({ store }: { store: SocketStatusStore }) {
  const status = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (status !== 'lost') return null;
  return (
    <div className="socket-banner" role="status" data-testid="socket-banner">
      <span className="socket-banner__dot" aria-hidden="true" />
      <FormattedMessage id="status.socketNotConnected" />
    </div>
  );
}
