import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export enum RealNameStatus {
  PENDING = 'pending',
  PASSED = 'passed',
  REJECTED = 'rejected',
}
registerEnumType(RealNameStatus, {
  name: 'RealNameStatus',
  description: 'Under review → passed | rejected (with a reason code and an optional note; the user may submit again).',
  valuesConfig: {
    PENDING: { description: 'Under review by ops.' },
    PASSED: { description: 'Verified; withdrawals and products that take money are open.' },
    REJECTED: { description: 'Refused with a reason code; the user may submit again.' },
  },
});

@ObjectType({
  description:
    'A real-name (identity) submission: the ID document and contact details, reviewed by ops. The ID number is stored encrypted; only its masked form is ever returned.',
})
@Entity('real_name_submissions')
export class RealNameSubmission {
  @Field(() => ID, { description: 'The submission id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Reference shown to the user and in the ops inbox (V…).' })
  @Column({ name: 'submission_no' })
  submissionNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => RealNameStatus, { description: 'Where the review stands.' })
  @Column({ type: 'varchar' })
  status: RealNameStatus;

  @Field({ description: 'The name as it is written on the ID document.' })
  @Column({ name: 'id_name' })
  idName: string;

  /** AES-256-GCM ciphertext of the full ID number (shared/field-cipher.ts); never leaves the server. */
  @Column({ name: 'id_number_enc', select: false })
  idNumberEnc: string;

  @Field({ description: 'The ID number with all but its last characters hidden; the full number is never returned.' })
  @Column({ name: 'id_number_masked' })
  idNumberMasked: string;

  @Field({ description: 'ISO 3166-1 alpha-2 country code.' })
  @Column({ type: 'char' })
  nationality: string;

  @Field({ description: 'Contact phone in E.164.' })
  @Column()
  phone: string;

  @Field({ description: 'Address of residence.' })
  @Column()
  residence: string;

  @Column({ name: 'front_upload_id', type: 'uuid' })
  frontUploadId: string;

  @Column({ name: 'back_upload_id', type: 'uuid' })
  backUploadId: string;

  @Field(() => String, { nullable: true, description: 'Why ops refused it: a ReviewReasonCode the client shows in the reader’s language.' })
  @Column({ name: 'reason_code', type: 'varchar', nullable: true })
  reasonCode: string | null;

  @Field(() => String, { nullable: true, description: "Ops' note beside the reason code." })
  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Column({ name: 'decided_by_id', type: 'uuid', nullable: true })
  decidedById: string | null;

  @Field(() => Date, { nullable: true, description: 'When ops decided it (ISO-8601 UTC); null while pending.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Field({ description: 'When it was submitted (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
