import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardEncryption1764300000000 } from '../../../../migrations/1764300000000-CardEncryption';
import { CARD_NUMBER_FIELD, FieldCipher } from '../../shared/field-cipher';
import { type TestApp, createTestApp } from '../../test/harness';

// Issue 11 item 9: card numbers were stored and returned in full. Now only the last four digits leave
// the server, and the number is stored encrypted (AES-256-GCM); a migration encrypts existing rows.

const ADD_CARD = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { id cardNumber } }`;
const CARDS = `query { bankCards { id cardNumber } }`;
const FULL = '4000123456789010';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const rowText = async (id: string): Promise<string> =>
  (await app.ds.query(`SELECT row_to_json(b)::text AS t FROM bank_cards b WHERE id = $1`, [id]))[0].t;

describe('bank card numbers', () => {
  it('returns only the last four digits and stores the number encrypted', async () => {
    const { client } = await app.registerUser();
    const added = await client.exec<{ addBankCard: { id: string; cardNumber: string } }>(ADD_CARD, {
      input: {
        holderName: 'Ana',
        bankName: 'BBVA',
        cardNumber: '4000 1234 5678 9010',
        bankAddress: 'Madrid',
        iban: 'DE89370400440532013000',
      },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addBankCard.cardNumber).toBe('9010');
    const listed = await client.exec<{ bankCards: Array<{ cardNumber: string }> }>(CARDS);
    expect(listed.data?.bankCards.map((c) => c.cardNumber)).toEqual(['9010']);
    const id = added.data!.addBankCard.id;
    expect(await rowText(id)).not.toContain('12345678');
    const [row] = await app.ds.query(`SELECT card_number_enc, card_last4 FROM bank_cards WHERE id = $1`, [id]);
    expect(row.card_last4).toBe('9010');
    expect(FieldCipher.fromConfig(app.config).decrypt(row.card_number_enc, CARD_NUMBER_FIELD)).toBe(FULL);
  });

  it('encrypts the numbers already stored when the migration runs', async () => {
    const migration = new CardEncryption1764300000000();
    const q = app.ds.createQueryRunner();
    try {
      await migration.down(q);
      const { user } = await app.registerUser();
      const [{ id }] = await q.query(
        `INSERT INTO bank_cards (user_id, holder_name, bank_name, card_number, bank_address, iban)
         VALUES ($1, 'Ana', 'BBVA', $2, 'Madrid', 'DE89370400440532013000') RETURNING id`,
        [user.id, '5500000000000004'],
      );
      await migration.up(q);
      expect(await rowText(id)).not.toContain('5500000000');
      const [row] = await q.query(`SELECT card_number_enc, card_last4 FROM bank_cards WHERE id = $1`, [id]);
      expect(row.card_last4).toBe('0004');
      expect(FieldCipher.fromConfig(app.config).decrypt(row.card_number_enc, CARD_NUMBER_FIELD)).toBe('5500000000000004');
    } finally {
      await q.release();
    }
  });

  it('refuses a tampered value, one moved to another column, and another key', () => {
    const cipher = new FieldCipher(randomBytes(32));
    const stored = cipher.encrypt(FULL, CARD_NUMBER_FIELD);
    expect(stored).toMatch(/^v1:/);
    expect(cipher.encrypt(FULL, CARD_NUMBER_FIELD)).not.toBe(stored); // a fresh nonce each time
    expect(cipher.decrypt(stored, CARD_NUMBER_FIELD)).toBe(FULL);
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`, CARD_NUMBER_FIELD)).toThrow();
    expect(() => cipher.decrypt(stored, 'withdrawals.destination')).toThrow();
    expect(() => new FieldCipher(randomBytes(32)).decrypt(stored, CARD_NUMBER_FIELD)).toThrow();
  });

  it('needs the key from the environment in production on an external database', () => {
    expect(() =>
      FieldCipher.fromConfig({ ...app.config, mode: 'production', databaseUrl: 'postgres://x/y', fieldEncryptionKey: undefined }),
    ).toThrow(/FIELD_ENCRYPTION_KEY/);
    const key = randomBytes(32).toString('base64');
    const a = FieldCipher.fromConfig({ ...app.config, mode: 'production', fieldEncryptionKey: key });
    expect(a.decrypt(new FieldCipher(Buffer.from(key, 'base64')).encrypt('x', 'c'), 'c')).toBe('x');
  });
});
