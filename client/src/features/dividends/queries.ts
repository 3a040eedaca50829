import { graphql } from '../../gql';

/**
 * The treaty form on file and the withholding table (both public facts of the user's taxes): read by
 * Mine → Dividends' note on the rates and its W-8BEN section, one request for both.
 */
export const WithholdingQuery = graphql(`
  query DividendsScreen_Withholding {
    taxForm {
      id
      form
      country
      fullName
      signedAt
      validUntil
    }
    withholdingRates {
      market
      from
      rate
      condition
      residence
    }
  }
`);
