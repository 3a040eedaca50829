import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, other clients: registered client apps with their versioned trusted-document manifests, and
 * personal API tokens. A token's secret is never stored: only its SHA-256 (the secret is 256 random bits,
 * so a fast hash is enough) and a short public prefix the owner recognises it by.
 */
export class ApiAccess1765100000000 implements MigrationInterface {
  name = 'ApiAccess1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_apps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(60) NOT NULL UNIQUE,
        owner varchar(100) NOT NULL,
        allowed_scopes text[] NOT NULL CHECK (allowed_scopes <@ ARRAY['read', 'trade']::text[] AND cardinality(allowed_scopes) > 0),
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE client_app_manifests (
        app_id uuid NOT NULL REFERENCES client_apps(id),
        version int NOT NULL CHECK (version > 0),
        document_count int NOT NULL,
        uploaded_by uuid REFERENCES users(id),
        uploaded_at timestamptz NOT NULL,
        PRIMARY KEY (app_id, version)
      )`);
    // One row per document of a manifest version: the production check looks one hash up.
    await q.query(`
      CREATE TABLE client_app_documents (
        app_id uuid NOT NULL,
        version int NOT NULL,
        hash char(64) NOT NULL,
        document text NOT NULL,
        PRIMARY KEY (app_id, hash, version),
        FOREIGN KEY (app_id, version) REFERENCES client_app_manifests(app_id, version)
      )`);
    await q.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        name varchar(40) NOT NULL,
        prefix varchar(16) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        scopes text[] NOT NULL CHECK (scopes <@ ARRAY['read', 'trade']::text[] AND cardinality(scopes) > 0),
        app_id uuid REFERENCES client_apps(id),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query('CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC, id DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api_tokens');
    await q.query('DROP TABLE client_app_documents');
    await q.query('DROP TABLE client_app_manifests');
    await q.query('DROP TABLE client_apps');
  }
}
