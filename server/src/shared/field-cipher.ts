import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const VERSION = 'v1';
const KEY_FILE = 'field-encryption.key';

/** Associated data of encrypted card numbers (the column they belong to). */
export const CARD_NUMBER_FIELD = 'bank_cards.card_number';

/**
 * Encrypts single fields at rest (card numbers) with AES-256-GCM: a fresh 96-bit nonce per value, the
 * 128-bit tag checked on the way out, and the column's name as associated data so a value copied into
 * another column does not decrypt. Stored as `v1:<base64 nonce|tag|ciphertext>`.
 */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The field encryption key must be 32 bytes');
  }

  encrypt(plaintext: string, column: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(column));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  decrypt(stored: string, column: string): string {
    const [version, data] = stored.split(':');
    if (version !== VERSION || !data) throw new Error('Unknown field encryption format');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(column));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /**
   * The key from FIELD_ENCRYPTION_KEY (32 bytes, base64), or else one kept in the data folder beside the
   * embedded database (created on first use, mode 0600). A production process on an external database
   * must be given the key: a key file on one API host would leave the others unable to read.
   */
  static fromConfig(config: Pick<Config, 'mode' | 'databaseUrl' | 'dataDir' | 'fieldEncryptionKey'>): FieldCipher {
    return new FieldCipher(encryptionKeyFromConfig(config));
  }
}

/** A key of its own for one use (`info` names it), derived from the at-rest key with HKDF-SHA256. */
export function subkeyOf(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

/**
 * The at-rest key (see FieldCipher.fromConfig for where it comes from). Other encryption at rest (uploaded
 * images) derives its own subkeys from it with HKDF rather than using it directly.
 */
export function encryptionKeyFromConfig(config: Pick<Config, 'mode' | 'databaseUrl' | 'dataDir' | 'fieldEncryptionKey'>): Buffer {
  if (config.fieldEncryptionKey) return Buffer.from(config.fieldEncryptionKey, 'base64');
  if (config.mode === 'production' && config.databaseUrl) {
    throw new Error('FIELD_ENCRYPTION_KEY must be set in production with DATABASE_URL (32 random bytes, base64)');
  }
  return readOrCreateKeyFile(path.join(config.dataDir, KEY_FILE));
}

function readOrCreateKeyFile(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then linked into place: two processes starting at once agree on one key.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(tmp);
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
