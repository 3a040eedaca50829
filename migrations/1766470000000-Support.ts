import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, customer service inside the app. A conversation belongs to one user and has a topic, a
 * status (`open`: the user wrote last and waits for Vela; `answered`; `waiting_user`: ops asked the user
 * for something; `closed`) and, when it began from a refused action, that error's code, screen and
 * request id. Its messages are append-only (`support_messages`: the user's or ops'); ops' internal notes
 * live in their own append-only table, `support_notes`, that no user-facing query reads, so a note cannot
 * reach the user by a missing filter. Canned replies are ops' texts in five languages.
 * Notifications and pushes gain the `support` category (a reply from Vela), switchable like the others.
 */
export class Support1766470000000 implements MigrationInterface {
  name = 'Support1766470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE support_conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_no varchar(20) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        topic varchar(16) NOT NULL CHECK (topic IN
          ('account', 'funding', 'trading', 'offerings', 'loans_funds', 'real_name', 'security', 'other')),
        status varchar(12) NOT NULL CHECK (status IN ('open', 'answered', 'waiting_user', 'closed')),
        error_code varchar(64),
        error_screen varchar(140),
        error_request_id varchar(64),
        assigned_to uuid REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_message_at timestamptz NOT NULL,
        -- When the user last wrote and Vela has not answered since (the inbox's age); null when answered.
        waiting_since timestamptz,
        first_response_at timestamptz,
        closed_at timestamptz,
        closed_by varchar(4) CHECK (closed_by IN ('user', 'ops')),
        user_read_at timestamptz NOT NULL,
        CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX support_conversations_user_idx ON support_conversations (user_id, last_message_at DESC, id DESC)`);
    await q.query(`CREATE INDEX support_conversations_inbox_idx ON support_conversations (status, waiting_since, id)`);
    await q.query(`
      CREATE TABLE support_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES support_conversations(id),
        author varchar(4) NOT NULL CHECK (author IN ('user', 'ops')),
        author_id uuid NOT NULL REFERENCES users(id),
        body text NOT NULL,
        html text NOT NULL,
        attachment_ids uuid[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        CHECK (cardinality(attachment_ids) <= 3)
      )`);
    await q.query(`CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, created_at, id)`);
    await q.query(`
      CREATE TABLE support_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES support_conversations(id),
        author_id uuid NOT NULL REFERENCES users(id),
        body text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX support_notes_conversation_idx ON support_notes (conversation_id, created_at, id)`);
    for (const table of ['support_messages', 'support_notes']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
      );
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} EXECUTE FUNCTION forbid_change()`);
    }
    await q.query(`
      CREATE TABLE support_canned_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(140) NOT NULL,
        texts jsonb NOT NULL,
        created_by uuid REFERENCES users(id),
        updated_by uuid REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE support_conversation_no_seq START 100001`);
    // A conversation number ('H…') is issued like an order number: never twice across products.
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`CREATE TRIGGER support_conversations_issue_order_no AFTER INSERT ON support_conversations
      FOR EACH ROW EXECUTE FUNCTION ${s}.issue_order_no('conversation_no')`);

    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_category_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_category_check CHECK (category IN ('orders', 'money', 'offerings', 'alerts', 'news', 'security', 'support'))`,
    );
    await q.query(`ALTER TABLE push_preferences ADD COLUMN support boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_purpose_check`);
    await q.query(
      `ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('real_name', 'banner', 'receipt', 'loan_signature', 'support'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_purpose_check`);
    await q.query(
      `ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('real_name', 'banner', 'receipt', 'loan_signature'))`,
    );
    await q.query(`ALTER TABLE push_preferences DROP COLUMN support`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_category_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_category_check CHECK (category IN ('orders', 'money', 'offerings', 'alerts', 'news', 'security'))`,
    );
    await q.query('DROP SEQUENCE support_conversation_no_seq');
    await q.query('DROP TABLE support_canned_replies, support_notes, support_messages, support_conversations');
  }
}
