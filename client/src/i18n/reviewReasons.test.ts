import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { APP_MESSAGES, MESSAGES } from './messages';
import { reviewReasonCodes, reviewReasonMessageId } from './reviewReasons';
import { schemaEnumValues } from './schemaErrorCodes.testkit';

const COMMON_FILES = import.meta.glob<Record<string, string>>('./reviewReasons/*.json', { eager: true, import: 'default' });

describe('review reason labels', () => {
  it('covers every reason code the server can send, translated in every language (the app pack: users read them)', () => {
    const codes = schemaEnumValues('ReviewReasonCode');
    expect(codes.length).toBeGreaterThanOrEqual(10);
    for (const locale of LOCALES) {
      // Exactly the schema's codes have a label: none missing, none left over from a removed reason.
      expect(reviewReasonCodes(APP_MESSAGES[locale]).sort(), locale).toEqual([...codes].sort());
      for (const code of codes) expect(APP_MESSAGES[locale][`review.reason.${code}`], `${locale} ${code}`).toBeTruthy();
    }
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const code of codes)
        expect(MESSAGES[locale][`review.reason.${code}`], `${locale} ${code}`).not.toBe(MESSAGES.en[`review.reason.${code}`]);
    }
  });

  it('keeps only the common reasons in i18n/reviewReasons (a domain’s own live with its texts)', () => {
    for (const messages of Object.values(COMMON_FILES)) {
      expect(Object.keys(messages).sort()).toEqual(
        ['NAME_MISMATCH', 'LIMIT_EXCEEDED', 'SUSPECTED_FRAUD', 'DUPLICATE', 'OTHER'].map((c) => `review.reason.${c}`).sort(),
      );
    }
  });

  it('reads an unknown code as OTHER', () => {
    expect(reviewReasonMessageId('FUNDS_NOT_RECEIVED')).toBe('review.reason.FUNDS_NOT_RECEIVED');
    expect(reviewReasonMessageId('DOCUMENTS_UNCLEAR')).toBe('review.reason.DOCUMENTS_UNCLEAR');
    expect(reviewReasonMessageId('SOMETHING_NEW')).toBe('review.reason.OTHER');
    expect(reviewReasonMessageId('toString')).toBe('review.reason.OTHER');
  });

  it('lists the codes ops choose from in the order of the texts, OTHER last', () => {
    const codes = reviewReasonCodes(MESSAGES.en);
    expect(codes.at(-1)).toBe('OTHER');
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses the product’s English texts', () => {
    expect(MESSAGES.en['review.reason.FUNDS_NOT_RECEIVED']).toBe('Funds not received');
  });
});
