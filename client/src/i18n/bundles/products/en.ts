import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';

/** The product pages' en texts (each product feature's messages/pages/en.json): the `products` pack, loaded with those pages (i18n/packs.ts). */
const messages: Messages = mergeLocaleFiles(
  'en',
  {},
  import.meta.glob<Messages>('../../../features/*/messages/pages/en.json', { eager: true, import: 'default' }),
);
export default messages;
