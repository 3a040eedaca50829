import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { isIsoCountry } from '../real-name/countries';
import { RealNameError } from '../real-name/real-name.errors';
import { CorporateActionsError } from './corporate-actions.errors';

export interface TaxForm {
  id: string;
  form: 'w8ben';
  country: string;
  fullName: string;
  signedAt: Date;
  validUntil: string;
}

/** Names compared as a person would: case, accents' composition and runs of spaces do not matter. */
export function sameName(a: string, b: string): boolean {
  const fold = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return fold(a) === fold(b);
}

/** A W-8BEN stays valid to the end of the third calendar year after the year it was signed. */
export function validUntil(signedAt: Date): string {
  return `${signedAt.getUTCFullYear() + 3}-12-31`;
}

/**
 * The W-8BEN treaty declaration: a non-US person declares their country of tax residence, signing with
 * the name of their passed real-name record, so US dividends are withheld at the treaty rate. Append-only:
 * signing again replaces it from then on.
 */
export class TaxForms {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** Whether a valid declaration was on file on `date` (YYYY-MM-DD). */
  async onFile(em: EntityManager, userId: string, date: string): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM user_tax_forms WHERE user_id = $1 AND form = 'w8ben' AND signed_at::date <= $2::date AND valid_until >= $2::date LIMIT 1`,
      [userId, date],
    );
    return rows.length > 0;
  }

  async current(userId: string): Promise<TaxForm | null> {
    const today = this.clock.now().toISOString().slice(0, 10);
    const rows: TaxForm[] = await this.ds.query(
      `SELECT id, form, country, full_name AS "fullName", signed_at AS "signedAt", valid_until::text AS "validUntil"
       FROM user_tax_forms WHERE user_id = $1 AND valid_until >= $2::date ORDER BY signed_at DESC LIMIT 1`,
      [userId, today],
    );
    return rows[0] ?? null;
  }

  async sign(user: User, input: { country: string; fullName: string; usPerson: boolean; confirm: boolean }): Promise<TaxForm> {
    if (!input.confirm) throw new DomainError(CorporateActionsError.TAX_FORM_NOT_CONFIRMED);
    const country = input.country.trim().toUpperCase();
    if (!isIsoCountry(country)) throw new DomainError(CorporateActionsError.TAX_FORM_COUNTRY_INVALID);
    if (input.usPerson || country === 'US') throw new DomainError(CorporateActionsError.TAX_FORM_US_PERSON);
    return this.ds.transaction(async (em) => {
      const passed: Array<{ id_name: string }> = await em.query(
        `SELECT id_name FROM real_name_submissions WHERE user_id = $1 AND status = 'passed' ORDER BY created_at DESC LIMIT 1`,
        [user.id],
      );
      if (!passed[0]) throw new DomainError(RealNameError.REAL_NAME_REQUIRED);
      if (!sameName(passed[0].id_name, input.fullName)) throw new DomainError(CorporateActionsError.TAX_FORM_NAME_MISMATCH);
      const now = this.clock.now();
      const [row]: Array<{ id: string }> = await em.query(
        `INSERT INTO user_tax_forms (user_id, form, country, full_name, signed_at, valid_until) VALUES ($1, 'w8ben', $2, $3, $4, $5) RETURNING id`,
        [user.id, country, input.fullName.trim(), now, validUntil(now)],
      );
      await this.audit.record(em, {
        actorId: user.id,
        actorLabel: user.phone,
        action: 'tax_form.signed',
        targetType: 'user',
        targetId: user.id,
        after: { form: 'w8ben', country, validUntil: validUntil(now) },
      });
      return { id: row.id, form: 'w8ben', country, fullName: input.fullName.trim(), signedAt: now, validUntil: validUntil(now) };
    });
  }
}
