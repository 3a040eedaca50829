import { IsOptional } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { ShortText } from '../../shared/validation';

// Shapes only (every field optional here so a missing one is 'Missing information', not a schema error);
// the rules are in real-name.rules.ts.
@InputType({ description: 'Every field and both images are required.' })
export class SubmitRealNameInput {
  @Field(() => String, { nullable: true, description: 'The name as written on the ID document.' })
  @IsOptional()
  @ShortText()
  idName?: string | null;

  @Field(() => String, { nullable: true, description: 'The ID document number (letters and digits).' })
  @IsOptional()
  @ShortText()
  idNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code.' })
  @IsOptional()
  @ShortText()
  nationality?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact phone, international (E.164) form.' })
  @IsOptional()
  @ShortText()
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Address of residence.' })
  @IsOptional()
  @ShortText()
  residence?: string | null;

  @Field(() => ID, { nullable: true, description: 'Upload (purpose real_name) of the front of the ID document.' })
  @IsOptional()
  @ShortText()
  frontUploadId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Upload (purpose real_name) of the back of the ID document.' })
  @IsOptional()
  @ShortText()
  backUploadId?: string | null;
}
