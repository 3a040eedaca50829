import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** A sign-in from a new device: which system and browser, from roughly where (masked address). */
export const secondFactorNotifications: NotificationRule[] = [
  {
    event: 'NEW_DEVICE_SIGN_IN',
    notify: (p) => ({
      kind: 'NEW_DEVICE_SIGN_IN',
      category: 'security',
      params: { system: str(p.system), browser: str(p.browser), ip: str(p.ip) },
      // One notice per device (a retried transaction does not say it twice).
      key: `new-device:${str(p.system) ?? '?'}|${str(p.browser) ?? '?'}`,
      link: LINKS.security,
    }),
  },
  {
    // Every device hears of a recovery request and of its outcome (someone with the password alone
    // cannot recover quietly).
    event: 'SECOND_FACTOR_RECOVERY_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      const kind =
        p.status === 'pending'
          ? 'RECOVERY_REQUESTED'
          : p.status === 'approved'
            ? 'RECOVERY_APPROVED'
            : p.status === 'refused'
              ? 'RECOVERY_REFUSED'
              : null;
      if (!id || !kind) return null;
      return {
        kind,
        category: 'security',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.security,
        key: `recovery:${id}:${String(p.status)}`,
      };
    },
  },
];
