import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'One line of the append-only audit log.' })
@Entity('audit_log')
export class AuditEntry {
  @Field(() => ID, { description: 'Sequential id of the entry.' })
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field({ description: 'When it happened (ISO-8601 UTC).' })
  @Column({ type: 'timestamptz' })
  at: Date;

  @Field(() => ID, { nullable: true, description: 'The user who acted; null for the CLI or the system.' })
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Field({ description: 'Who acted: a phone number, "cli" or "system".' })
  @Column({ name: 'actor_label' })
  actorLabel: string;

  @Field({ description: "What was done, dotted (e.g. 'ipo.offering.created')." })
  @Column()
  action: string;

  @Field(() => String, { nullable: true, description: "The kind of record acted on (e.g. 'ipo_offering')." })
  @Column({ name: 'target_type', type: 'varchar', nullable: true })
  targetType: string | null;

  @Field(() => String, { nullable: true, description: 'The id of the record acted on.' })
  @Column({ name: 'target_id', type: 'varchar', nullable: true })
  targetId: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Values before the action (JSON), as the action recorded them.' })
  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Values after the action (JSON), as the action recorded them.' })
  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: 'Why, when the action required a reason.' })
  @Column({ type: 'varchar', nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'IP address the request came from, when it came over HTTP.' })
  @Column({ type: 'varchar', nullable: true })
  ip: string | null;
}
