import type { Messages } from '../mergeMessages';
import { mergeLocaleFiles } from '../mergeMessages';
import core from '../messages/fr.json';

/** The app's fr texts (core, every feature's, the common review reasons): one chunk, loaded on demand (loadMessages.ts). */
const messages: Messages = mergeLocaleFiles(
  'fr',
  core,
  import.meta.glob<Messages>(['../../features/*/messages/fr.json', '../reviewReasons/fr.json'], { eager: true, import: 'default' }),
);
export default messages;
