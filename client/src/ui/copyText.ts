import { useIntl } from 'react-intl';
import { useToast } from './Toast';

/** Copies text to the clipboard; falls back to a hidden textarea where the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Copies text and says whether it worked (a success toast, or the generic error's). */
export function useCopyWithToast(): (text: string) => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  return async (text) => {
    if (await copyText(text)) toast.success(intl.formatMessage({ id: 'toast.copySuccess' }));
    else toast.error(intl.formatMessage({ id: 'error.INTERNAL_ERROR' }));
  };
}
