/** Every fund query a change of a holding may affect. */
export const FUND_QUERIES = ['FundRecords_Holdings', 'FundList_Products'];
