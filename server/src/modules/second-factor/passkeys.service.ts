import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type VerifiedAuthenticationResponse,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { logger } from '../../shared/logger';
import { SecondFactorError } from './second-factor.errors';

/** How long a WebAuthn challenge may be answered (the browser's own timeout is the same). */
export const CHALLENGE_SECONDS = 300;
const RP_NAME = 'Vela';

/** The relying party: its id (the host name) and the one origin its pages are served from. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party from PUBLIC_URL, else this server on localhost (a secure context for browsers). */
export function relyingPartyOf(publicUrl: string | undefined, port: number): RelyingParty {
  const url = new URL(publicUrl ?? `http://localhost:${port}`);
  return { id: url.hostname, origin: url.origin };
}

export type ChallengePurpose = 'register' | 'step_up' | 'sign_in';

/** A challenge handed to the browser: its id (to answer with) and the options for navigator.credentials. */
export interface PasskeyChallenge {
  challengeId: string;
  optionsJson: string;
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Who a challenge is for: the user and session (registration, step-up) or a sign-in ticket, or nobody. */
export interface ChallengeOwner {
  userId: string | null;
  sessionId: string | null;
  ticketId: string | null;
}

interface ChallengeRow extends ChallengeOwner {
  id: string;
  challenge: string;
}

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
}

function parseResponse<T>(json: string): T {
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return value as T;
  } catch {
    // falls through to the refusal
  }
  throw new DomainError(SecondFactorError.PASSKEY_INVALID);
}

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): registering one, and checking an answer to a
 * challenge for sign-in or step-up. Every challenge is stored, answered once, within 5 minutes, by the
 * party it was made for; the answer's origin and relying party id must be Vela's (PUBLIC_URL); the
 * credential must be known (and the user's, when the challenge names one); its signature counter must
 * grow when the authenticator keeps one. Any failure is PASSKEY_INVALID and changes nothing.
 */
export class PasskeysService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    readonly rp: RelyingParty,
  ) {}

  async list(userId: string): Promise<PasskeyView[]> {
    const rows: Array<{ id: string; name: string; created_at: Date; last_used_at: Date | null }> = await this.ds.query(
      `SELECT id, name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
  }

  /** Options to create a passkey for this user (its existing ones excluded), as a stored challenge. */
  async registrationChallenge(user: { id: string; phone: string }, sessionId: string): Promise<PasskeyChallenge> {
    const existing: Array<{ credential_id: string; transports: string[] }> = await this.ds.query(
      `SELECT credential_id, transports FROM passkeys WHERE user_id = $1`,
      [user.id],
    );
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rp.id,
      userName: user.phone,
      userDisplayName: user.phone,
      userID: Buffer.from(user.id.replace(/-/g, ''), 'hex'),
      attestationType: 'none',
      timeout: CHALLENGE_SECONDS * 1000,
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports as never })),
      // A discoverable credential, so it can sign in alone; the device's lock (user verification) required.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const challengeId = await this.storeChallenge('register', options.challenge, { userId: user.id, sessionId, ticketId: null });
    return { challengeId, optionsJson: JSON.stringify(options) };
  }

  /** Options to prove a passkey: the user's own (step-up, second step) or any (sign-in with a passkey alone). */
  async authenticationChallenge(purpose: 'step_up' | 'sign_in', owner: ChallengeOwner): Promise<PasskeyChallenge> {
    const credentials: Array<{ credential_id: string; transports: string[] }> = owner.userId
      ? await this.ds.query(`SELECT credential_id, transports FROM passkeys WHERE user_id = $1`, [owner.userId])
      : [];
    if (owner.userId && credentials.length === 0) throw new DomainError(SecondFactorError.PASSKEY_NOT_REGISTERED);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      timeout: CHALLENGE_SECONDS * 1000,
      userVerification: 'required',
      allowCredentials: credentials.map((c) => ({ id: c.credential_id, transports: c.transports as never })),
    });
    const challengeId = await this.storeChallenge(purpose, options.challenge, owner);
    return { challengeId, optionsJson: JSON.stringify(options) };
  }

  /**
   * In `em`: takes the challenge (refused when unknown, used, expired, of another purpose or party),
   * checks the registration answer and stores the passkey. Answers its id.
   */
  async register(
    em: EntityManager,
    userId: string,
    sessionId: string,
    challengeId: string,
    name: string,
    responseJson: string,
  ): Promise<string> {
    const challenge = await this.takeChallenge(challengeId, 'register', (c) => c.userId === userId && c.sessionId === sessionId);
    const response = parseResponse<RegistrationResponseJSON>(responseJson);
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
      });
    } catch (err) {
      logger.info({ err: (err as Error).message }, 'passkey registration refused');
      throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    }
    if (!verified.verified) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    const { credential } = verified.registrationInfo;
    const rows = await em.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
      [userId, credential.id, Buffer.from(credential.publicKey), credential.counter, credential.transports ?? [], name, this.clock.now()],
    );
    // The same authenticator registered twice (or another account's credential id): refused.
    if (rows.length === 0) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    return rows[0].id;
  }

  /**
   * In `em`: takes the challenge and checks the assertion against the stored credential (its owner must
   * be `expectedUserId` when given); moves the counter on and marks the passkey used. Answers the user.
   */
  async verifyAssertion(
    em: EntityManager,
    challengeId: string,
    purpose: 'step_up' | 'sign_in',
    owns: (c: ChallengeOwner) => boolean,
    responseJson: string,
  ): Promise<{ userId: string; passkeyId: string; challenge: ChallengeOwner }> {
    const challenge = await this.takeChallenge(challengeId, purpose, owns);
    const response = parseResponse<AuthenticationResponseJSON>(responseJson);
    const [row]: PasskeyRow[] = await em.query(
      `SELECT id, user_id, credential_id, public_key, counter, transports FROM passkeys WHERE credential_id = $1 FOR UPDATE`,
      [response.id],
    );
    if (!row || (challenge.userId && row.user_id !== challenge.userId)) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    let verified: VerifiedAuthenticationResponse;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
        credential: {
          id: row.credential_id,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports as never,
        },
      });
    } catch (err) {
      // A wrong signature, origin, relying party, challenge, or a counter that did not grow (a clone).
      logger.info({ err: (err as Error).message }, 'passkey assertion refused');
      throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    }
    if (!verified.verified) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    await em.query(`UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1`, [
      row.id,
      verified.authenticationInfo.newCounter,
      this.clock.now(),
    ]);
    return { userId: row.user_id, passkeyId: row.id, challenge };
  }

  /** The account whose passkey an answer claims to be from (null when the credential is unknown or the answer malformed). */
  async claimedOwner(responseJson: string): Promise<string | null> {
    let id: unknown;
    try {
      id = (JSON.parse(responseJson) as { id?: unknown }).id;
    } catch {
      return null;
    }
    if (typeof id !== 'string' || id.length > 1400) return null;
    const [row] = await this.ds.query(`SELECT user_id FROM passkeys WHERE credential_id = $1`, [id]);
    return row?.user_id ?? null;
  }

  /** In `em`: removes one of the user's passkeys; NOT_FOUND-like refusal when it is not theirs. Answers its name. */
  async remove(em: EntityManager, userId: string, id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const rows = await em.query(`WITH gone AS (DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name) SELECT name FROM gone`, [
      id,
      userId,
    ]);
    return rows[0]?.name ?? null;
  }

  private async storeChallenge(purpose: ChallengePurpose, challenge: string, owner: ChallengeOwner): Promise<string> {
    const now = this.clock.now();
    const [row] = await this.ds.query(
      `INSERT INTO webauthn_challenges (purpose, challenge, user_id, session_id, ticket_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [purpose, challenge, owner.userId, owner.sessionId, owner.ticketId, now, new Date(now.getTime() + CHALLENGE_SECONDS * 1000)],
    );
    return row.id;
  }

  /**
   * Marks the challenge used, once, committed at once (outside the caller's transaction: a refused answer
   * burns its challenge too); refused (PASSKEY_INVALID) when it is not this party's live challenge.
   */
  private async takeChallenge(id: string, purpose: ChallengePurpose, owns: (c: ChallengeOwner) => boolean): Promise<ChallengeRow> {
    if (!isUuid(id)) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    const now = this.clock.now();
    const [row] = await this.ds.query(
      `WITH taken AS (
         UPDATE webauthn_challenges SET used_at = $3
         WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
         RETURNING id, challenge, user_id, session_id, ticket_id)
       SELECT * FROM taken`,
      [id, purpose, now],
    );
    if (!row) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    const challenge = { id: row.id, challenge: row.challenge, userId: row.user_id, sessionId: row.session_id, ticketId: row.ticket_id };
    if (!owns(challenge)) throw new DomainError(SecondFactorError.PASSKEY_INVALID);
    return challenge;
  }
}
