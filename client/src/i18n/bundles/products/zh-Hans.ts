import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';

/** The product pages' zh-Hans texts (each product feature's messages/pages/zh-Hans.json): the `products` pack, loaded with those pages (i18n/packs.ts). */
const messages: Messages = mergeLocaleFiles(
  'zh-Hans',
  {},
  import.meta.glob<Messages>('../../../features/*/messages/pages/zh-Hans.json', { eager: true, import: 'default' }),
);
export default messages;
