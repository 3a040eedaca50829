import pg from 'pg';

/**
 * Changes a user's role (issue 30): only through the database function `set_user_role`, which only the
 * owner role may execute and which audits the change (`user.role.changed`; migration
 * 1765900000000-UserRoles). The application's role can read roles but never write them.
 */
/** `at`: when the change is audited, from the caller's clock (the database's now() without one). */
export type RoleGranter = (userId: string, role: 'user' | 'ops', actorLabel: string, at?: Date) => Promise<void>;

/** A granter that connects as the owner (`ownerUrl`: the migration role) for each change. */
export function ownerRoleGranter(ownerUrl: string): RoleGranter {
  return async (userId, role, actorLabel, at) => {
    const client = new pg.Client({ connectionString: ownerUrl, application_name: 'vela-role-grant' });
    await client.connect();
    try {
      await client.query('SELECT set_user_role($1, $2, $3, COALESCE($4::timestamptz, now()))', [userId, role, actorLabel, at ?? null]);
    } finally {
      await client.end();
    }
  };
}
