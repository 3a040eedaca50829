/** The id of the boot script's painted frame (shellMarkup.ts draws it, ui/shell.tsx removes it). */
export const SHELL_ID = 'app-shell';
