import { createHash } from 'node:crypto';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { CommonError } from './common.errors';
import { DomainError } from './domain-error';
import { ShortText } from './validation';

/**
 * The one way to page a list: keyset pages, newest first, with an opaque cursor. A cursor carries the
 * sort key of the last item shown and a fingerprint of the list it came from (the caller and the list's
 * name and filters): a cursor from another user's list, or another list, is BAD_INPUT.
 */

/** `first` (1–100, default 20) and `after` (the previous page's nextCursor) of every paged list. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 20, description: 'How many items (1–100).' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first: number;

  @Field(() => String, { nullable: true, description: "The previous page's nextCursor." })
  @IsOptional()
  @ShortText()
  after?: string | null;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One value of a sort key: instants travel as ISO strings, everything else as text. */
export type KeyPart = string | number | bigint | Date;

/** Names the list a cursor belongs to: who asks and what they list (e.g. `['deposits', userId, status]`). */
export type PageScope = ReadonlyArray<string | null | undefined>;

function fingerprint(scope: PageScope): string {
  return createHash('sha256')
    .update(scope.map((s) => s ?? '').join('\u0000'))
    .digest('base64url')
    .slice(0, 16);
}

export function encodeCursor(key: readonly KeyPart[], scope: PageScope): string {
  const parts = key.map((k) => (k instanceof Date ? k.toISOString() : String(k)));
  return Buffer.from(JSON.stringify([fingerprint(scope), parts])).toString('base64url');
}

/**
 * The sort key inside `cursor` (null for the first page), checked against the list it must belong to and
 * the shape each part must have. Anything else is BAD_INPUT.
 */
export function decodeCursor<K extends ReadonlyArray<'instant' | 'uuid' | 'int' | 'text'>>(
  cursor: string | null | undefined,
  scope: PageScope,
  shape: K,
): { [I in keyof K]: K[I] extends 'instant' ? Date : string } | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError(CommonError.BAD_INPUT);
  }
  if (!Array.isArray(parsed) || parsed[0] !== fingerprint(scope) || !Array.isArray(parsed[1]) || parsed[1].length !== shape.length) {
    throw new DomainError(CommonError.BAD_INPUT);
  }
  const out = (parsed[1] as unknown[]).map((v, i) => {
    if (typeof v !== 'string') throw new DomainError(CommonError.BAD_INPUT);
    switch (shape[i]) {
      case 'instant': {
        const d = new Date(v);
        if (Number.isNaN(d.getTime())) throw new DomainError(CommonError.BAD_INPUT);
        return d;
      }
      case 'uuid':
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) throw new DomainError(CommonError.BAD_INPUT);
        return v;
      case 'int':
        if (!/^\d{1,19}$/.test(v)) throw new DomainError(CommonError.BAD_INPUT);
        return v;
      default:
        return v;
    }
  });
  return out as never;
}

/**
 * The page from rows fetched with `LIMIT first + 1`: the first `first` rows, and a cursor after the last
 * of them when there was one more.
 */
export function pageOf<T>(rows: readonly T[], first: number, keyOf: (row: T) => readonly KeyPart[], scope: PageScope): Page<T> {
  const items = rows.slice(0, first);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > first && last !== undefined ? encodeCursor(keyOf(last), scope) : null };
}

/** The GraphQL type of a page of `item`s: `{ items, nextCursor }`. */
export function PageType<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name, { description: `A page of ${item.name} items, newest first.` })
  class PageOfItems {
    @Field(() => [item], { description: 'The items of this page, in the order of the list.' })
    items: T[];

    @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null at the end.' })
    nextCursor: string | null;
  }
  return PageOfItems;
}

/**
 * The WHERE tail and parameters of a review queue's keyset page: items in `status`, older than the
 * cursor, and (for the user's context beside a support conversation) of one user only. `t` is the
 * table's alias prefix (e.g. `t.` or empty), `time` its time column.
 */
export function queueFilter(
  t: string,
  time: string,
  status: string,
  limit: number,
  after: { at: Date; id: string } | null,
  userId?: string | null,
): { where: string; params: unknown[] } {
  const params: unknown[] = [status, limit];
  let where = `${t}status = $1`;
  if (after) {
    params.push(after.at, after.id);
    where += ` AND (${t}${time}, ${t}id) < ($3, $4)`;
  }
  if (userId) {
    params.push(userId);
    where += ` AND ${t}user_id = $${params.length}`;
  }
  return { where, params };
}
