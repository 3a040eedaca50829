import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { CommonError } from '../shared/common.errors';
import { ShortText } from '../shared/validation';

/** `first` (1–100, default 20) and `after` (the previous page's nextCursor) of every paged list. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first: number;

  @Field(() => String, { nullable: true, description: "The previous page's nextCursor." })
  @IsOptional()
  @ShortText()
  after?: string | null;
}
