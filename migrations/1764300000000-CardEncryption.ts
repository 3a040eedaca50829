import type { MigrationInterface, QueryRunner } from 'typeorm';
import { loadConfig } from '../server/src/config';
import { CARD_NUMBER_FIELD, FieldCipher } from '../server/src/shared/field-cipher';

/**
 * Issue 11 item 9: card numbers were stored and returned in full. Each existing number is encrypted
 * (AES-256-GCM, see shared/field-cipher.ts) into `card_number_enc`, its last four digits kept in
 * `card_last4` for display, and the plaintext column dropped. Old row versions may linger in the
 * table's free space and in backups until `VACUUM FULL bank_cards` and the backups' rotation.
 */
export class CardEncryption1764300000000 implements MigrationInterface {
  name = 'CardEncryption1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bank_cards ADD COLUMN card_number_enc text, ADD COLUMN card_last4 varchar(4)`);
    const rows: Array<{ id: string; card_number: string }> = await q.query(`SELECT id, card_number FROM bank_cards ORDER BY id`);
    // The key is needed only when there is something to encrypt (a fresh database asks for none).
    const cipher = rows.length > 0 ? FieldCipher.fromConfig(loadConfig()) : null;
    for (const row of rows) {
      await q.query(`UPDATE bank_cards SET card_number_enc = $2, card_last4 = $3 WHERE id = $1`, [
        row.id,
        cipher!.encrypt(row.card_number, CARD_NUMBER_FIELD),
        row.card_number.slice(-4),
      ]);
    }
    await q.query(`ALTER TABLE bank_cards DROP COLUMN card_number`);
    await q.query(`ALTER TABLE bank_cards ALTER COLUMN card_number_enc SET NOT NULL, ALTER COLUMN card_last4 SET NOT NULL`);
    await q.query(`ALTER TABLE bank_cards ADD CONSTRAINT bank_cards_last4 CHECK (card_last4 ~ '^[0-9]{4}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bank_cards ADD COLUMN card_number varchar(32)`);
    const rows: Array<{ id: string; card_number_enc: string }> = await q.query(`SELECT id, card_number_enc FROM bank_cards ORDER BY id`);
    const cipher = rows.length > 0 ? FieldCipher.fromConfig(loadConfig()) : null;
    for (const row of rows) {
      await q.query(`UPDATE bank_cards SET card_number = $2 WHERE id = $1`, [
        row.id,
        cipher!.decrypt(row.card_number_enc, CARD_NUMBER_FIELD),
      ]);
    }
    await q.query(`ALTER TABLE bank_cards ALTER COLUMN card_number SET NOT NULL`);
    await q.query(`ALTER TABLE bank_cards DROP CONSTRAINT bank_cards_last4, DROP COLUMN card_number_enc, DROP COLUMN card_last4`);
  }
}
