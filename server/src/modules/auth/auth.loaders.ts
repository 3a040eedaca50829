import DataLoader from 'dataloader';
import { type DataSource, In } from 'typeorm';
import { User } from './user.entity';

/** Per-request loaders: a list that shows users costs one query for all of them. */
export function createAuthLoaders(ds: DataSource) {
  return {
    userById: new DataLoader<string, User | null>(async (ids) => {
      const users = await ds.getRepository(User).findBy({ id: In([...ids]) });
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
