import { createContext } from 'react';
import type { PageEntry } from './pageStack';

export interface NavApi {
  /** Pushes a page (not a tab page). */
  navigateTo: (url: string) => boolean;
  /** Replaces the current page (not a tab page). */
  redirectTo: (url: string) => boolean;
  /** Goes to a tab page and clears the stack. */
  switchTab: (url: string) => boolean;
  /** Clears the stack and opens any page. */
  reLaunch: (url: string) => boolean;
  /** Goes back `delta` pages, at most depth − 1. */
  navigateBack: (delta?: number) => boolean;
  /** Opens a URL the way a link should: a tab page switches tabs, any other page is pushed. */
  open: (url: string) => boolean;
  /** The navigation bar's back button: back one page, or to a sensible tab when there is none. */
  back: () => void;
  /** The page stack, bottom first. */
  pages: readonly PageEntry[];
}

/**
 * The page stack's navigation (NavProvider); null outside it. A module of its own, so that the ui pieces
 * the provider itself uses (a toast's link) read it without importing the provider.
 */
export const NavContext = createContext<NavApi | null>(null);
