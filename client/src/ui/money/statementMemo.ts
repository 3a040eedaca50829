/**
 * A ledger line's memo (StatementLine.memo) as a reader should see it. The server writes three things
 * there (server/src/modules/ledger/ledger.types.ts lists every source): a code in UPPER_SNAKE_CASE,
 * a day (YYYY-MM-DD) of accrued interest or earnings, or ops' own words as they typed them.
 */

/**
 * The codes the server writes as memos besides the review reasons (every ReviewReasonCode can be one:
 * a refusal without a note). statementMemo.test.ts greps the server's sources and fails on a code
 * missing here, or on one without a text in every language.
 */
export const SERVER_MEMO_CODES = [
  // loans.reviews.ts: a repayment approved after the loan was paid off.
  'NOTHING_OWED',
  // ipo-rules.ts: left out of the draw.
  'UNDER_FUNDED',
  // trading.engine.ts: an order the engine cancelled (its hold short of the fill; its time in force run out).
  'INSUFFICIENT_FUNDS',
  'EXPIRED_DAY',
  'EXPIRED_GTC',
  // corporate-actions.apply.ts: a waiting order a split left with no whole share, or with a take-profit
  // or stop-loss attached (issue 35).
  'SPLIT',
  // BlockTradeFailReason (block-trade.close.ts, block-trade.rows.ts).
  'NOT_ALLOCATED',
  'HEDGE_PRICE_BREACHED',
  'OFFERING_CANCELLED',
  // FollowFailReason (follow.execution.ts).
  'PRICE_BEYOND_TOLERANCE',
  'WINDOW_ENDED',
  'TRADE_CANCELLED',
] as const;

/** Codes whose text the app already has (the app pack: every screen has it, the statement included). */
const EXISTING_TEXTS: Readonly<Record<string, string>> = {
  UNDER_FUNDED: 'ipo.status.EXCLUDED',
  INSUFFICIENT_FUNDS: 'error.INSUFFICIENT_FUNDS',
  NOT_ALLOCATED: 'blockTrade.reasonShort.NOT_ALLOCATED',
  HEDGE_PRICE_BREACHED: 'blockTrade.reasonShort.HEDGE_PRICE_BREACHED',
  OFFERING_CANCELLED: 'blockTrade.reasonShort.OFFERING_CANCELLED',
  PRICE_BEYOND_TOLERANCE: 'follow.reasonShort.PRICE_BEYOND_TOLERANCE',
  WINDOW_ENDED: 'follow.reasonShort.WINDOW_ENDED',
  TRADE_CANCELLED: 'follow.reasonShort.TRADE_CANCELLED',
};

/** English sentences older rows hold, read as the code that replaced them. */
const LEGACY: Readonly<Record<string, string>> = { 'nothing owed': 'NOTHING_OWED' };

const CODE = /^[A-Z][A-Z0-9_]*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type MemoView = { kind: 'code'; code: string; messageId: string } | { kind: 'day'; day: Date } | { kind: 'ops'; text: string };

/**
 * The message id of a memo code, or null when the loaded texts have none: the text the app already
 * shows for it, its review reason label, or its own statement text (`money.statement.memoCode.<CODE>`).
 */
export function memoCodeMessageId(code: string, hasMessage: (id: string) => boolean): string | null {
  const candidates = [EXISTING_TEXTS[code], `review.reason.${code}`, `money.statement.memoCode.${code}`];
  return candidates.find((id): id is string => id !== undefined && hasMessage(id)) ?? null;
}

/** How to show a memo: a code's text, a day in the reader's format, or ops' words as written. */
export function memoView(memo: string, hasMessage: (id: string) => boolean): MemoView {
  const trimmed = memo.trim();
  const code = LEGACY[trimmed] ?? (CODE.test(trimmed) ? trimmed : null);
  if (code) {
    const messageId = memoCodeMessageId(code, hasMessage);
    // A capitalised word with no text is read as ops' note (ops may type "URGENT").
    if (messageId) return { kind: 'code', code, messageId };
  }
  const day = DAY.exec(trimmed);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (date.toISOString().startsWith(trimmed)) return { kind: 'day', day: date };
  }
  return { kind: 'ops', text: memo };
}
