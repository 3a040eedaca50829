import type Decimal from 'decimal.js';
import type { User } from '../auth/user.entity';
import type { PageArgs } from '../../shared/pagination';
import type { FollowCommands } from './follow.commands';
import type { FollowTrade } from './follow.entities';
import type { FollowExecution } from './follow.execution';
import type { FollowInput, FollowInstitutionInput, FollowTradeInput } from './follow.inputs';
import type { FollowQueries } from './follow.queries';
import type { Meta } from './follow.rows';

/** Institutional follow behind one facade: ops commands, the follow, its execution and the read model. */
export class FollowService {
  constructor(
    private readonly commands: FollowCommands,
    private readonly execution: FollowExecution,
    private readonly queries: FollowQueries,
  ) {}

  saveInstitution(ops: User, id: string | null, input: FollowInstitutionInput, meta?: Meta) {
    return this.commands.saveInstitution(ops, id, input, meta);
  }
  publishTrade(ops: User, input: FollowTradeInput, meta?: Meta) {
    return this.commands.publishTrade(ops, input, meta);
  }
  cancelTrade(ops: User, id: string, reason: string, meta?: Meta) {
    return this.commands.cancelTrade(ops, id, reason, meta);
  }
  async follow(user: User, input: FollowInput) {
    const id = await this.commands.follow(user, input);
    return this.queries.followOf(user.id, id);
  }

  afterTicks(symbols: readonly string[]) {
    return this.execution.afterTicks(symbols);
  }
  sweep() {
    return this.execution.sweep(null);
  }

  fillCharges(positionIds: readonly string[]) {
    return this.queries.fillCharges(positionIds);
  }
  phase(t: FollowTrade) {
    return this.queries.phase(t);
  }
  trade(id: string) {
    return this.queries.trade(id);
  }
  trades(args: PageArgs, filter?: { live?: boolean | null; institutionId?: string | null }) {
    return this.queries.trades(args, filter);
  }
  tradesByIds(ids: readonly string[]) {
    return this.queries.tradesByIds(ids);
  }
  institution(id: string) {
    return this.queries.institution(id);
  }
  institutions(args: PageArgs) {
    return this.queries.institutions(args);
  }
  institutionsByIds(ids: readonly string[]) {
    return this.queries.institutionsByIds(ids);
  }
  stockName(symbol: string, lang?: string | null) {
    return this.queries.stockName(symbol, lang);
  }
  quotes(symbols: readonly string[]) {
    return this.queries.quotes(symbols);
  }
  preview(userId: string, tradeId: string, quantity: number, tolerance: Decimal) {
    return this.queries.preview(userId, tradeId, quantity, tolerance);
  }
  myFollows(userId: string, args: PageArgs, tradeId?: string | null) {
    return this.queries.myFollows(userId, args, tradeId);
  }
  followOf(userId: string, id: string) {
    return this.queries.followOf(userId, id);
  }
  tradeFollows(tradeId: string, args: PageArgs) {
    return this.queries.tradeFollows(tradeId, args);
  }
  followCounts(tradeIds: readonly string[]) {
    return this.queries.followCounts(tradeIds);
  }
  trackRecord(institutionId: string) {
    return this.queries.trackRecord(institutionId);
  }
}
