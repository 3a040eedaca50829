import type { Messages } from '../mergeMessages';
import { mergeLocaleFiles } from '../mergeMessages';
import core from '../messages/en.json';

/** The app's en texts (core, every feature's, the common review reasons): one chunk, loaded on demand (loadMessages.ts). */
const messages: Messages = mergeLocaleFiles(
  'en',
  core,
  import.meta.glob<Messages>(['../../features/*/messages/en.json', '../reviewReasons/en.json'], { eager: true, import: 'default' }),
);
export default messages;
