import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@ObjectType({ description: 'A code that lets someone register. Users own one each; ops may issue more.' })
@Entity('invite_codes')
export class InviteCode {
  @Field({ description: 'The code typed at registration (8 characters, no 0/O or 1/I).' })
  @PrimaryColumn()
  code: string;

  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ name: 'issued_by_id', type: 'uuid', nullable: true })
  issuedById: string | null;

  @Field(() => Int, { nullable: true, description: 'How many registrations it allows; null for no limit.' })
  @Column({ name: 'max_uses', type: 'int', nullable: true })
  maxUses: number | null;

  @Field(() => Int, { description: 'How many registrations used it so far.' })
  @Column({ name: 'use_count', type: 'int' })
  useCount: number;

  @Field(() => String, { nullable: true, description: "Free text ops gave when issuing it; null for a user's own code." })
  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Field({ description: 'When it was created (ISO-8601 UTC).' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
