import { EMPTY_TEXTS, fromTextValues, type LocalisedDraft, toTextInput } from '../LocalisedTextFields';

/**
 * The ops form of an IPO offering (pure: tested without a browser). Dates are typed in the ops user's
 * own time (datetime-local) and sent as instants; figures are sent as typed, the server checks them
 * (IPO_FIGURES_INVALID, IPO_DATES_INVALID). Spread and return rate are derived, so the form has no field
 * for them.
 */

export interface IpoDraft {
  symbol: string;
  /** The company's name per language (English required). */
  names: LocalisedDraft;
  subscriptionPrice: string;
  referencePrice: string;
  underwritingShares: string;
  totalShares: string;
  lotSize: string;
  maxLots: string;
  processingFee: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  payBy: string;
  issuesAt: string;
}

export const DATE_FIELDS = ['opensAt', 'closesAt', 'drawsAt', 'payBy', 'issuesAt'] as const;

export const EMPTY_DRAFT: IpoDraft = {
  symbol: '',
  names: EMPTY_TEXTS,
  subscriptionPrice: '',
  referencePrice: '',
  underwritingShares: '',
  totalShares: '',
  lotSize: '100',
  maxLots: '10',
  processingFee: '0',
  opensAt: '',
  closesAt: '',
  drawsAt: '',
  payBy: '',
  issuesAt: '',
};

export interface IpoInput {
  symbol: string;
  nameText: ReturnType<typeof toTextInput>;
  subscriptionPrice: string;
  referencePrice: string;
  underwritingShares: number;
  totalShares: string;
  lotSize: number;
  maxLots: number;
  processingFee: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  payBy: string;
  issuesAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this browser's zone, to the second ("2026-11-18T15:00:30"). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A datetime-local value (this browser's zone) as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value.trim())) return null;
  const d = new Date(value.trim());
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const PRICE = /^\d+(\.\d{1,4})?$/;
const CENTS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^[1-9]\d*$/;

export type DraftCheck = { ok: true; input: IpoInput } | { ok: false; messageId: string };

/** The form's own checks (every field given and well formed, dates in order); the server checks the rest. */
export function checkDraft(d: IpoDraft): DraftCheck {
  const fail = (messageId: string): DraftCheck => ({ ok: false, messageId });
  const t = (v: string) => v.trim().replace(',', '.');
  const { names, ...fields } = d;
  if (Object.values(fields).some((v) => !v.trim())) return fail('error.INCOMPLETE_INFORMATION');
  if (!names.en.trim()) return fail('error.TEXT_ENGLISH_REQUIRED');
  if (!/^[A-Z]+:[A-Z0-9.]+$/i.test(d.symbol.trim())) return fail('ops.ipo.error.symbol');
  if (
    !PRICE.test(t(d.subscriptionPrice)) ||
    !PRICE.test(t(d.referencePrice)) ||
    Number(t(d.subscriptionPrice)) <= 0 ||
    Number(t(d.referencePrice)) <= 0
  )
    return fail('ops.ipo.error.price');
  if (!CENTS.test(t(d.processingFee))) return fail('ops.ipo.error.fee');
  if (![d.underwritingShares, d.totalShares, d.lotSize, d.maxLots].every((v) => WHOLE.test(v.trim()))) return fail('ops.ipo.error.whole');
  const lotSize = Number(d.lotSize.trim());
  const underwritingShares = Number(d.underwritingShares.trim());
  if (underwritingShares % lotSize !== 0) return fail('ops.ipo.error.lots');
  if (BigInt(d.totalShares.trim()) < BigInt(underwritingShares)) return fail('ops.ipo.error.total');
  const dates = DATE_FIELDS.map((f) => fromLocalInput(d[f]));
  if (dates.some((x) => x === null)) return fail('ops.ipo.error.date');
  const [opensAt, closesAt, drawsAt, payBy, issuesAt] = dates as string[];
  const ms = [opensAt, closesAt, drawsAt, payBy, issuesAt].map((x) => Date.parse(x));
  if (!(ms[0] < ms[1] && ms[1] <= ms[2] && ms[2] <= ms[3] && ms[3] <= ms[4])) return fail('error.IPO_DATES_INVALID');
  return {
    ok: true,
    input: {
      symbol: d.symbol.trim().toUpperCase(),
      nameText: toTextInput(names),
      subscriptionPrice: t(d.subscriptionPrice),
      referencePrice: t(d.referencePrice),
      underwritingShares,
      totalShares: d.totalShares.trim(),
      lotSize,
      maxLots: Number(d.maxLots.trim()),
      processingFee: t(d.processingFee),
      opensAt,
      closesAt,
      drawsAt,
      payBy,
      issuesAt,
    },
  };
}

/** An offering as read from the API, back into the form. */
export function draftOf(o: {
  symbol: string;
  nameTranslations: Parameters<typeof fromTextValues>[0];
  subscriptionPrice: string;
  referencePrice: string;
  underwritingShares: number;
  totalShares: string;
  lotSize: number;
  maxLots: number;
  processingFee: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  payBy: string;
  issuesAt: string;
}): IpoDraft {
  return {
    symbol: o.symbol,
    names: fromTextValues(o.nameTranslations),
    subscriptionPrice: o.subscriptionPrice,
    referencePrice: o.referencePrice,
    underwritingShares: String(o.underwritingShares),
    totalShares: o.totalShares,
    lotSize: String(o.lotSize),
    maxLots: String(o.maxLots),
    processingFee: o.processingFee,
    opensAt: toLocalInput(o.opensAt),
    closesAt: toLocalInput(o.closesAt),
    drawsAt: toLocalInput(o.drawsAt),
    payBy: toLocalInput(o.payBy),
    issuesAt: toLocalInput(o.issuesAt),
  };
}
