// The help centre's and customer service's pages load as one chunk, from one import in routes.tsx: a
// dynamic import costs the first screen its preload list, whatever the page (issue 30's budget).
export { HelpArticlePage } from './HelpArticlePage';
export { HelpCentrePage } from './HelpCentrePage';
export { SupportConversationPage } from './SupportConversationPage';
export { SupportHubPage } from './SupportHubPage';
export { SupportNewPage } from './SupportNewPage';
