import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';
import core from '../../messages/zh-Hant.json?texts=screens';

/** The zh-Hant texts only the screens beyond the first show (the `screens` pack, i18n/packs.ts): loaded with those screens. */
const messages: Messages = mergeLocaleFiles(
  'zh-Hant',
  core,
  import.meta.glob<Messages>('../../../features/*/messages/zh-Hant.json', { eager: true, import: 'default', query: '?texts=screens' }),
);
export default messages;
