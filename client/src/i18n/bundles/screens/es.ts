import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';
import core from '../../messages/es.json?texts=screens';

/** The es texts only the screens beyond the first show (the `screens` pack, i18n/packs.ts): loaded with those screens. */
const messages: Messages = mergeLocaleFiles(
  'es',
  core,
  import.meta.glob<Messages>('../../../features/*/messages/es.json', { eager: true, import: 'default', query: '?texts=screens' }),
);
export default messages;
