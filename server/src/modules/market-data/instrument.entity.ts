import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DecimalScalar } from '../../graphql/scalars';
import { MarketCode } from './market-code';
import type { TickRule } from './quote-rules';

/** A tradable instrument. Static data, seeded from data/instruments.json; prices live in quotes and bars. */
@ObjectType({ description: 'A stock or gold: static data, its latest quote, and whether the signed-in user watches it.' })
@Entity('instruments')
export class Instrument {
  @Field(() => ID, { description: 'Unique across markets: "ES:SAN", "US:AAPL", "TW:2330", "GOLD:XAU".' })
  @PrimaryColumn({ type: 'varchar' })
  symbol: string;

  @Field({ description: 'The exchange code, e.g. "AAPL" or "2330".' })
  @Column({ type: 'varchar' })
  code: string;

  /** International name; GraphQL `name(lang)` picks a localised one. */
  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'jsonb' })
  names: Record<string, string>;

  @Column({ name: 'search_text', type: 'text' })
  searchText: string;

  @Field(() => MarketCode, { description: 'The market it trades on.' })
  @Column({ type: 'varchar' })
  market: MarketCode;

  @Field({ description: 'ISO 4217 code of its quote currency.' })
  @Column({ type: 'char' })
  currency: string;

  @Field(() => Int, { description: 'Shares per lot; orders are whole multiples of it.' })
  @Column({ name: 'lot_size', type: 'int' })
  lotSize: number;

  @Column({ name: 'tick_rule', type: 'varchar' })
  tickRule: TickRule;

  /** Tick at the reference price; TWSE instruments follow the ladder (see quote-rules.ts). */
  @Column({ name: 'tick_size', type: 'numeric' })
  fixedTickSize: string;

  @Column({ name: 'reference_close', type: 'numeric' })
  referenceClose: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'Shares outstanding, a decimal string; null for gold.' })
  @Column({ name: 'shares_outstanding', type: 'numeric', nullable: true })
  sharesOutstanding: string | null;

  @Column({ type: 'smallint' })
  position: number;
}

/** An index definition: cap-weighted over its market's instruments in the feed (see index-rules.ts). */
@Entity('market_indices')
export class MarketIndexDef {
  @PrimaryColumn({ type: 'varchar' })
  symbol: string;

  @Column({ type: 'varchar' })
  code: string;

  @Column({ type: 'varchar' })
  market: MarketCode;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'jsonb' })
  names: Record<string, string>;

  @Column({ type: 'char' })
  currency: string;

  @Column({ name: 'reference_level', type: 'numeric' })
  referenceLevel: string;

  @Column({ type: 'numeric' })
  divisor: string;
}

/** A symbol on a user's watchlist. */
@Entity('watchlist')
export class WatchlistEntry {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar' })
  symbol: string;

  @Column({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;
}

/** One opened search result per user and symbol; `at` is the latest time. */
@Entity('search_history')
export class SearchHistoryRow {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar' })
  symbol: string;

  @Column({ type: 'timestamptz' })
  at: Date;
}

/** Localised name: the usual name in `lang` when one exists, else the international one. */
export function localName(names: Record<string, string>, fallback: string, lang: string | undefined | null): string {
  if (!lang) return fallback;
  return names[lang] ?? names[lang.split('-')[0]] ?? fallback;
}
