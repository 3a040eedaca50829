import type { Messages } from '../mergeMessages';
import { mergeLocaleFiles } from '../mergeMessages';
import core from '../messages/es.json';

/** The app's es texts (core, every feature's, the common review reasons): one chunk, loaded on demand (loadMessages.ts). */
const messages: Messages = mergeLocaleFiles(
  'es',
  core,
  import.meta.glob<Messages>(['../../features/*/messages/es.json', '../reviewReasons/es.json'], { eager: true, import: 'default' }),
);
export default messages;
