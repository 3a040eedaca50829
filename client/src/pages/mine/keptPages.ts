// Mine → Dividends, Mine → Documents and Mine → Performance (what the user keeps and reviews of their money: issues 35–37)
// load as one chunk, from one import in routes.tsx: a dynamic import costs the first screen its preload
// list, whatever the page (issue 30's budget).
export { DividendsPage } from './DividendsPage';
export { DocumentsPage } from './DocumentsPage';
export { PerformancePage } from './PerformancePage';
