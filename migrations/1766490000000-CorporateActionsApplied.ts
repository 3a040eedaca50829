import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, corporate actions applied to accounts: each action exactly once per position.
 *
 * - `corporate_action_runs` marks an action applied (its entitlements recorded, or its split applied to
 *   every eligible position); the job skips what is marked and catches up on the rest.
 * - `dividend_entitlements` (append-only): who is owed (or owes, short) a dividend, with the shares held
 *   at the start of the ex-date; one per (action, position).
 * - `dividend_payments` (append-only): the payment of one entitlement on the pay date, with the gross,
 *   the remainder below the cent, the withholding and the net, and its journal entry; one per entitlement.
 * - `position_adjustments` (append-only): a split's change of a position (shares, entry price, margin)
 *   with the fraction paid as cash in lieu, or the margin a short's dividend took. `positions` stays
 *   append-only but for these four columns, which may change only as the latest adjustment row says
 *   (a trigger proves it), so every read of a position sees its current shares without a join.
 * - `split_quote_adjustments` (append-only): the last quote put in post-split terms at the effective date's
 *   start (market data's own adjustment, derived from the provider's action), once, with what it was.
 * - `split_applications` (append-only): a split applied to one user's positions, waiting orders and price
 *   alerts, in one transaction, once; what they were told.
 * - `user_tax_forms` (append-only): the W-8BEN treaty declaration, valid to the end of the third year.
 */
export class CorporateActionsApplied1766490000000 implements MigrationInterface {
  name = 'CorporateActionsApplied1766490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE corporate_action_runs (
        action_id uuid PRIMARY KEY REFERENCES corporate_actions(id),
        positions integer NOT NULL CHECK (positions >= 0),
        applied_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE dividend_entitlements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        action_id uuid NOT NULL REFERENCES corporate_actions(id),
        position_id uuid NOT NULL REFERENCES positions(id),
        user_id uuid NOT NULL REFERENCES users(id),
        symbol varchar(24) NOT NULL,
        market varchar(4) NOT NULL,
        direction varchar(5) NOT NULL CHECK (direction IN ('long', 'short')),
        shares integer NOT NULL CHECK (shares > 0),
        amount_per_share numeric(20, 6) NOT NULL CHECK (amount_per_share > 0),
        dividend_currency char(3) NOT NULL,
        settlement_currency char(3) NOT NULL,
        ex_date date NOT NULL,
        recorded_at timestamptz NOT NULL,
        UNIQUE (action_id, position_id)
      )`);
    await q.query('CREATE INDEX dividend_entitlements_user_idx ON dividend_entitlements (user_id, ex_date DESC)');
    await q.query('CREATE INDEX dividend_entitlements_position_idx ON dividend_entitlements (position_id)');
    await q.query(`
      CREATE TABLE dividend_payments (
        entitlement_id uuid PRIMARY KEY REFERENCES dividend_entitlements(id),
        user_id uuid NOT NULL REFERENCES users(id),
        pay_date date NOT NULL,
        gross_dividend_currency numeric(28, 10) NOT NULL CHECK (gross_dividend_currency > 0),
        fx_mid numeric(20, 8),
        gross_exact numeric(28, 10) NOT NULL CHECK (gross_exact > 0),
        gross numeric(24, 4) NOT NULL CHECK (gross >= 0),
        remainder numeric(28, 10) NOT NULL CHECK (remainder >= 0 AND remainder < 0.01),
        withholding_rate numeric(6, 4) NOT NULL CHECK (withholding_rate >= 0 AND withholding_rate < 1),
        treaty_form boolean NOT NULL,
        withholding numeric(24, 4) NOT NULL CHECK (withholding >= 0),
        net numeric(24, 4) NOT NULL CHECK (net >= 0),
        from_margin numeric(24, 4) NOT NULL DEFAULT 0 CHECK (from_margin >= 0),
        absorbed numeric(24, 4) NOT NULL DEFAULT 0 CHECK (absorbed >= 0),
        entry_id bigint UNIQUE REFERENCES ledger_entries(id) DEFERRABLE INITIALLY DEFERRED,
        paid_at timestamptz NOT NULL,
        CHECK (net = gross - withholding)
      )`);
    await q.query('CREATE INDEX dividend_payments_user_idx ON dividend_payments (user_id, pay_date DESC)');
    await q.query(`
      CREATE TABLE position_adjustments (
        id bigserial PRIMARY KEY,
        position_id uuid NOT NULL REFERENCES positions(id),
        user_id uuid NOT NULL REFERENCES users(id),
        action_id uuid NOT NULL REFERENCES corporate_actions(id),
        kind varchar(16) NOT NULL CHECK (kind IN ('split', 'dividend_margin')),
        shares_before integer NOT NULL,
        shares_after integer NOT NULL CHECK (shares_after >= 0),
        entry_price_before numeric(20, 4) NOT NULL,
        entry_price_after numeric(20, 4) NOT NULL,
        margin_before numeric(24, 4) NOT NULL,
        margin_after numeric(24, 4) NOT NULL CHECK (margin_after >= 0),
        margin_quote_before numeric(24, 4) NOT NULL,
        margin_quote_after numeric(24, 4) NOT NULL CHECK (margin_quote_after >= 0),
        fraction numeric(20, 6) NOT NULL DEFAULT 0 CHECK (fraction >= 0 AND fraction < 1),
        close_price numeric(20, 4),
        close_date date,
        cash_in_lieu numeric(24, 4) NOT NULL DEFAULT 0 CHECK (cash_in_lieu >= 0),
        loss_absorbed numeric(24, 4) NOT NULL DEFAULT 0 CHECK (loss_absorbed >= 0),
        entry_id bigint REFERENCES ledger_entries(id) DEFERRABLE INITIALLY DEFERRED,
        at timestamptz NOT NULL,
        UNIQUE (action_id, position_id, kind)
      )`);
    await q.query('CREATE INDEX position_adjustments_position_idx ON position_adjustments (position_id, id)');
    await q.query(`
      CREATE TABLE split_quote_adjustments (
        action_id uuid PRIMARY KEY REFERENCES corporate_actions(id),
        symbol varchar(24) NOT NULL,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE split_applications (
        action_id uuid NOT NULL REFERENCES corporate_actions(id),
        user_id uuid NOT NULL REFERENCES users(id),
        positions integer NOT NULL,
        orders_adjusted integer NOT NULL,
        orders_cancelled integer NOT NULL,
        alerts integer NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (action_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE user_tax_forms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        form varchar(8) NOT NULL CHECK (form IN ('w8ben')),
        country char(2) NOT NULL,
        full_name varchar(140) NOT NULL,
        signed_at timestamptz NOT NULL,
        valid_until date NOT NULL
      )`);
    await q.query('CREATE INDEX user_tax_forms_user_idx ON user_tax_forms (user_id, signed_at DESC)');
    for (const table of [
      'corporate_action_runs',
      'dividend_entitlements',
      'dividend_payments',
      'position_adjustments',
      'split_quote_adjustments',
      'split_applications',
      'user_tax_forms',
    ]) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
      );
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} EXECUTE FUNCTION forbid_change()`);
    }

    // A position changes only as its latest adjustment says: shares, entry price and margins, nothing else.
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`
      CREATE FUNCTION positions_guard() RETURNS trigger LANGUAGE plpgsql SET search_path = ${s}, pg_temp AS $$
      DECLARE
        a record;
        moving text[] := ARRAY['shares', 'entry_price', 'margin', 'margin_quote'];
      BEGIN
        IF TG_OP <> 'UPDATE' OR (to_jsonb(NEW) - moving) IS DISTINCT FROM (to_jsonb(OLD) - moving) THEN
          RAISE EXCEPTION 'positions is append-only' USING ERRCODE = 'insufficient_privilege';
        END IF;
        SELECT * INTO a FROM position_adjustments WHERE position_id = NEW.id ORDER BY id DESC LIMIT 1;
        IF NOT FOUND OR a.shares_before <> OLD.shares OR a.shares_after <> NEW.shares
           OR a.entry_price_before <> OLD.entry_price OR a.entry_price_after <> NEW.entry_price
           OR a.margin_before <> OLD.margin OR a.margin_after <> NEW.margin
           OR a.margin_quote_before <> OLD.margin_quote OR a.margin_quote_after <> NEW.margin_quote THEN
          RAISE EXCEPTION 'positions is append-only: a position changes only as its latest adjustment says' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query('DROP TRIGGER positions_append_only ON positions');
    await q.query('CREATE TRIGGER positions_guard BEFORE UPDATE OR DELETE ON positions FOR EACH ROW EXECUTE FUNCTION positions_guard()');

    // A position whose shares all became a fraction is closed as cash in lieu.
    await q.query('ALTER TABLE position_closes DROP CONSTRAINT position_closes_selling_type_check');
    await q.query(`
      ALTER TABLE position_closes ADD CONSTRAINT position_closes_selling_type_check CHECK (selling_type IN
        ('manual', 'limit', 'stop_out', 'strategy', 'end_of_day', 'loan_liquidation', 'stop_loss', 'take_profit', 'trailing_stop', 'cash_in_lieu'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER positions_guard ON positions');
    await q.query('DROP FUNCTION positions_guard()');
    await q.query(
      'CREATE TRIGGER positions_append_only BEFORE UPDATE OR DELETE ON positions FOR EACH ROW EXECUTE FUNCTION forbid_change()',
    );
    await q.query(
      'DROP TABLE user_tax_forms, split_applications, split_quote_adjustments, position_adjustments, dividend_payments, dividend_entitlements, corporate_action_runs',
    );
  }
}
