import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, defence in depth: a role is kept where the application's database role cannot write it.
 *
 * - `user_roles` holds every role other than the default `user` (one row per ops user). The app role may
 *   only read it (server/src/db/roles.ts `READ_ONLY_TABLES`).
 * - `users.role` stays (every read of a user carries it), but a trigger refuses any INSERT or UPDATE of it
 *   that disagrees with `user_roles`: `UPDATE users SET role = 'ops'`, or a user inserted as ops, fails
 *   for everyone but the function below.
 * - `set_user_role(user, role, actor label)` is the one way a role changes: SECURITY DEFINER (runs as
 *   the owner, fixed search_path with pg_temp last), EXECUTE revoked from PUBLIC and never granted to
 *   the app role, so only the owner role calls it (`npm run ops:create`, the demo seed). It records the
 *   change in `audit_log` (`user.role.changed`, before and after) in the same transaction.
 */
export class UserRoles1765900000000 implements MigrationInterface {
  name = 'UserRoles1765900000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`
      CREATE TABLE ${s}.user_roles (
        user_id uuid PRIMARY KEY REFERENCES ${s}.users(id),
        role varchar(8) NOT NULL CHECK (role IN ('ops')),
        granted_at timestamptz NOT NULL DEFAULT now(),
        granted_by varchar(64) NOT NULL
      )`);
    await q.query(
      `INSERT INTO ${s}.user_roles (user_id, role, granted_by) SELECT id, role, 'migration' FROM ${s}.users WHERE role <> 'user'`,
    );
    await q.query(`
      CREATE FUNCTION ${s}.users_role_guard() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
      SET search_path = ${s}, pg_temp AS $$
      BEGIN
        IF NEW.role IS DISTINCT FROM coalesce((SELECT r.role FROM ${s}.user_roles r WHERE r.user_id = NEW.id), 'user') THEN
          RAISE EXCEPTION 'a user''s role changes only through set_user_role' USING ERRCODE = '42501';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`REVOKE EXECUTE ON FUNCTION ${s}.users_role_guard() FROM PUBLIC`);
    await q.query(
      `CREATE TRIGGER users_role_guard BEFORE INSERT OR UPDATE OF role ON ${s}.users FOR EACH ROW EXECUTE FUNCTION ${s}.users_role_guard()`,
    );
    await q.query(`
      CREATE FUNCTION ${s}.set_user_role(p_user uuid, p_role text, p_actor_label text, p_at timestamptz DEFAULT now()) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
      SET search_path = ${s}, pg_temp AS $$
      DECLARE
        v_before text;
      BEGIN
        IF p_role NOT IN ('user', 'ops') THEN
          RAISE EXCEPTION 'unknown role %', p_role USING ERRCODE = '22023';
        END IF;
        SELECT u.role INTO v_before FROM ${s}.users u WHERE u.id = p_user FOR UPDATE;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'no user %', p_user USING ERRCODE = 'P0002';
        END IF;
        IF v_before = p_role THEN
          RETURN;
        END IF;
        IF p_role = 'user' THEN
          DELETE FROM ${s}.user_roles WHERE user_id = p_user;
        ELSE
          INSERT INTO ${s}.user_roles (user_id, role, granted_by) VALUES (p_user, p_role, p_actor_label)
            ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, granted_at = now(), granted_by = EXCLUDED.granted_by;
        END IF;
        UPDATE ${s}.users SET role = p_role WHERE id = p_user;
        INSERT INTO ${s}.audit_log (at, actor_id, actor_label, action, target_type, target_id, before, after)
          VALUES (p_at, NULL, left(p_actor_label, 64), 'user.role.changed', 'user', p_user::text,
                  jsonb_build_object('role', v_before), jsonb_build_object('role', p_role));
      END $$`);
    await q.query(`REVOKE EXECUTE ON FUNCTION ${s}.set_user_role(uuid, text, text, timestamptz) FROM PUBLIC`);
  }

  async down(q: QueryRunner): Promise<void> {
    const [{ s }]: Array<{ s: string }> = await q.query('SELECT quote_ident(current_schema()) AS s');
    await q.query(`DROP FUNCTION ${s}.set_user_role(uuid, text, text, timestamptz)`);
    await q.query(`DROP TRIGGER users_role_guard ON ${s}.users`);
    await q.query(`DROP FUNCTION ${s}.users_role_guard()`);
    await q.query(`DROP TABLE ${s}.user_roles`);
  }
}
