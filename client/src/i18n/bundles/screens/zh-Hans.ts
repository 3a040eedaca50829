import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';
import core from '../../messages/zh-Hans.json?texts=screens';

/** The zh-Hans texts only the screens beyond the first show (the `screens` pack, i18n/packs.ts): loaded with those screens. */
const messages: Messages = mergeLocaleFiles(
  'zh-Hans',
  core,
  import.meta.glob<Messages>('../../../features/*/messages/zh-Hans.json', { eager: true, import: 'default', query: '?texts=screens' }),
);
export default messages;
