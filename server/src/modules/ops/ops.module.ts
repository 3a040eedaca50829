import { defineModule } from '../../app/module';
import { OpsResolver, OpsUserFieldsResolver } from './ops.resolver';
import { OpsService } from './ops.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    ops: OpsService;
  }
}

/** The ops console's reads about users (search, profile, statement, positions, invite codes). */
export const opsModule = defineModule({
  name: 'ops',
  resolvers: [OpsResolver, OpsUserFieldsResolver],
  create: ({ ds }) => ({ ops: new OpsService(ds) }),
});
