import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What an upload is for; decides who may send one and how it may be shown. */
export enum UploadPurpose {
  /** ID document images of a real-name submission (owner and ops only, through signed links). */
  REAL_NAME = 'real_name',
  /** A Home banner image (ops only; public once uploaded). */
  BANNER = 'banner',
  /** A deposit receipt (owner and ops only, through signed links). */
  RECEIPT = 'receipt',
  /** A loan applicant's signature drawn on screen (owner and ops only, through signed links). */
  LOAN_SIGNATURE = 'loan_signature',
  /** An image attached to a support message (owner and ops only, through signed links). */
  SUPPORT = 'support',
}

export const UPLOAD_PURPOSES: readonly string[] = Object.values(UploadPurpose);

/**
 * One image a user uploaded: re-encoded (no metadata), encrypted, kept in the store under `storageKey`.
 * Unattached until a submission uses it (`attachedAt`, `referenceType`/`referenceId`); the cleanup job
 * deletes uploads still unattached after a day.
 */
@Entity('uploads')
export class Upload {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: UploadPurpose;

  @Column({ name: 'content_type', type: 'varchar', length: 32 })
  contentType: string;

  /** Bytes of the stored (re-encoded) image, before encryption. */
  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 200 })
  storageKey: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true })
  attachedAt: Date | null;

  @Column({ name: 'reference_type', type: 'varchar', length: 32, nullable: true })
  referenceType: string | null;

  @Column({ name: 'reference_id', type: 'varchar', length: 64, nullable: true })
  referenceId: string | null;
}
