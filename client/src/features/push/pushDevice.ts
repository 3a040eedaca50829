/**
 * This browser's side of Web Push: whether it can, the permission, and its PushSubscription. The
 * service worker is registered by the installable app's module (pwa/startPwa.ts), imported here on
 * demand, so opening this screen before the idle registration still works.
 */
export type PushAvailability = 'available' | 'unsupported' | 'blocked';

export function pushAvailability(): PushAvailability {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** The user refused the notification permission (or had blocked it). */
export class PushPermissionError extends Error {
  constructor() {
    super('notification permission refused');
    this.name = 'PushPermissionError';
  }
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const { registerServiceWorker } = await import('../../pwa/startPwa');
  const registered = await registerServiceWorker();
  return registered ? navigator.serviceWorker.ready : undefined;
}

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks the permission and subscribes this device to Vela's key (a subscription made with another key is replaced). */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionError();
  const reg = await registration();
  if (!reg) throw new Error('no service worker');
  const key = keyBytes(vapidPublicKey);
  const existing = await reg.pushManager.getSubscription();
  const sameKey = existing?.options.applicationServerKey && new Uint8Array(existing.options.applicationServerKey).join() === key.join();
  if (existing && !sameKey) await existing.unsubscribe();
  const sub = existing && sameKey ? existing : await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return sub.toJSON();
}
