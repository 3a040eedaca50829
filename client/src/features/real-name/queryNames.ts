/** Queries that show the real-name status, refetched when it changes (REAL_NAME_UPDATED). */
export const REAL_NAME_QUERIES = ['RealName_Mine'];
