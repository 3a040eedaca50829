import type { EntityManager } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import { ContentError } from './content.errors';

/** Longest help-centre search, in characters (after trimming). */
export const MAX_HELP_QUERY_LENGTH = 100;

/** A help article's slug: lowercase letters and digits in words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 64;

/** Whether `slug` is a valid help-article address (3–64 of a–z, 0–9 and single inner hyphens). */
export function isValidSlug(slug: string): boolean {
  return slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug);
}

/** The slug ops typed, trimmed, or HELP_SLUG_INVALID. */
export function checkedSlug(slug: string | null | undefined): string {
  const s = slug?.trim() ?? '';
  if (!isValidSlug(s)) throw new DomainError(ContentError.HELP_SLUG_INVALID);
  return s;
}

/**
 * Text folded for searching, the same way for what is stored and what is asked: compatibility forms
 * unified (full-width Ｌ → L, ﬁ → fi), accents dropped (comisión → comision, frais → frais), lower case,
 * runs of white space made one space. Chinese characters pass unchanged, so a search in Chinese finds
 * the Chinese text; simplified and traditional characters are not mapped onto each other (each reader
 * searches their own language's version).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A reader's search, checked and folded: null when empty (the whole list), HELP_QUERY_TOO_LONG when
 * longer than 100 characters. The folded text is matched as a plain substring (SQL `strpos`), so `%`,
 * `_` and `\` in it are ordinary characters: there are no wildcards to escape.
 */
export function helpQuery(query: string | null | undefined): string | null {
  const q = query?.trim() ?? '';
  if ([...q].length > MAX_HELP_QUERY_LENGTH) throw new DomainError(ContentError.HELP_QUERY_TOO_LONG);
  const folded = foldForSearch(q);
  return folded === '' ? null : folded;
}

/** A help article's slug (required, checked); other kinds have none (HELP_SLUG_INVALID when one is sent). */
export function slugOf(kind: string, slug: string | null | undefined): string | null {
  // ContentKind.HELP's value (content.types imports this file: no import back).
  if (kind === 'help') return checkedSlug(slug);
  if (slug?.trim()) throw new DomainError(ContentError.HELP_SLUG_INVALID);
  return null;
}

/** HELP_SLUG_TAKEN when another help article (not `exceptId`) has the slug. */
export async function assertSlugFree(em: EntityManager, slug: string, exceptId: string | null): Promise<void> {
  const rows: unknown[] = await em.query(`SELECT 1 FROM content_items WHERE kind = 'help' AND slug = $1 AND id IS DISTINCT FROM $2`, [
    slug,
    exceptId,
  ]);
  if (rows.length > 0) throw new DomainError(ContentError.HELP_SLUG_TAKEN);
}

/** Two saves racing for one slug: the unique index refuses the second, which is HELP_SLUG_TAKEN too. */
export function slugTaken(error: unknown): never {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const constraint = e.driverError?.constraint ?? e.constraint;
  if (code === '23505' && constraint === 'content_items_help_slug_idx') throw new DomainError(ContentError.HELP_SLUG_TAKEN);
  throw error;
}
