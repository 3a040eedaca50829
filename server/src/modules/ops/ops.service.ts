import type { DataSource } from 'typeorm';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import { InviteCode } from '../auth/invite-code.entity';
import { User } from '../auth/user.entity';

/** What the ops console reads about users: search, one user, invite codes. Nothing here moves money. */
export class OpsService {
  constructor(private readonly ds: DataSource) {}

  /** Users whose phone contains the digits asked for (or whose invite code or id is exactly it), newest first. */
  async searchUsers(query: string | null, first: number, after: string | null | undefined): Promise<Page<User>> {
    const q = (query ?? '').trim();
    const scope = ['opsUsers', q];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const b = this.ds.getRepository(User).createQueryBuilder('u');
    if (q) {
      const digits = q.replace(/[^\d]/g, '');
      const terms: string[] = ['u.invite_code = :code'];
      if (digits.length >= 3) terms.push("u.phone LIKE :phone ESCAPE '\\'");
      if (isUuid(q)) terms.push('u.id = :id');
      b.andWhere(`(${terms.join(' OR ')})`, { code: q.toUpperCase(), phone: `%${digits}%`, id: isUuid(q) ? q : undefined });
    }
    if (c) b.andWhere('(u.created_at, u.id) < (:at, :cid)', { at: c[0], cid: c[1] });
    const rows = await b
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .limit(first + 1)
      .getMany();
    return pageOf(rows, first, (u) => [u.createdAt, u.id], scope);
  }

  async user(id: string): Promise<User> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const u = await this.ds.getRepository(User).findOneBy({ id });
    if (!u) throw new DomainError(CommonError.NOT_FOUND);
    return u;
  }

  /** Invite codes, newest first (the users' own and those ops issued). */
  async inviteCodes(first: number, after: string | null | undefined): Promise<Page<InviteCode>> {
    const scope = ['inviteCodes'];
    const c = decodeCursor(after, scope, ['instant', 'text'] as const);
    const b = this.ds.getRepository(InviteCode).createQueryBuilder('i');
    if (c) b.andWhere('(i.created_at, i.code) < (:at, :code)', { at: c[0], code: c[1] });
    const rows = await b
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.code', 'DESC')
      .limit(first + 1)
      .getMany();
    return pageOf(rows, first, (i) => [i.createdAt, i.code], scope);
  }
}
