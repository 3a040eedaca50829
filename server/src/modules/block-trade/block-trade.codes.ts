import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import type { User } from '../auth/user.entity';
import { newPurchaseCode } from './block-trade-rules';
import { BlockTradeCode, type BlockTradeOffering, BlockTradeOfferingStatus } from './block-trade.entities';
import { BlockTradeError } from './block-trade.errors';
import { type BlockTradeNoticeKindValue, codeIssuedNotice } from './block-trade.notices';
import type { BlockTradeQueries } from './block-trade.queries';
import { BLOCK_TRADE_CODE_EVENT, type MoneyGate } from './block-trade.rows';
import type { LocalisedText } from '../../shared/localised-text';

/** One of the user's personal notices (see block-trade.notices.ts). */
export interface BlockTradeNoticeView {
  id: string;
  kind: BlockTradeNoticeKindValue;
  at: Date;
  offeringId: string;
  symbol: string;
  stockName: string;
  stockNameText: LocalisedText;
  code: string;
  closesAt: Date;
  usedAt: Date | null;
  lang: string;
  title: string;
  text: string;
}

/**
 * Personal purchase codes: issued in the app to eligible users (the offering's published rule), one per
 * offering and user, and announced once as a notice in the user's language.
 */
export class BlockTradeCodes {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly queries: BlockTradeQueries,
    private readonly gate: MoneyGate | null,
  ) {}

  /**
   * The signed-in user's personal purchase code for an offering: issued on the first request to an
   * eligible user (the offering's published rule: passed real-name), the same code afterwards. Codes are
   * random and unguessable, unique per offering and user, and never issued from outside the app.
   */
  async myCode(user: User, offeringId: string): Promise<BlockTradeCode> {
    const o = await this.queries.offering(offeringId);
    const existing = await this.queries.codeOf(user.id, o.id);
    if (existing) return existing;
    await this.requireEligible(user, o);
    const now = this.clock.now();
    if (o.status !== BlockTradeOfferingStatus.SCHEDULED || now >= o.closesAt)
      throw new DomainError(BlockTradeError.BLOCK_TRADE_NOT_AVAILABLE);
    for (let attempt = 0; ; attempt++) {
      try {
        // The code and its notice event in one transaction: the user is told exactly once, by whichever
        // of two simultaneous requests inserted the code.
        await this.uow.run(
          async (tx) => {
            const inserted: Array<{ id: string }> = await tx.em.query(
              `INSERT INTO block_trade_codes (id, offering_id, user_id, code, issued_at) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (offering_id, user_id) DO NOTHING RETURNING id`,
              [randomUUID(), o.id, user.id, newPurchaseCode(), now],
            );
            // The code itself stays out of the event stream: the notice (myNotices) shows it to its owner.
            if (inserted.length)
              await tx.emit(
                user.id,
                BLOCK_TRADE_CODE_EVENT,
                { id: inserted[0].id, offeringId: o.id, symbol: o.symbol, status: 'issued' },
                now,
              );
          },
          { lockUsers: [user.id] },
        );
        break;
      } catch (err) {
        // Two codes colliding (1 in 2^50 per pair) violates the code's own uniqueness: draw another.
        if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
      }
    }
    return (await this.queries.codeOf(user.id, o.id))!;
  }

  /**
   * The user's personal block-trade notices, newest first: one per purchase code issued to them, with
   * the code, its offering and whether it was used, and the title and text in the reader's language.
   */
  async myNotices(userId: string, args: PageArgs, lang: string | null | undefined): Promise<Page<BlockTradeNoticeView>> {
    const scope = ['myBlockTradeNotices', userId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(BlockTradeCode)
      .createQueryBuilder('c')
      .where('c.user_id = :userId', { userId })
      .orderBy('c.issued_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.andWhere('(c.issued_at, c.id) < (:at, :id)', { at: after[0], id: after[1] });
    const page = pageOf(await qb.getMany(), args.first, (c) => [c.issuedAt, c.id], scope);
    const offerings = new Map((await this.queries.offeringsByIds([...new Set(page.items.map((c) => c.offeringId))])).map((o) => [o.id, o]));
    return {
      ...page,
      items: page.items.map((c) => {
        const o = offerings.get(c.offeringId)!;
        // The stock's name in the reader's language where ops wrote one (English otherwise, flagged).
        const stockNameText = o.nameText(lang);
        const words = codeIssuedNotice(lang, { name: stockNameText.text, symbol: o.symbol, code: c.code, used: c.usedAt !== null });
        return {
          id: c.id,
          kind: 'CODE_ISSUED' as const,
          at: c.issuedAt,
          offeringId: o.id,
          symbol: o.symbol,
          stockName: o.name,
          stockNameText,
          code: c.code,
          closesAt: o.closesAt,
          usedAt: c.usedAt,
          ...words,
        };
      }),
    };
  }

  private async requireEligible(user: User, o: BlockTradeOffering): Promise<void> {
    // REAL_NAME is the only published rule so far; its check is the real-name module's.
    if (o.codePolicy === 'real_name' && this.gate) await this.gate.requirePassed(user.id);
  }
}
