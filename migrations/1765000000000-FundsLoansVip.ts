import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'user_available', 'user_hold', 'user_margin', 'external', 'fee_income', 'tax_payable', 'fx_liquidity', 'ops_adjustments',
      'trading_counterparty', 'allocation_escrow'`;

/**
 * Issue 16: term funds with daily accrual, stock-backed loans with a signed agreement, and VIP.
 *
 * Funds: the principal of a holding sits in the platform's fund liability account from the start until
 * it returns; each day's earnings are one journal entry from the fund expense account into that
 * liability, and `fund_accruals` (one row per holding and day, primary key) makes a second posting for
 * the same day impossible. Loans: what users owe is the platform's loan receivable (principal disbursed
 * plus interest accrued, one row per loan and day in `loan_accruals`); collateral is pledged by row in
 * `loan_pledges` (positions are append-only). VIP: one status row per user and every application.
 */
export class FundsLoansVip1765000000000 implements MigrationInterface {
  name = 'FundsLoansVip1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${KINDS_BEFORE},
      'fund_liability', 'fund_expense', 'loan_receivable', 'interest_income'))`);
    // A pledged position sold to cover a loan has its own selling type.
    await q.query(`ALTER TABLE position_closes DROP CONSTRAINT position_closes_selling_type_check`);
    await q.query(`ALTER TABLE position_closes ALTER COLUMN selling_type TYPE varchar(16)`);
    await q.query(`ALTER TABLE position_closes ADD CONSTRAINT position_closes_selling_type_check
      CHECK (selling_type IN ('manual', 'limit', 'stop_out', 'strategy', 'end_of_day', 'loan_liquidation'))`);
    await q.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_purpose_check`);
    await q.query(
      `ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('real_name', 'banner', 'receipt', 'loan_signature'))`,
    );

    await q.query(`CREATE SEQUENCE fund_no_seq START 100001`);
    await q.query(`
      CREATE TABLE fund_products (
        id uuid PRIMARY KEY,
        name varchar(120) NOT NULL,
        underlying varchar(120) NOT NULL,
        rate_source varchar(200) NOT NULL,
        currency char(3) NOT NULL CHECK (currency IN ('EUR', 'USD')),
        period_days integer NOT NULL CHECK (period_days BETWEEN 1 AND 3660),
        annual_rate numeric(10, 6) NOT NULL CHECK (annual_rate > 0 AND annual_rate < 1),
        min_amount numeric(20, 2) NOT NULL CHECK (min_amount >= 1),
        max_amount numeric(20, 2) NOT NULL,
        auto_approve_up_to numeric(20, 2) NOT NULL DEFAULT 0 CHECK (auto_approve_up_to >= 0),
        early_fee_rate numeric(10, 6) NOT NULL CHECK (early_fee_rate >= 0 AND early_fee_rate <= 0.1),
        disclosure text NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (max_amount >= min_amount)
      )`);
    await q.query(`
      CREATE TABLE fund_holdings (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        product_id uuid NOT NULL REFERENCES fund_products(id),
        user_id uuid NOT NULL REFERENCES users(id),
        currency char(3) NOT NULL,
        principal numeric(20, 2) NOT NULL CHECK (principal > 0),
        annual_rate numeric(10, 6) NOT NULL,
        period_days integer NOT NULL,
        early_fee_rate numeric(10, 6) NOT NULL,
        hold_id bigint NOT NULL REFERENCES ledger_holds(id),
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'holding', 'ended', 'redeemed', 'rejected')),
        accrued numeric(20, 2) NOT NULL DEFAULT 0 CHECK (accrued >= 0),
        earning_days integer NOT NULL DEFAULT 0,
        early_fee numeric(20, 2),
        reason_code varchar(32),
        reason varchar(500),
        applied_at timestamptz NOT NULL,
        starts_at timestamptz,
        ends_at timestamptz,
        closed_at timestamptz,
        CHECK ((status IN ('holding', 'ended', 'redeemed')) = (starts_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX fund_holdings_user_idx ON fund_holdings (user_id, applied_at DESC, id DESC)`);
    await q.query(`CREATE INDEX fund_holdings_status_idx ON fund_holdings (status, applied_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE fund_accruals (
        holding_id uuid NOT NULL REFERENCES fund_holdings(id),
        day date NOT NULL,
        amount numeric(20, 2) NOT NULL CHECK (amount >= 0),
        entry_id bigint REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (holding_id, day)
      )`);
    await q.query(
      `CREATE TRIGGER fund_accruals_append_only BEFORE UPDATE OR DELETE ON fund_accruals FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
    );

    await q.query(`CREATE SEQUENCE loan_no_seq START 100001`);
    await q.query(`
      CREATE TABLE loans (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        currency char(3) NOT NULL CHECK (currency IN ('EUR', 'USD')),
        amount numeric(20, 2) NOT NULL CHECK (amount >= 1),
        annual_rate numeric(10, 6) NOT NULL,
        day_basis smallint NOT NULL CHECK (day_basis IN (360, 365)),
        limit_at_application numeric(20, 2) NOT NULL,
        full_name varchar(120) NOT NULL,
        id_number varchar(64) NOT NULL,
        address varchar(200) NOT NULL,
        phone varchar(32) NOT NULL,
        email varchar(120) NOT NULL,
        signature_upload_id uuid NOT NULL REFERENCES uploads(id),
        agreement_version varchar(16) NOT NULL,
        agreement_hash char(64) NOT NULL,
        signed_at timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'successful', 'failed')),
        reason_code varchar(32),
        reason varchar(500),
        principal numeric(20, 2) NOT NULL DEFAULT 0 CHECK (principal >= 0),
        interest numeric(20, 2) NOT NULL DEFAULT 0 CHECK (interest >= 0),
        interest_carry numeric(30, 20) NOT NULL DEFAULT 0,
        accrued_to date,
        margin_call_at timestamptz,
        cure_by timestamptz,
        liquidated_at timestamptz,
        applied_at timestamptz NOT NULL,
        decided_at timestamptz,
        repaid_at timestamptz
      )`);
    await q.query(`CREATE INDEX loans_user_idx ON loans (user_id, applied_at DESC, id DESC)`);
    await q.query(`CREATE INDEX loans_status_idx ON loans (status, applied_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE loan_pledges (
        loan_id uuid NOT NULL REFERENCES loans(id),
        position_id uuid NOT NULL REFERENCES positions(id),
        pledged_at timestamptz NOT NULL,
        PRIMARY KEY (loan_id, position_id)
      )`);
    await q.query(`CREATE INDEX loan_pledges_position_idx ON loan_pledges (position_id)`);
    await q.query(`
      CREATE TABLE loan_accruals (
        loan_id uuid NOT NULL REFERENCES loans(id),
        day date NOT NULL,
        principal numeric(20, 2) NOT NULL,
        amount numeric(20, 2) NOT NULL CHECK (amount >= 0),
        entry_id bigint REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (loan_id, day)
      )`);
    await q.query(
      `CREATE TRIGGER loan_accruals_append_only BEFORE UPDATE OR DELETE ON loan_accruals FOR EACH ROW EXECUTE FUNCTION forbid_change()`,
    );
    await q.query(`
      CREATE TABLE loan_repayments (
        id uuid PRIMARY KEY,
        order_no varchar(24) NOT NULL UNIQUE,
        loan_id uuid NOT NULL REFERENCES loans(id),
        user_id uuid NOT NULL REFERENCES users(id),
        currency char(3) NOT NULL,
        amount numeric(20, 2) NOT NULL CHECK (amount > 0),
        hold_id bigint NOT NULL REFERENCES ledger_holds(id),
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'successful', 'failed')),
        interest_paid numeric(20, 2),
        principal_paid numeric(20, 2),
        reason_code varchar(32),
        reason varchar(500),
        applied_at timestamptz NOT NULL,
        decided_at timestamptz
      )`);
    await q.query(`CREATE INDEX loan_repayments_user_idx ON loan_repayments (user_id, applied_at DESC, id DESC)`);
    await q.query(`CREATE INDEX loan_repayments_status_idx ON loan_repayments (status, applied_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE vip_members (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        status varchar(8) NOT NULL CHECK (status IN ('vip', 'lapsed')),
        since timestamptz NOT NULL,
        criterion varchar(32) NOT NULL,
        checked_at timestamptz NOT NULL,
        lapsed_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE vip_checks (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id),
        kind varchar(10) NOT NULL CHECK (kind IN ('apply', 'monthly')),
        result varchar(10) NOT NULL CHECK (result IN ('granted', 'refused', 'kept', 'lapsed')),
        total_assets numeric(24, 2) NOT NULL,
        traded_30d numeric(24, 2) NOT NULL,
        unmet varchar(200),
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX vip_checks_user_idx ON vip_checks (user_id, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'vip_checks',
      'vip_members',
      'loan_repayments',
      'loan_accruals',
      'loan_pledges',
      'loans',
      'fund_accruals',
      'fund_holdings',
      'fund_products',
    ])
      await q.query(`DROP TABLE ${t}`);
    await q.query(`DROP SEQUENCE loan_no_seq`);
    await q.query(`DROP SEQUENCE fund_no_seq`);
    await q.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_purpose_check`);
    await q.query(`ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check CHECK (purpose IN ('real_name', 'banner', 'receipt'))`);
    await q.query(`ALTER TABLE position_closes DROP CONSTRAINT position_closes_selling_type_check`);
    await q.query(`ALTER TABLE position_closes ADD CONSTRAINT position_closes_selling_type_check
      CHECK (selling_type IN ('manual', 'limit', 'stop_out', 'strategy', 'end_of_day'))`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${KINDS_BEFORE}))`);
  }
}
