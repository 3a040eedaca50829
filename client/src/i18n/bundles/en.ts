import type { Messages } from '../mergeMessages';
import { mergeLocaleFiles } from '../mergeMessages';
// The core texts' `screens` part (the agreement's, the company page's, the image picker's) is in that pack.
import core from '../messages/en.json?texts=first';

/** The app's en texts (core, every feature's but its `screens` texts, the common review reasons): one chunk, loaded on demand (loadMessages.ts). */
const messages: Messages = mergeLocaleFiles(
  'en',
  core,
  // Each feature's app texts: its `screens` texts are a pack of their own (screens/en.ts, i18n/packs.ts).
  import.meta.glob<Messages>(['../../features/*/messages/en.json', '../reviewReasons/en.json'], {
    eager: true,
    import: 'default',
    query: '?texts=first',
  }),
);
export default messages;
