import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/**
 * A software passkey (ES256, "none" attestation) for tests: it answers the options the server sends the
 * way a browser's authenticator would, and can be made to misbehave (another origin, a replayed counter).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  userHandle: string | null = null;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    this.publicJwk = jwk;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer to navigator.credentials.create(options) as RegistrationResponseJSON. */
  register(optionsJson: string, o: { origin?: string } = {}): string {
    const options = JSON.parse(optionsJson) as { challenge: string; user: { id: string } };
    this.userHandle = options.user.id;
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: o.origin ?? this.origin,
      crossOrigin: false,
    });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x01 | 0x04 | 0x40]),
      this.counterBytes(),
      Buffer.alloc(16),
      idLen,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose as never)),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(Buffer.from(clientData)), attestationObject: b64url(attestation), transports: ['internal'] },
      clientExtensionResults: {},
    });
  }

  /** The answer to navigator.credentials.get(options) as AuthenticationResponseJSON; the counter moves on. */
  authenticate(optionsJson: string, o: { origin?: string; counter?: number } = {}): string {
    const options = JSON.parse(optionsJson) as { challenge: string };
    this.counter = o.counter ?? this.counter + 1;
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: o.origin ?? this.origin, crossOrigin: false }),
    );
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x01 | 0x04]), this.counterBytes()]);
    const signer = createSign('sha256');
    signer.update(Buffer.concat([authData, sha256(clientData)]));
    const signature = signer.sign(this.privateKey);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle ?? undefined,
      },
      clientExtensionResults: {},
    });
  }

  private counterBytes(): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(this.counter);
    return b;
  }
}
