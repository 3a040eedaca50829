import { Column } from 'typeorm';

// The columns that IPO offerings and block-trade offerings (and their entries: applications,
// subscriptions) share and that only the server reads. Each product's entity extends these and declares
// its own columns and every field of the API (whose descriptions say what the field means there).

/** An offering's server-side columns: the secret seed, the draw's counts, who created it and when it last changed. */
export abstract class OfferingRow {
  /** The secret seed: revealed (in the product's draw record) only once the allocation has run. */
  @Column({ type: 'char', select: false })
  seed: string;

  /** Entries drawn (null before the allocation). */
  @Column({ type: 'int', nullable: true })
  entries: number | null;

  /** The round and the rank in the draw order of the last lot or ticket given (null without a draw). */
  @Column({ name: 'cutoff_round', type: 'int', nullable: true })
  cutoffRound: number | null;

  @Column({ name: 'cutoff_rank', type: 'int', nullable: true })
  cutoffRank: number | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** An entry's (application's, subscription's) server-side columns: its offering, its owner and its money hold. */
export abstract class EntryRow {
  @Column({ name: 'offering_id', type: 'uuid' })
  offeringId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'hold_id', type: 'bigint' })
  holdId: string;
}
