// Mine → Dividends and Mine → Documents (what the user keeps for their taxes and records: issues 35 and 36)
// load as one chunk, from one import in routes.tsx: a dynamic import costs the first screen its preload
// list, whatever the page (issue 30's budget).
export { DividendsPage } from './DividendsPage';
export { DocumentsPage } from './DocumentsPage';
