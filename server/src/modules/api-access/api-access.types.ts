import { IsOptional } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MultiLineText, ShortText } from '../../shared/validation';

export enum ApiScope {
  READ = 'read',
  TRADE = 'trade',
}
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What an API token may do. No scope reaches withdrawals, cards, addresses, passwords or tokens.',
  valuesConfig: {
    READ: { description: 'Quotes and market data, the portfolio, and the user’s own records (orders, statement, deposits, …).' },
    TRADE: { description: 'Orders: preview, place, cancel and close positions. Every use is audited.' },
  },
});

export enum ApiTokenStatus {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  REVOKED = 'REVOKED',
}
registerEnumType(ApiTokenStatus, {
  name: 'ApiTokenStatus',
  description: 'Whether a token still works.',
  valuesConfig: {
    ACTIVE: { description: 'Works until it expires or is revoked.' },
    EXPIRED: { description: 'Its expiry passed; it no longer works.' },
    REVOKED: { description: 'Its owner revoked it; it no longer works and its sockets were closed.' },
  },
});

@ObjectType({ description: 'A registered client app as investors see it when they issue a token for it.' })
export class ClientAppInfo {
  @Field(() => ID, { description: 'The app id.' })
  id: string;

  @Field({ description: 'The app’s name.' })
  name: string;

  @Field({ description: 'Who makes and answers for the app.' })
  owner: string;

  @Field(() => [ApiScope], { description: 'The scopes a token for this app may have.' })
  allowedScopes: ApiScope[];
}

@ObjectType({ description: 'One uploaded version of a client app’s trusted-document manifest.' })
export class ClientAppManifestInfo {
  @Field(() => Int, { description: 'Version number, from 1, one more on each upload.' })
  version: number;

  @Field(() => Int, { description: 'How many documents it holds.' })
  documentCount: number;

  @Field({ description: 'When it was uploaded.' })
  uploadedAt: Date;
}

@ObjectType({ description: 'Ops: a registered client app with its manifest versions.' })
export class OpsClientApp extends ClientAppInfo {
  @Field({ description: 'When ops registered it.' })
  createdAt: Date;

  @Field(() => [ClientAppManifestInfo], { description: 'Manifest versions, newest first; every version’s documents may run.' })
  manifests: ClientAppManifestInfo[];
}

@ObjectType({ description: 'A personal API token as its owner sees it (never its secret after creation).' })
export class ApiTokenInfo {
  @Field(() => ID, { description: 'The token id.' })
  id: string;

  @Field({ description: 'The name its owner gave it.' })
  name: string;

  @Field({ description: 'The token’s first characters, to tell tokens apart.' })
  prefix: string;

  @Field(() => [ApiScope], { description: 'What it may do.' })
  scopes: ApiScope[];

  @Field(() => ClientAppInfo, {
    nullable: true,
    description: 'The client app it was issued for (null: any of the web client’s documents).',
  })
  app: ClientAppInfo | null;

  @Field(() => ApiTokenStatus, { description: 'Active, expired or revoked.' })
  status: ApiTokenStatus;

  @Field({ description: 'When it was created.' })
  createdAt: Date;

  @Field({ description: 'When it stops working.' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute), or null.' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked, or null.' })
  revokedAt: Date | null;
}

@ObjectType({ description: 'A new token: its secret is shown this once and never again.' })
export class CreatedApiToken {
  @Field({ description: 'The secret, to send as `Authorization: Bearer <token>` (or `authorization` in connection_init).' })
  token: string;

  @Field(() => ApiTokenInfo, { description: 'The token as it will be listed.' })
  apiToken: ApiTokenInfo;
}

@InputType({ description: 'A new personal API token.' })
export class CreateApiTokenInput {
  @Field({ description: 'A name to recognise it by, 1 to 40 characters.' })
  @ShortText()
  name: string;

  @Field(() => [ApiScope], { description: 'One or both of READ and TRADE.' })
  scopes: ApiScope[];

  @Field(() => Int, { description: 'Days until it expires, 1 to 365.' })
  expiresInDays: number;

  @Field(() => ID, {
    nullable: true,
    description: 'The registered client app it is for (omit for scripts using the web client’s documents).',
  })
  @IsOptional()
  appId?: string | null;
}

@InputType({ description: 'Ops: registers another client of the schema.' })
export class RegisterClientAppInput {
  @Field({ description: 'Unique name, 2 to 60 characters.' })
  @ShortText()
  name: string;

  @Field({ description: 'Who makes and answers for it, 2 to 100 characters.' })
  @ShortText()
  owner: string;

  @Field(() => [ApiScope], { description: 'The scopes its tokens may have.' })
  allowedScopes: ApiScope[];
}

@InputType({ description: 'Ops: a new version of a client app’s trusted documents.' })
export class UploadClientAppManifestInput {
  @Field(() => ID, { description: 'The app.' })
  appId: string;

  @Field({
    description: 'The manifest as JSON text: an object of SHA-256 hex hash to GraphQL document (what codegen’s persisted documents write).',
  })
  @MultiLineText(60_000)
  manifest: string;
}
