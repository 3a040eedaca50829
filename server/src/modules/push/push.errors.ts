import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of Web Push subscriptions (issue 31).
export enum PushError {
  PUSH_SUBSCRIPTION_INVALID = 'PUSH_SUBSCRIPTION_INVALID',
  PUSH_ENDPOINT_NOT_ALLOWED = 'PUSH_ENDPOINT_NOT_ALLOWED',
  PUSH_SUBSCRIPTION_LIMIT_REACHED = 'PUSH_SUBSCRIPTION_LIMIT_REACHED',
}

export const pushErrorDescriptions: ErrorDescriptions<PushError> = {
  PUSH_SUBSCRIPTION_INVALID:
    'The push subscription is malformed: the endpoint is not a URL of at most 1,024 characters, keys.p256dh is not a P-256 public key (65 bytes, base64url) or keys.auth is not 16 bytes (base64url). Nothing was stored.',
  PUSH_ENDPOINT_NOT_ALLOWED:
    'The push endpoint is not one Vela sends to: only https, and never a loopback, private, link-local or local host. Nothing was stored.',
  PUSH_SUBSCRIPTION_LIMIT_REACHED:
    'The user already has the most devices subscribed (10 by default); unsubscribe one first. Nothing was stored.',
};
