import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'One line of the append-only audit log.' })
@Entity('audit_log')
export class AuditEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Column({ type: 'timestamptz' })
  at: Date;

  @Field(() => ID, { nullable: true })
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Field({ description: 'Who acted: a phone number, "cli" or "system".' })
  @Column({ name: 'actor_label' })
  actorLabel: string;

  @Field()
  @Column()
  action: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'target_type', type: 'varchar', nullable: true })
  targetType: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'target_id', type: 'varchar', nullable: true })
  targetId: string | null;

  @Field(() => GraphQLJSON, { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Field(() => GraphQLJSON, { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  ip: string | null;
}
