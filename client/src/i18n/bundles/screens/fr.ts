import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';
import core from '../../messages/fr.json?texts=screens';

/** The fr texts only the screens beyond the first show (the `screens` pack, i18n/packs.ts): loaded with those screens. */
const messages: Messages = mergeLocaleFiles(
  'fr',
  core,
  import.meta.glob<Messages>('../../../features/*/messages/fr.json', { eager: true, import: 'default', query: '?texts=screens' }),
);
export default messages;
