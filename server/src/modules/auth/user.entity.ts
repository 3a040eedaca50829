import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export enum Role {
  USER = 'user',
  OPS = 'ops',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What a signed-in person may do. VIP is a status, not a role.',
  valuesConfig: {
    USER: { description: 'An investor using the app.' },
    OPS: { description: 'Back-office staff: may call the ops fields (reviews, adjustments, content, offerings).' },
  },
});

@ObjectType({ description: 'A person with a Vela account.' })
@Entity('users')
export class User {
  @Field(() => ID, { description: 'The user id (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Phone number in E.164 form, the sign-in account.' })
  @Column()
  phone: string;

  @Column({ name: 'password_hash' })
  passwordHash: string;

  @Column({ name: 'pay_password_hash', type: 'text', nullable: true })
  payPasswordHash: string | null;

  @Field(() => Role, { description: 'USER for investors, OPS for the back office.' })
  @Column({ type: 'varchar' })
  role: Role;

  @Field({ description: 'Personal invite code others register with.' })
  @Column({ name: 'invite_code' })
  inviteCode: string;

  @Column({ name: 'referrer_id', type: 'uuid', nullable: true })
  referrerId: string | null;

  @Column({ name: 'invited_with', type: 'varchar', nullable: true })
  invitedWith: string | null;

  @Field({ description: 'When the account was registered (ISO-8601 UTC).' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'Whether a transaction (pay) password has been set.' })
  get hasPayPassword(): boolean {
    return this.payPasswordHash !== null;
  }
}
