import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';

/** The product pages' es texts (each product feature's messages/pages/es.json): the `products` pack, loaded with those pages (i18n/packs.ts). */
const messages: Messages = mergeLocaleFiles(
  'es',
  {},
  import.meta.glob<Messages>('../../../features/*/messages/pages/es.json', { eager: true, import: 'default' }),
);
export default messages;
