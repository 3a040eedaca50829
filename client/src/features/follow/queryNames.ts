/** What a follow event reads again. */
export const FOLLOW_QUERIES = ['FollowRecords_Mine', 'FollowTrades_Trades', 'FollowTrades_Balances'];
