import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11 item 8, the database's own rules closed where an attacker with SQL got through:
 * - TRUNCATE is refused on every append-only table (fx_transfers, user_events and ledger_holds had none);
 * - a hold closes only with its closing entry: `closed_entry_id` must name an entry, used by no other
 *   hold, whose postings move the hold's whole amount out of the owner's hold account and the unposted
 *   rest back to their available cash (a pending hold cannot be set to voided by a plain UPDATE);
 * - a balance moves only with a posting, whoever calls: a trigger of the attacker's own (say on a temp
 *   table) runs at trigger depth 2 just like the posting trigger, so depth proves nothing. Now every
 *   posting checks that its account's balance before it is the previous posting's balance after it, and
 *   at commit every changed account's balance must equal its last posting's balance after it;
 * - every trigger function names its tables with their schema and runs with a fixed `search_path`
 *   (pg_temp last), so a temp table called `ledger_accounts` or `ledger_postings` fools none of them.
 */
export class LedgerRules1764410000000 implements MigrationInterface {
  name = 'LedgerRules1764410000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    const path = `SET search_path = pg_catalog, ${s}, pg_temp`;

    for (const table of ['fx_transfers', 'user_events', 'ledger_holds']) {
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${s}.${table} EXECUTE FUNCTION ${s}.forbid_change()`);
    }
    for (const fn of ['forbid_change', 'ledger_holds_reference_fixed', 'ops_requests_guard']) {
      await q.query(`ALTER FUNCTION ${s}.${fn}() ${path}`);
    }

    await q.query(`
      CREATE OR REPLACE FUNCTION ${s}.ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql ${path} AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.balance <> 0 THEN RAISE EXCEPTION 'a ledger account opens at zero' USING ERRCODE = 'check_violation'; END IF;
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'restrict_violation'; END IF;
        IF pg_trigger_depth() < 2 OR NEW.id <> OLD.id OR NEW.owner_id IS DISTINCT FROM OLD.owner_id
           OR NEW.currency <> OLD.currency OR NEW.kind <> OLD.kind OR NEW.shard <> OLD.shard OR NEW.created_at <> OLD.created_at THEN
          RAISE EXCEPTION 'ledger balances change only through postings' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    // At commit: the balance of every account changed in the transaction is its last posting's balance
    // after it (a balance moved by anything but a posting, at any trigger depth, fails here).
    await q.query(`
      CREATE FUNCTION ${s}.ledger_accounts_balance_posted() RETURNS trigger LANGUAGE plpgsql ${path} AS $$
      DECLARE now_balance numeric; last_after numeric;
      BEGIN
        SELECT balance INTO now_balance FROM ${s}.ledger_accounts WHERE id = NEW.id;
        SELECT balance_after INTO last_after FROM ${s}.ledger_postings WHERE account_id = NEW.id ORDER BY applied_seq DESC LIMIT 1;
        IF now_balance IS DISTINCT FROM coalesce(last_after, 0) THEN
          RAISE EXCEPTION 'ledger balances change only through postings (account %)', NEW.id USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER ledger_accounts_balance_posted AFTER UPDATE ON ${s}.ledger_accounts
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance)
      EXECUTE FUNCTION ${s}.ledger_accounts_balance_posted()`);

    // Each posting: the account's balance before it must be where the previous posting left it.
    await q.query(`
      CREATE OR REPLACE FUNCTION ${s}.ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql ${path} AS $$
      DECLARE last_after numeric;
      BEGIN
        UPDATE ${s}.ledger_accounts SET balance = balance + NEW.amount
          WHERE id = NEW.account_id AND currency = NEW.currency
          RETURNING balance INTO NEW.balance_after;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'posting currency % does not match account %', NEW.currency, NEW.account_id USING ERRCODE = 'check_violation';
        END IF;
        SELECT balance_after INTO last_after FROM ${s}.ledger_postings WHERE account_id = NEW.account_id ORDER BY applied_seq DESC LIMIT 1;
        IF NEW.balance_after - NEW.amount <> coalesce(last_after, 0) THEN
          RAISE EXCEPTION 'ledger balances change only through postings (account %)', NEW.account_id USING ERRCODE = 'restrict_violation';
        END IF;
        NEW.applied_seq := nextval('${s}.ledger_applied_seq');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION ${s}.ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql ${path} AS $$
      DECLARE n int; bad text;
      BEGIN
        SELECT count(*) INTO n FROM ${s}.ledger_postings WHERE entry_id = NEW.entry_id;
        IF n < 2 THEN RAISE EXCEPTION 'journal entry % has fewer than two postings', NEW.entry_id USING ERRCODE = 'check_violation'; END IF;
        SELECT currency INTO bad FROM ${s}.ledger_postings WHERE entry_id = NEW.entry_id GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
        IF bad IS NOT NULL THEN
          RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, bad USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);

    // Holds: opened by the entry that moved their amount into the owner's hold account, closed by the
    // entry that moves it out (one hold per closing entry), never otherwise.
    await q.query(
      `CREATE UNIQUE INDEX ledger_holds_closed_entry_key ON ${s}.ledger_holds (closed_entry_id) WHERE closed_entry_id IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION ${s}.ledger_hold_moved(entry bigint, owner uuid, cur char(3), acct_kind text) RETURNS numeric
      LANGUAGE sql STABLE ${path} AS $$
        SELECT coalesce(sum(p.amount), 0) FROM ${s}.ledger_postings p JOIN ${s}.ledger_accounts a ON a.id = p.account_id
        WHERE p.entry_id = entry AND a.owner_id = owner AND a.currency = cur AND a.kind = acct_kind
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION ${s}.ledger_holds_guard() RETURNS trigger LANGUAGE plpgsql ${path} AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'holds are never deleted' USING ERRCODE = 'restrict_violation'; END IF;
        IF TG_OP = 'INSERT' THEN
          IF NEW.status <> 'pending' OR NEW.closed_entry_id IS NOT NULL
             OR ${s}.ledger_hold_moved(NEW.created_entry_id, NEW.owner_id, NEW.currency, 'user_hold') <> NEW.amount THEN
            RAISE EXCEPTION 'a hold opens pending, with the entry that moves its amount into the hold account' USING ERRCODE = 'restrict_violation';
          END IF;
          RETURN NEW;
        END IF;
        IF OLD.status <> 'pending' THEN RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.status USING ERRCODE = 'restrict_violation'; END IF;
        IF NEW.owner_id <> OLD.owner_id OR NEW.currency <> OLD.currency OR NEW.amount <> OLD.amount
           OR NEW.reference_type <> OLD.reference_type OR NEW.reference_id <> OLD.reference_id
           OR NEW.created_entry_id <> OLD.created_entry_id OR NEW.created_at <> OLD.created_at THEN
          RAISE EXCEPTION 'a hold only changes by closing' USING ERRCODE = 'restrict_violation';
        END IF;
        IF NEW.status = 'pending' THEN
          IF NEW.closed_entry_id IS NOT NULL THEN
            RAISE EXCEPTION 'a hold only changes by closing' USING ERRCODE = 'restrict_violation';
          END IF;
          RETURN NEW;
        END IF;
        IF NEW.closed_entry_id IS NULL
           OR ${s}.ledger_hold_moved(NEW.closed_entry_id, OLD.owner_id, OLD.currency, 'user_hold') <> -OLD.amount
           OR ${s}.ledger_hold_moved(NEW.closed_entry_id, OLD.owner_id, OLD.currency, 'user_available')
              <> OLD.amount - coalesce(NEW.posted_amount, 0) THEN
          RAISE EXCEPTION 'hold % closes only with the entry that moves its amount out of the hold account', OLD.id
            USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`DROP TRIGGER ledger_holds_guard ON ${s}.ledger_holds`);
    await q.query(
      `CREATE TRIGGER ledger_holds_guard BEFORE INSERT OR UPDATE OR DELETE ON ${s}.ledger_holds FOR EACH ROW EXECUTE FUNCTION ${s}.ledger_holds_guard()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`DROP TRIGGER ledger_holds_guard ON ${s}.ledger_holds`);
    await q.query(
      `CREATE TRIGGER ledger_holds_guard BEFORE UPDATE OR DELETE ON ${s}.ledger_holds FOR EACH ROW EXECUTE FUNCTION ${s}.ledger_holds_guard()`,
    );
    await q.query(`DROP INDEX ${s}.ledger_holds_closed_entry_key`);
    await q.query(`DROP TRIGGER ledger_accounts_balance_posted ON ${s}.ledger_accounts`);
    await q.query(`DROP FUNCTION ${s}.ledger_accounts_balance_posted()`);
    for (const table of ['fx_transfers', 'user_events', 'ledger_holds'])
      await q.query(`DROP TRIGGER ${table}_no_truncate ON ${s}.${table}`);
    // The functions keep their stricter bodies (still correct for the older schema); ledger_hold_moved stays with them.
  }
}
