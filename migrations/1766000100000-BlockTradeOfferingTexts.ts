import type { MigrationInterface, QueryRunner } from 'typeorm';
import { offeringTexts } from './1766000000000-IpoOfferingTexts';

/** Issue 30: a block-trade offering's name and cancellation reason per language (as IPO offerings'). */
export class BlockTradeOfferingTexts1766000100000 implements MigrationInterface {
  name = 'BlockTradeOfferingTexts1766000100000';
  private readonly texts = offeringTexts('block_trade_offerings');
  up = (q: QueryRunner) => this.texts.up(q);
  down = (q: QueryRunner) => this.texts.down(q);
}
