import type { User } from '../auth/user.entity';
import type { PageArgs } from '../../shared/pagination';
import type { ApplyInput, IntradayCommands } from './intraday.commands';
import type { IntradayQueries } from './intraday.queries';

/** The facade resolvers see: applying, the user's records, the published terms and the ops list. */
export class IntradayService {
  constructor(
    private readonly commands: IntradayCommands,
    private readonly queries: IntradayQueries,
  ) {}

  async apply(user: User, input: ApplyInput) {
    const id = await this.commands.apply(user, input);
    return this.queries.applicationOf(user.id, id);
  }

  decidePending() {
    return this.commands.decidePending();
  }

  terms() {
    return this.queries.terms();
  }

  applicationOf(userId: string, id: string) {
    return this.queries.applicationOf(userId, id);
  }

  myApplications(userId: string, args: PageArgs) {
    return this.queries.myApplications(userId, args);
  }

  opsApplications(args: PageArgs & { status?: string | null }) {
    return this.queries.opsApplications(args);
  }
}
