import type { Messages } from '../../mergeMessages';
import { mergeLocaleFiles } from '../../mergeMessages';
import core from '../../messages/en.json?texts=screens';

/** The en texts only the screens beyond the first show (the `screens` pack, i18n/packs.ts): loaded with those screens. */
const messages: Messages = mergeLocaleFiles(
  'en',
  core,
  import.meta.glob<Messages>('../../../features/*/messages/en.json', { eager: true, import: 'default', query: '?texts=screens' }),
);
export default messages;
