import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';
import { REVIEW_REASON_CODES, reviewReasonMessageId } from './reviewReasons';
import { schemaEnumValues } from './schemaErrorCodes.testkit';

describe('review reason labels', () => {
  it.each(LOCALES)('%s has a label for every reason code', (locale) => {
    for (const code of REVIEW_REASON_CODES) expect(MESSAGES[locale]).toHaveProperty(`review.reason.${code}`);
  });

  it('covers every reason code the server can send, translated in every language', () => {
    const codes = schemaEnumValues('ReviewReasonCode');
    expect([...REVIEW_REASON_CODES].sort()).toEqual([...codes].sort());
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const code of codes)
        expect(MESSAGES[locale][`review.reason.${code}`], `${locale} ${code}`).not.toBe(MESSAGES.en[`review.reason.${code}`]);
    }
  });

  it('reads an unknown code as OTHER', () => {
    expect(reviewReasonMessageId('FUNDS_NOT_RECEIVED')).toBe('review.reason.FUNDS_NOT_RECEIVED');
    expect(reviewReasonMessageId('SOMETHING_NEW')).toBe('review.reason.OTHER');
  });

  it('uses the product’s English texts', () => {
    expect(MESSAGES.en['review.reason.FUNDS_NOT_RECEIVED']).toBe('Funds not received');
  });
});
