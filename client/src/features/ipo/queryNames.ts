/** Queries to read again when an application changes (the app-wide account-events listener). */
export const IPO_QUERIES = [
  'IpoList_Offerings',
  'IpoDetail_Offering',
  'IpoDetail_Draw',
  'IpoLottery_Applications',
  // Issuance opens a position: the Trade tab's lists and the portfolio follow.
  'OpenPositions_Positions',
  'Portfolio_Current',
];
