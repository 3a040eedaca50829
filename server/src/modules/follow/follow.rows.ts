import type { EntityManager } from 'typeorm';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Follow, FollowTrade } from './follow.entities';

// The row locks and names the follow commands and the execution share.

export type { Meta, MoneyGate } from '../allocation/rows';

export const FOLLOW_EVENT = 'FOLLOW_UPDATED';
/** What a follow's hold, fee entry and release refer to. */
export const REFERENCE_TYPE = 'follow';

/** A published trade under a share lock: follows commit before a cancel, or see it cancelled. */
export async function readTradeShared(em: EntityManager, id: string): Promise<FollowTrade> {
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const t = await em.getRepository(FollowTrade).createQueryBuilder('t').setLock('pessimistic_read').where('t.id = :id', { id }).getOne();
  if (!t) throw new DomainError(CommonError.NOT_FOUND);
  return t;
}

export async function lockTrade(em: EntityManager, id: string): Promise<FollowTrade> {
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const t = await em.getRepository(FollowTrade).createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :id', { id }).getOne();
  if (!t) throw new DomainError(CommonError.NOT_FOUND);
  return t;
}

/** A follow row under a write lock (the owner's money lock must be held already). */
export function lockFollow(em: EntityManager, id: string): Promise<Follow | null> {
  return em.getRepository(Follow).createQueryBuilder('f').setLock('pessimistic_write').where('f.id = :id', { id }).getOne();
}
