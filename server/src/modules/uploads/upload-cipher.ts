import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { subkeyOf } from '../../shared/field-cipher';

const MAGIC = Buffer.from('VUP1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encryption at rest and signed view links for uploads. Both keys are derived (HKDF-SHA256) from the
 * one at-rest key the card numbers use (FIELD_ENCRYPTION_KEY or the data folder's key file), each for
 * its own use.
 *
 * Stored form: `VUP1 | 96-bit nonce | 128-bit tag | AES-256-GCM ciphertext`, with the upload's id as
 * associated data, so bytes moved under another upload's key in the store do not decrypt.
 */
export class UploadCipher {
  private readonly encKey: Buffer;
  private readonly macKey: Buffer;
  /** Associated data prefix: bytes of one kind of file never decrypt as the other. */
  private readonly aad: string;

  /** `documents` (issue 36: statements, reports) get keys of their own, derived the same way. */
  constructor(master: Buffer, purpose: 'uploads' | 'documents' = 'uploads') {
    if (master.length !== 32) throw new Error('The at-rest key must be 32 bytes');
    this.encKey = subkeyOf(master, `vela ${purpose} v1 encryption`);
    this.macKey = subkeyOf(master, purpose === 'uploads' ? 'vela uploads v1 view links' : `vela ${purpose} v1 download links`);
    this.aad = purpose === 'uploads' ? 'upload' : 'document';
  }

  seal(uploadId: string, plain: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    cipher.setAAD(Buffer.from(`${this.aad}:${uploadId}`));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
  }

  open(uploadId: string, sealed: Buffer): Buffer {
    if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new Error('Unknown upload encryption format');
    }
    const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
    const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, iv);
    decipher.setAAD(Buffer.from(`${this.aad}:${uploadId}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  /** HMAC-SHA256 over the upload, the viewer and the expiry (seconds since the epoch), base64url. */
  sign(uploadId: string, viewerId: string, expires: number): string {
    return createHmac('sha256', this.macKey).update(`${uploadId}\n${viewerId}\n${expires}`).digest('base64url');
  }

  verify(uploadId: string, viewerId: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(uploadId, viewerId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
