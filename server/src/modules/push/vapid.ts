import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { VapidKeys } from './push-sender';

const KEY_FILE = 'vapid-keys.json';

/**
 * The VAPID key pair Vela signs pushes with, kept like the field-encryption key (shared/field-cipher.ts):
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or VAPID_PRIVATE_KEY_FILE, a secret file) when set; else a
 * pair generated once and kept in the data folder (mode 0600) beside the embedded database. Production
 * on an external database must be given the pair: every process signs with it, and a new pair would
 * silently orphan every browser's subscription (a subscription is bound to the public key it was made with).
 */
export function vapidKeysFromConfig(config: Pick<Config, 'mode' | 'databaseUrl' | 'dataDir' | 'push'>): VapidKeys {
  const subject = config.push.vapidSubject;
  if (config.push.vapidPublicKey && config.push.vapidPrivateKey)
    return { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey, subject };
  if (config.mode === 'production' && config.databaseUrl) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production with DATABASE_URL (npx web-push generate-vapid-keys)',
    );
  }
  return { ...readOrCreateKeyFile(path.join(config.dataDir, KEY_FILE)), subject };
}

function readOrCreateKeyFile(file: string): { publicKey: string; privateKey: string } {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then linked into place: two processes starting at once agree on one pair.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(tmp);
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
  if (!keys.publicKey || !keys.privateKey) throw new Error(`${file} does not hold a VAPID key pair`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
