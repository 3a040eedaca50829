/**
 * Up and down colours (PRODUCT.md §11): red up and green down for Chinese readers, green up and red down
 * elsewhere, or the reader's own choice (Settings, kept in localStorage). CSS reads one pair of
 * variables, `--up` and `--down` (theme.css): `html:lang(zh)` swaps them, `html[data-updown]` fixes them.
 */
export const UP_DOWN_CHOICES = ['auto', 'green-up', 'red-up'] as const;
export type UpDownChoice = (typeof UP_DOWN_CHOICES)[number];

export const STORAGE_KEY_UP_DOWN = 'upDownColours';

export function isUpDownChoice(value: unknown): value is UpDownChoice {
  return typeof value === 'string' && (UP_DOWN_CHOICES as readonly string[]).includes(value);
}

/** Red up for Chinese (zh, zh-Hans, zh-Hant, zh-TW…), green up for every other language. */
export function redUpByLanguage(lang: string): boolean {
  return /^zh(-|$)/i.test(lang);
}

/** Whether rises show red, for a choice and a language. */
export function isRedUp(choice: UpDownChoice, lang: string): boolean {
  return choice === 'auto' ? redUpByLanguage(lang) : choice === 'red-up';
}

export function readUpDownChoice(): UpDownChoice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY_UP_DOWN);
    return isUpDownChoice(saved) ? saved : 'auto';
  } catch {
    return 'auto';
  }
}

export function applyUpDownChoice(choice: UpDownChoice): void {
  if (typeof document === 'undefined') return;
  if (choice === 'auto') delete document.documentElement.dataset.updown;
  else document.documentElement.dataset.updown = choice;
}

export function saveUpDownChoice(choice: UpDownChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(STORAGE_KEY_UP_DOWN);
    else localStorage.setItem(STORAGE_KEY_UP_DOWN, choice);
  } catch {
    // Private mode: the choice holds for this visit.
  }
  applyUpDownChoice(choice);
}

// Applied as soon as any screen loads (every page imports this through ui/Page).
if (typeof document !== 'undefined') applyUpDownChoice(readUpDownChoice());
