import { defineModule } from '../../app/module';
import { AuditEntry } from './audit-entry.entity';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    audit: AuditService;
  }
}

/** The append-only audit log every ops action writes to, in the transaction of the action. */
export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditEntry],
  resolvers: [AuditResolver],
  create: ({ ds, clock }) => ({ audit: new AuditService(ds, clock) }),
});
