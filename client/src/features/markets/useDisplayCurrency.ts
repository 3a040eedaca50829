import { useCallback, useState } from 'react';
import { STORAGE_KEY_DISPLAY_CURRENCY } from '../../constants';
import { type DisplayCurrency, isDisplayCurrency } from './currency';

function read(): DisplayCurrency | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY_DISPLAY_CURRENCY);
    return isDisplayCurrency(saved) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The currency market lists show prices in: null means each instrument's own currency. Kept in
 * localStorage so the choice survives a reload.
 */
export function useDisplayCurrency(): [DisplayCurrency | null, (next: DisplayCurrency | null) => void] {
  const [currency, setCurrency] = useState<DisplayCurrency | null>(read);
  const choose = useCallback((next: DisplayCurrency | null) => {
    setCurrency(next);
    try {
      if (next) window.localStorage.setItem(STORAGE_KEY_DISPLAY_CURRENCY, next);
      else window.localStorage.removeItem(STORAGE_KEY_DISPLAY_CURRENCY);
    } catch {
      // Storage full or disabled: the choice lasts for this visit.
    }
  }, []);
  return [currency, choose];
}
