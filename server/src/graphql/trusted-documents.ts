import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { CommonError } from '../shared/common.errors';
import { DomainError } from '../shared/domain-error';
import { logger } from '../shared/logger';

export interface OperationRequest {
  query?: unknown;
  extensions?: ({ documentId?: unknown } & Record<string, unknown>) | null;
}

/**
 * Trusted documents: the client's operations, extracted by codegen into a manifest of
 * sha256 → document. Clients send only the hash. In production a user (or anonymous) session may
 * run only those documents; an ops session may run any (GraphiQL). Development allows any.
 */
export class TrustedDocuments {
  constructor(
    private readonly byHash: ReadonlyMap<string, string>,
    private readonly enforce: boolean,
  ) {}

  static fromFile(path: string, enforce: boolean): TrustedDocuments {
    let manifest: Record<string, string> = {};
    if (fs.existsSync(path)) manifest = JSON.parse(fs.readFileSync(path, 'utf8'));
    else logger.warn({ path }, 'no persisted-documents manifest: user sessions can run no operation in production');
    return new TrustedDocuments(new Map(Object.entries(manifest)), enforce);
  }

  get size(): number {
    return this.byHash.size;
  }

  static hash(document: string): string {
    return createHash('sha256').update(document).digest('hex');
  }

  /** The document text to execute, or a refusal with a stable code. */
  resolve(request: OperationRequest, callerIsOps: boolean): string {
    const id = request.extensions?.documentId;
    if (id !== undefined) {
      const doc = typeof id === 'string' ? this.byHash.get(id) : undefined;
      if (!doc) throw new DomainError(CommonError.DOCUMENT_NOT_TRUSTED);
      return doc;
    }
    if (typeof request.query !== 'string' || request.query.length === 0) throw new DomainError(CommonError.QUERY_REJECTED);
    if (this.enforce && !callerIsOps && !this.byHash.has(TrustedDocuments.hash(request.query))) {
      throw new DomainError(CommonError.DOCUMENT_NOT_TRUSTED);
    }
    return request.query;
  }

  /**
   * For a request signed with an API token: the web client's documents, or those of the registered app
   * the token was issued for (`appDocument` looks a hash up in that app's manifests). Never "any" — a
   * token's caller is never ops.
   */
  async resolveForToken(request: OperationRequest, appDocument: (hash: string) => Promise<string | null>): Promise<string> {
    const id = request.extensions?.documentId;
    if (id !== undefined) {
      const doc = typeof id === 'string' ? (this.byHash.get(id) ?? (await appDocument(id))) : undefined;
      if (!doc) throw new DomainError(CommonError.DOCUMENT_NOT_TRUSTED);
      return doc;
    }
    if (typeof request.query !== 'string' || request.query.length === 0) throw new DomainError(CommonError.QUERY_REJECTED);
    if (this.enforce) {
      const hash = TrustedDocuments.hash(request.query);
      if (!this.byHash.has(hash) && (await appDocument(hash)) === null) throw new DomainError(CommonError.DOCUMENT_NOT_TRUSTED);
    }
    return request.query;
  }
}
