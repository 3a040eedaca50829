import DataLoader from 'dataloader';
import type { AuthService } from './auth.service';
import type { User } from './user.entity';

/** Per-request loaders: a list that shows users costs one query for all of them. */
export function createAuthLoaders(auth: AuthService) {
  return {
    userById: new DataLoader<string, User | null>(async (ids) => {
      const users = await auth.usersByIds(ids);
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
