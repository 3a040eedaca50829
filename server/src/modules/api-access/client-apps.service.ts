import { createHash } from 'node:crypto';
import { type GraphQLSchema, parse, specifiedRules, validate } from 'graphql';
import type { DataSource } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { type ApiScopeValue, ClientApp, ClientAppManifest } from './api-access.entities';
import { ApiAccessError } from './api-access.errors';

const SCOPES: readonly ApiScopeValue[] = ['read', 'trade'];
const MAX_DOCUMENTS = 500;
const NAME_TAKEN = '23505';

export interface ClientAppWithManifests {
  app: ClientApp;
  manifests: ClientAppManifest[];
}

export function validScopes(scopes: readonly string[]): scopes is ApiScopeValue[] {
  return scopes.length > 0 && new Set(scopes).size === scopes.length && scopes.every((s) => (SCOPES as string[]).includes(s));
}

/**
 * Other clients of the schema, registered by ops, each with versioned manifests of the documents it may
 * run in production (the web client's own manifest stays a file built with it).
 */
export class ClientAppsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async register(
    actor: User,
    input: { name: string; owner: string; allowedScopes: string[] },
    meta: { ip: string | null },
  ): Promise<ClientApp> {
    const name = input.name.trim();
    const owner = input.owner.trim();
    if (name.length < 2 || name.length > 60 || owner.length < 2 || owner.length > 100 || !validScopes(input.allowedScopes)) {
      throw new DomainError(ApiAccessError.CLIENT_APP_INVALID);
    }
    const scopes = input.allowedScopes;
    try {
      return await this.ds.transaction(async (em) => {
        const app = em.create(ClientApp, { name, owner, allowedScopes: scopes, createdBy: actor.id, createdAt: this.clock.now() });
        await em.save(app);
        await this.audit.record(em, {
          actorId: actor.id,
          actorLabel: actor.phone,
          action: 'client_app.register',
          targetType: 'client_app',
          targetId: app.id,
          after: { name, owner, allowedScopes: scopes },
          ip: meta.ip,
        });
        return app;
      });
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === NAME_TAKEN)
        throw new DomainError(ApiAccessError.CLIENT_APP_NAME_TAKEN);
      throw err;
    }
  }

  /**
   * Stores a new manifest version. Every entry must be a document valid against the schema whose SHA-256
   * is its key (what codegen's persisted documents write), so a manifest cannot smuggle in a document
   * under another's hash.
   */
  async uploadManifest(
    actor: User | null,
    appId: string,
    manifestText: string,
    schema: GraphQLSchema,
    meta: { ip: string | null; actorLabel?: string },
  ): Promise<ClientAppManifest> {
    const documents = parseManifest(manifestText, schema);
    return this.ds.transaction(async (em) => {
      const app = await em.getRepository(ClientApp).findOne({ where: { id: appId }, lock: { mode: 'pessimistic_write' } });
      if (!app) throw new DomainError(ApiAccessError.CLIENT_APP_NOT_FOUND);
      const [{ next }] = await em.query('SELECT coalesce(max(version), 0) + 1 AS next FROM client_app_manifests WHERE app_id = $1', [
        appId,
      ]);
      const manifest = em.create(ClientAppManifest, {
        appId,
        version: Number(next),
        documentCount: documents.length,
        uploadedBy: actor?.id ?? null,
        uploadedAt: this.clock.now(),
      });
      await em.insert(ClientAppManifest, manifest);
      for (let i = 0; i < documents.length; i += 100) {
        const chunk = documents.slice(i, i + 100);
        const values = chunk.map((_, j) => `($1, $2, $${3 + 2 * j}, $${4 + 2 * j})`).join(', ');
        await em.query(`INSERT INTO client_app_documents (app_id, version, hash, document) VALUES ${values}`, [
          appId,
          manifest.version,
          ...chunk.flat(),
        ]);
      }
      await this.audit.record(em, {
        actorId: actor?.id ?? null,
        actorLabel: actor?.phone ?? meta.actorLabel ?? 'cli',
        action: 'client_app.manifest_upload',
        targetType: 'client_app',
        targetId: appId,
        after: { version: manifest.version, documentCount: documents.length, hashes: documents.map(([h]) => h.slice(0, 12)) },
        ip: meta.ip,
      });
      return manifest;
    });
  }

  async find(id: string): Promise<ClientApp | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return this.ds.getRepository(ClientApp).findOne({ where: { id } });
  }

  async findByName(name: string): Promise<ClientApp | null> {
    return this.ds.getRepository(ClientApp).findOne({ where: { name } });
  }

  list(): Promise<ClientApp[]> {
    return this.ds.getRepository(ClientApp).find({ order: { name: 'ASC' }, take: 200 });
  }

  async listWithManifests(): Promise<ClientAppWithManifests[]> {
    const apps = await this.list();
    const manifests = await this.ds.getRepository(ClientAppManifest).find({ order: { version: 'DESC' } });
    return apps.map((app) => ({ app, manifests: manifests.filter((m) => m.appId === app.id) }));
  }

  /** The document an app registered under this hash, in any of its manifest versions. */
  async document(appId: string, hash: string): Promise<string | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    const rows: Array<{ document: string }> = await this.ds.query(
      'SELECT document FROM client_app_documents WHERE app_id = $1 AND hash = $2 ORDER BY version DESC LIMIT 1',
      [appId, hash],
    );
    return rows[0]?.document ?? null;
  }
}

function parseManifest(text: string, schema: GraphQLSchema): Array<[string, string]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DomainError(ApiAccessError.CLIENT_APP_MANIFEST_INVALID, { reason: 'not JSON' });
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new DomainError(ApiAccessError.CLIENT_APP_MANIFEST_INVALID, { reason: 'not an object' });
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0 || entries.length > MAX_DOCUMENTS)
    throw new DomainError(ApiAccessError.CLIENT_APP_MANIFEST_INVALID, { reason: 'size' });
  return entries.map(([hash, doc]) => {
    if (typeof doc !== 'string' || createHash('sha256').update(doc).digest('hex') !== hash) {
      throw new DomainError(ApiAccessError.CLIENT_APP_MANIFEST_INVALID, { reason: 'hash mismatch', hash: hash.slice(0, 64) });
    }
    let errors: readonly unknown[];
    try {
      errors = validate(schema, parse(doc), specifiedRules);
    } catch {
      errors = ['syntax'];
    }
    if (errors.length > 0) throw new DomainError(ApiAccessError.CLIENT_APP_MANIFEST_INVALID, { reason: 'invalid document', hash });
    return [hash, doc];
  });
}
