/** Whether this browser can use passkeys at all (WebAuthn's PublicKeyCredential). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
