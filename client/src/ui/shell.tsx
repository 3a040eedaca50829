import { useLayoutEffect } from 'react';
import { SHELL_ID } from '../shellId';

/** Removes the boot script's painted frame (boot.ts), if it is still there. */
export function removeShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/**
 * Rendered with whatever first replaces the shell on screen (a page, an error): the shell goes in the
 * same frame, before it is painted, so the two never show together and nothing flashes between them.
 */
export function ShellGone(): null {
  useLayoutEffect(removeShell, []);
  return null;
}
