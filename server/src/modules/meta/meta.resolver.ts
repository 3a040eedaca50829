import { Query, Resolver } from 'type-graphql';
import { ErrorCode, allErrorCodes } from '../../graphql/error-codes';

@Resolver()
export class MetaResolver {
  @Query(() => [ErrorCode], { description: 'Every code that may appear in extensions.code, for clients to check their translations.' })
  errorCodes(): ErrorCode[] {
    return allErrorCodes();
  }
}
