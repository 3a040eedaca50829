import { createHmac, timingSafeEqual } from 'node:crypto';
import { subkeyOf } from '../../shared/field-cipher';

/** What an issued quote carries: all a transfer needs to execute it. */
export interface IssuedQuote {
  from: string;
  to: string;
  /** Decimal strings, as the quote computed them. */
  amount: string;
  rate: string;
  expiresAt: Date;
}

const FORMAT = /^fxq1:([A-Z]{3}):([A-Z]{3}):(\d{1,15}(?:\.\d{1,8})?):(\d{1,8}(?:\.\d{1,12})?):(\d{1,15}):([A-Za-z0-9_-]{22})$/;

/**
 * Quotes the server issues as signed ids rather than rows: the id holds the currencies, amount, rate and
 * expiry, with an HMAC over them and the user's id. Only this server's key makes one, so a transfer still
 * executes only at a rate the server issued to that user, and the client can change nothing in it.
 * Asking for a quote (on every pause in typing) writes nothing, and executing one reads nothing. The key
 * is derived (HKDF) from the at-rest key every API instance shares; a quote may be executed more than
 * once until it expires, as a stored one could (each execution needs its own idempotency key and funds).
 */
export class FxQuoteSigner {
  private readonly key: Buffer;

  constructor(masterKey: Buffer) {
    this.key = subkeyOf(masterKey, 'vela fx quotes v1');
  }

  sign(userId: string, q: IssuedQuote): string {
    const body = `fxq1:${q.from}:${q.to}:${q.amount}:${q.rate}:${q.expiresAt.getTime()}`;
    return `${body}:${this.mac(userId, body)}`;
  }

  /** The quote an id carries when this server issued it to this user; null for anything else. */
  open(userId: string, id: string): IssuedQuote | null {
    const m = FORMAT.exec(id);
    if (!m) return null;
    const expected = Buffer.from(this.mac(userId, id.slice(0, id.lastIndexOf(':'))));
    if (!timingSafeEqual(expected, Buffer.from(m[6]))) return null;
    return { from: m[1], to: m[2], amount: m[3], rate: m[4], expiresAt: new Date(Number(m[5])) };
  }

  private mac(userId: string, body: string): string {
    return createHmac('sha256', this.key).update(`${userId}\n${body}`).digest().subarray(0, 16).toString('base64url');
  }
}
