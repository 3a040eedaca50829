import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type ApiScopeValue = 'read' | 'trade';

/** A personal API token: only the hash of its secret is kept. */
@Entity('api_tokens')
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar' })
  name: string;

  /** The first characters of the token, shown so its owner can tell tokens apart. */
  @Column({ type: 'varchar' })
  prefix: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'text', array: true })
  scopes: ApiScopeValue[];

  /** The registered client app whose documents the token may run in production (null: the web client's). */
  @Column({ name: 'app_id', type: 'uuid', nullable: true })
  appId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

/** Another client of the schema, registered by ops. */
@Entity('client_apps')
export class ClientApp {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  owner: string;

  @Column({ name: 'allowed_scopes', type: 'text', array: true })
  allowedScopes: ApiScopeValue[];

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One uploaded version of an app's trusted-document manifest. */
@Entity('client_app_manifests')
export class ClientAppManifest {
  @PrimaryColumn({ name: 'app_id', type: 'uuid' })
  appId: string;

  @PrimaryColumn({ type: 'int' })
  version: number;

  @Column({ name: 'document_count', type: 'int' })
  documentCount: number;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;
}
