import type { SocketStatusStore } from '../../apollo/socketStatus';
import { useSession } from '../auth/useSession';
import { useAccountEvents } from './useAccountEvents';

/** Keeps the signed-in user's money live on every screen (mounted once by App). */
export function AccountEventsListener({ socketStatus }: { socketStatus: SocketStatusStore }) {
  const { me } = useSession();
  useAccountEvents(me?.id ?? null, socketStatus);
  return null;
}
