/**
 * The browser's side of passkeys (WebAuthn, through @simplewebauthn/browser, loaded when first used): the
 * server's options in, the authenticator's answer out, both as JSON strings as the API carries them.
 */

/** Thrown when the browser or the user stopped the ceremony (cancelled, timed out, no passkey here). */
export class PasskeyCancelled extends Error {
  constructor() {
    super('PASSKEY_CANCELLED');
    this.name = 'PasskeyCancelled';
  }
}

export { passkeysSupported } from './passkeySupport';

function cancelled(error: unknown): never {
  const name = (error as { name?: string } | null)?.name;
  // NotAllowedError: the user closed the prompt or it timed out; InvalidStateError: already registered here.
  if (name === 'NotAllowedError' || name === 'AbortError' || name === 'InvalidStateError') throw new PasskeyCancelled();
  throw error;
}

export async function createPasskey(optionsJson: string): Promise<string> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }));
  } catch (error) {
    return cancelled(error);
  }
}

export async function answerWithPasskey(optionsJson: string): Promise<string> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) }));
  } catch (error) {
    return cancelled(error);
  }
}

/** The message id of a failure of a passkey ceremony or of the server's check of it. */
export function passkeyFailureId(error: unknown, errorMessageIdOf: (e: unknown) => string): string {
  return error instanceof PasskeyCancelled ? 'security.passkey.cancelled' : errorMessageIdOf(error);
}
