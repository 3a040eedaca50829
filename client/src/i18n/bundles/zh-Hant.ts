import type { Messages } from '../mergeMessages';
import { mergeLocaleFiles } from '../mergeMessages';
import core from '../messages/zh-Hant.json';

/** The app's zh-Hant texts (core, every feature's, the common review reasons): one chunk, loaded on demand (loadMessages.ts). */
const messages: Messages = mergeLocaleFiles(
  'zh-Hant',
  core,
  import.meta.glob<Messages>(['../../features/*/messages/zh-Hant.json', '../reviewReasons/zh-Hant.json'], {
    eager: true,
    import: 'default',
  }),
);
export default messages;
