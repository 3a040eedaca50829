import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One of the user’s signed-in sessions (a browser or device), as the sessions list shows it.' })
export class SignedInSession {
  @Field(() => ID, { description: 'The session’s id (endSession takes it).' })
  id!: string;

  @Field({ description: 'Whether this is the session asking.' })
  current!: boolean;

  @Field(() => Date, { description: 'When it signed in.' })
  signedInAt!: Date;

  @Field(() => Date, { description: 'Its last activity (to the minute).' })
  lastSeenAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'The system it runs on as its browser says (iPhone, Android, Windows, Mac…); null when unknown.',
  })
  system!: string | null;

  @Field(() => String, { nullable: true, description: 'The browser (Safari, Chrome, Firefox, Edge…); null when unknown.' })
  browser!: string | null;

  @Field(() => Date, { description: 'When it ends unless used to sign out first.' })
  expiresAt!: Date;

  @Field(() => String, { nullable: true, description: 'The address it signed in from, partly masked (203.0.113.*).' })
  ipMasked!: string | null;

  @Field(() => String, { nullable: true, description: 'The browser’s own description of itself (its User-Agent), as it sent it.' })
  userAgent!: string | null;
}
