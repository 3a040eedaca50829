import type { DataSource } from 'typeorm';
import { createAuthLoaders } from '../modules/auth/auth.loaders';

/** Every module's DataLoaders, made fresh for each request so nothing is cached across users. */
export function createLoaders(ds: DataSource) {
  return { ...createAuthLoaders(ds) };
}

export type Loaders = ReturnType<typeof createLoaders>;
