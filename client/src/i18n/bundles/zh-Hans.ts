import type { Messages } from '../mergeMessages';
import { mergeLocaleFiles } from '../mergeMessages';
import core from '../messages/zh-Hans.json';

/** The app's zh-Hans texts (core, every feature's, the common review reasons): one chunk, loaded on demand (loadMessages.ts). */
const messages: Messages = mergeLocaleFiles(
  'zh-Hans',
  core,
  import.meta.glob<Messages>(['../../features/*/messages/zh-Hans.json', '../reviewReasons/zh-Hans.json'], {
    eager: true,
    import: 'default',
  }),
);
export default messages;
