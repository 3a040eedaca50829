import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { IsOptional, Max, Min } from 'class-validator';

@ObjectType({ description: 'One currency of a published liabilities snapshot: the Merkle sum tree’s root.' })
export class LiabilityRoot {
  @Field({ description: 'EUR or USD.' })
  currency: string;

  @Field({ description: 'The root hash (SHA-256, lowercase hex) every proof of this currency must reach.' })
  rootHash: string;

  @Field({ description: 'What Vela owed its customers in this currency at the snapshot: the sum of every leaf, two decimals.' })
  total: string;

  @Field(() => Int, { description: 'Leaves in the tree including padding (a power of two): the count of accounts, rounded up.' })
  paddedSize: number;
}

@ObjectType({ description: 'A published proof-of-liabilities snapshot (also at /proofs/<date>).' })
export class LiabilitySnapshot {
  @Field({ description: 'The snapshot’s date (YYYY-MM-DD, UTC).' })
  date: string;

  @Field({ description: 'The instant of its one consistent read of the ledger.' })
  takenAt: Date;

  @Field(() => [LiabilityRoot], { description: 'One root per currency (EUR, USD).' })
  roots: LiabilityRoot[];
}

@ObjectType({ description: 'The user’s inclusion proof for one snapshot and currency.' })
export class LiabilityInclusionProof {
  @Field({ description: 'The user’s amount in the snapshot (two decimals).' })
  amount: string;

  @Field(() => LiabilityRoot, { description: 'The published root it must reach.' })
  published: LiabilityRoot;

  @Field({
    description:
      'The proof file as JSON ({snapshot, currency, userId, amount, leaves: [{leafIndex, sum, salt, path}], root, paddedSize}); verify it in the app or with scripts/verify-liabilities.mjs against /proofs/<date>.',
  })
  proofJson: string;
}

@ArgsType()
export class LiabilitySnapshotsArgs {
  @Field(() => Int, { defaultValue: 30, description: 'How many, newest first (at most 100).' })
  @IsOptional()
  @Min(1)
  @Max(100)
  first: number;
}
