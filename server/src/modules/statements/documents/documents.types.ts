import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CommonError } from '../../../shared/common.errors';
import { PageArgs, PageType } from '../../../shared/pagination';

export enum DocumentKindValue {
  MONTHLY_STATEMENT = 'monthly_statement',
  TRADE_CONFIRMATION = 'trade_confirmation',
  TAX_REPORT = 'tax_report',
  CSV_EXPORT = 'csv_export',
}
registerEnumType(DocumentKindValue, {
  name: 'DocumentKind',
  description: 'What a document is.',
  valuesConfig: {
    MONTHLY_STATEMENT: { description: 'A month’s statement (PDF): balances, every ledger line, positions at the month’s closes, totals.' },
    TRADE_CONFIRMATION: { description: 'The confirmation of one fill (PDF): the order, the quote it filled at, each charge.' },
    TAX_REPORT: { description: 'A year’s tax report (PDF or CSV): realised gains by the rule of the tax country, dividends, interest.' },
    CSV_EXPORT: { description: 'An export (CSV) of the statement, orders, positions or closed positions for a range of days.' },
  },
});

export enum DocumentStatusValue {
  QUEUED = 'queued',
  BUILDING = 'building',
  READY = 'ready',
  FAILED = 'failed',
}
registerEnumType(DocumentStatusValue, {
  name: 'DocumentStatus',
  description: 'Where a document’s making stands.',
  valuesConfig: {
    QUEUED: { description: 'Waiting to be made.' },
    BUILDING: { description: 'Being made (see progress).' },
    READY: { description: 'Made: it can be downloaded.' },
    FAILED: { description: 'It could not be made (errorCode says why); ask again.' },
  },
});

@ObjectType({ description: 'A document of the user’s: a statement, a confirmation, a tax report or an export.' })
export class UserDocument {
  @Field(() => ID, { description: 'The document’s id.' })
  id: string;

  @Field({ description: 'Its number (D…), shown to the user and in the audit of its downloads.' })
  documentNo: string;

  @Field(() => DocumentKindValue, { description: 'What it is.' })
  kind: DocumentKindValue;

  @Field(() => DocumentStatusValue, { description: 'Where its making stands.' })
  status: DocumentStatusValue;

  @Field(() => Int, { description: 'How far its making is, 0–100.' })
  progress: number;

  @Field({ description: 'The language it is written in (en, es, fr, zh-Hans, zh-Hant).' })
  language: string;

  @Field({ description: 'Made because the user asked (false: made by the monthly schedule).' })
  requestedByUser: boolean;

  @Field(() => String, { nullable: true, description: 'A statement’s month (YYYY-MM).' })
  month: string | null;

  @Field(() => Int, { nullable: true, description: 'A tax report’s year.' })
  year: number | null;

  @Field(() => String, { nullable: true, description: 'A tax report’s format: pdf or csv.' })
  format: string | null;

  @Field(() => String, { nullable: true, description: 'An export’s data: statement, orders, positions or closed_positions.' })
  dataset: string | null;

  @Field(() => String, { nullable: true, description: 'An export’s first day (YYYY-MM-DD, UTC).' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'An export’s last day (YYYY-MM-DD, UTC), included.' })
  to: string | null;

  @Field(() => ID, { nullable: true, description: 'A confirmation’s position.' })
  positionId: string | null;

  @Field(() => String, { nullable: true, description: 'A confirmation’s fill: open or close.' })
  leg: string | null;

  @Field(() => String, { nullable: true, description: 'The file’s name, once ready.' })
  fileName: string | null;

  @Field(() => String, { nullable: true, description: 'The file’s type (application/pdf or text/csv), once ready.' })
  contentType: string | null;

  @Field(() => Int, { nullable: true, description: 'The file’s size in bytes, once ready.' })
  size: number | null;

  @Field(() => String, { nullable: true, description: 'Why it could not be made (an error code), when it failed.' })
  errorCode: string | null;

  @Field({ description: 'When it was asked for.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was ready.' })
  readyAt: Date | null;
}

export const UserDocumentPage = PageType(UserDocument, 'UserDocumentPage');

@InputType({ description: 'A document to make. The kind says which fields count; the others are ignored.' })
export class RequestDocumentInput {
  @Field(() => DocumentKindValue, { description: 'What to make.' })
  kind: DocumentKindValue;

  @Field({ description: 'The language to write it in: en, es, fr, zh-Hans or zh-Hant (also the monthly statements’ from now on).' })
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(8, { context: { code: CommonError.BAD_INPUT } })
  language: string;

  @Field(() => String, { nullable: true, description: 'A statement: the month, YYYY-MM, one that is over.' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  month?: string | null;

  @Field(() => Int, { nullable: true, description: 'A tax report: the year (2020 to this year).' })
  @IsOptional()
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  year?: number | null;

  @Field(() => String, { nullable: true, description: 'A tax report: pdf or csv.' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  format?: string | null;

  @Field(() => ID, { nullable: true, description: 'A confirmation: the position (the user’s own).' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  positionId?: string | null;

  @Field(() => String, { nullable: true, description: 'A confirmation: open (the fill that opened it) or close.' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  leg?: string | null;

  @Field(() => String, { nullable: true, description: 'An export: statement, orders, positions or closed_positions.' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  dataset?: string | null;

  @Field(() => String, { nullable: true, description: 'An export: the first day, YYYY-MM-DD (UTC).' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An export: the last day, YYYY-MM-DD (UTC), included; at most five years after the first.',
  })
  to?: string | null;
}

@ArgsType()
export class DocumentIdArgs {
  @Field(() => ID, { description: 'The document.' })
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  id: string;
}

@ArgsType()
export class DocumentsArgs extends PageArgs {}

@ArgsType()
export class OpsUserDocumentsArgs extends PageArgs {
  @Field(() => ID, { description: 'The user.' })
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  userId: string;
}
