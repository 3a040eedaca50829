import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';

/** The product pages' zh-Hant texts (each product feature's messages/pages/zh-Hant.json): the `products` pack, loaded with those pages (i18n/packs.ts). */
const messages: Messages = mergeLocaleFiles(
  'zh-Hant',
  {},
  import.meta.glob<Messages>('../../../features/*/messages/pages/zh-Hant.json', { eager: true, import: 'default' }),
);
export default messages;
