import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';

/** The product pages' fr texts (each product feature's messages/pages/fr.json): the `products` pack, loaded with those pages (i18n/packs.ts). */
const messages: Messages = mergeLocaleFiles(
  'fr',
  {},
  import.meta.glob<Messages>('../../../features/*/messages/pages/fr.json', { eager: true, import: 'default' }),
);
export default messages;
