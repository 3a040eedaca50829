import type { BlockTradeClose } from './block-trade.close';
import type { BlockTradeCodes } from './block-trade.codes';
import type { BlockTradeCommands } from './block-trade.commands';
import type { BlockTradeQueries } from './block-trade.queries';

export { newPurchaseCode, normaliseCode } from './block-trade-rules';
export { BLOCK_TRADE_CODE_EVENT, BLOCK_TRADE_EVENT, type MoneyGate } from './block-trade.rows';
export type { BlockTradeNoticeView } from './block-trade.codes';
export type { BlockTradeDrawView } from './block-trade.queries';

/**
 * Block trades (placements), as the resolvers, jobs, tick hook and public records see them
 * (`services.blockTrade`): one name for the four roles, each method handed on unchanged. The work is in
 * the roles — block-trade.commands.ts (ops' offerings, users' subscriptions), block-trade.codes.ts
 * (purchase codes and their notices), block-trade.close.ts (the hedge watch and the allocation at the
 * close) and block-trade.queries.ts (reads) — with the calculations in block-trade-rules.ts.
 */
export class BlockTradeService {
  constructor(
    readonly commands: BlockTradeCommands,
    readonly codes: BlockTradeCodes,
    readonly closing: BlockTradeClose,
    readonly queries: BlockTradeQueries,
  ) {}

  // Ops: offerings; users: subscribing with a purchase code.
  createOffering: BlockTradeCommands['createOffering'] = (...a) => this.commands.createOffering(...a);
  updateOffering: BlockTradeCommands['updateOffering'] = (...a) => this.commands.updateOffering(...a);
  cancelOffering: BlockTradeCommands['cancelOffering'] = (...a) => this.commands.cancelOffering(...a);
  subscribe: BlockTradeCommands['subscribe'] = (...a) => this.commands.subscribe(...a);

  // Purchase codes and their notices.
  myCode: BlockTradeCodes['myCode'] = (...a) => this.codes.myCode(...a);
  myNotices: BlockTradeCodes['myNotices'] = (...a) => this.codes.myNotices(...a);

  // The hedge price (tick hook and job sweep) and the close (job; ops may run a due close by hand).
  afterTicks: BlockTradeClose['afterTicks'] = (...a) => this.closing.afterTicks(...a);
  sweepHedges: BlockTradeClose['sweepHedges'] = () => this.closing.sweepHedges();
  failOnHedge: BlockTradeClose['failOnHedge'] = (...a) => this.closing.failOnHedge(...a);
  closeDue: BlockTradeClose['closeDue'] = () => this.closing.closeDue();
  close: BlockTradeClose['close'] = (...a) => this.closing.close(...a);

  // Reads.
  offering: BlockTradeQueries['offering'] = (...a) => this.queries.offering(...a);
  offeringsByIds: BlockTradeQueries['offeringsByIds'] = (...a) => this.queries.offeringsByIds(...a);
  codesByIds: BlockTradeQueries['codesByIds'] = (...a) => this.queries.codesByIds(...a);
  offerings: BlockTradeQueries['offerings'] = (...a) => this.queries.offerings(...a);
  phase: BlockTradeQueries['phase'] = (...a) => this.queries.phase(...a);
  quotes: BlockTradeQueries['quotes'] = (...a) => this.queries.quotes(...a);
  ticketsSubscribed: BlockTradeQueries['ticketsSubscribed'] = (...a) => this.queries.ticketsSubscribed(...a);
  mySubscriptions: BlockTradeQueries['mySubscriptions'] = (...a) => this.queries.mySubscriptions(...a);
  subscriptionOf: BlockTradeQueries['subscriptionOf'] = (...a) => this.queries.subscriptionOf(...a);
  codeOf: BlockTradeQueries['codeOf'] = (...a) => this.queries.codeOf(...a);
  offeringSubscriptions: BlockTradeQueries['offeringSubscriptions'] = (...a) => this.queries.offeringSubscriptions(...a);
  drawView: BlockTradeQueries['drawView'] = (...a) => this.queries.drawView(...a);
}
