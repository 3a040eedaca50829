/**
 * The state of the subscription socket, for the 'socket not connected' banner.
 * idle: no socket needed (lazy) · connecting: first attempt · connected · lost: dropped or failed,
 * retrying until it reconnects.
 */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'lost';

type Listener = (status: SocketStatus) => void;

export class SocketStatusStore {
  private status: SocketStatus = 'idle';
  private readonly listeners = new Set<Listener>();

  get = (): SocketStatus => this.status;

  set(status: SocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}
