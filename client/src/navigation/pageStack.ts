/**
 * The page stack and its rules (PRODUCT.md §2, "Navigation rules"), as pure logic:
 *
 * - navigateTo(url): pushes a page. Refused for an unknown page (PAGE_NOT_FOUND), for a tab page
 *   (CANNOT_NAVIGATE_TO_TAB) and while the same target is still in flight (LOCKED).
 * - redirectTo(url): replaces the current page (not a tab page).
 * - switchTab(url): tab pages only (CANNOT_SWITCH_TO_NON_TAB); the stack becomes just that tab.
 * - reLaunch(url): any page; the stack becomes just that page.
 * - navigateBack(delta = 1): goes back at most depth − 1 pages and unloads every page it passes.
 *
 * Query parameters travel with the URL. The React side (useNav) applies each result to the router and
 * calls settle() once the router has arrived, which releases the lock.
 */
import { findRouteByPath, type RouteDef } from './routeTable';
import { type ParsedUrl, parseUrl } from './url';

export type NavErrorCode = 'PAGE_NOT_FOUND' | 'CANNOT_NAVIGATE_TO_TAB' | 'CANNOT_SWITCH_TO_NON_TAB' | 'LOCKED';

export const NAV_ERROR_CODES: readonly NavErrorCode[] = ['PAGE_NOT_FOUND', 'CANNOT_NAVIGATE_TO_TAB', 'CANNOT_SWITCH_TO_NON_TAB', 'LOCKED'];

export interface PageEntry extends ParsedUrl {
  /** Unique per page instance (two visits of the same URL are two entries). */
  readonly id: number;
  readonly route: RouteDef;
}

export type NavAction =
  | { readonly type: 'push'; readonly entry: PageEntry }
  | { readonly type: 'replace'; readonly entry: PageEntry; readonly unloaded: readonly PageEntry[] }
  | { readonly type: 'reset'; readonly entry: PageEntry; readonly unloaded: readonly PageEntry[] }
  | { readonly type: 'back'; readonly delta: number; readonly entry: PageEntry; readonly unloaded: readonly PageEntry[] };

export type NavResult = { readonly ok: true; readonly action: NavAction } | { readonly ok: false; readonly code: NavErrorCode };

export interface SavedEntry {
  readonly url: string;
}

type Listener = () => void;

export class PageStack {
  private entries: PageEntry[] = [];
  private nextId = 1;
  private inFlight: string | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly unloadListeners = new Set<(entry: PageEntry) => void>();

  constructor(initialUrl?: string) {
    if (initialUrl !== undefined) this.reset(initialUrl);
  }

  /** The pages, bottom first. */
  get pages(): readonly PageEntry[] {
    return this.entries;
  }

  get depth(): number {
    return this.entries.length;
  }

  get current(): PageEntry | undefined {
    return this.entries[this.entries.length - 1];
  }

  /** The URL of a navigation that has started and not yet settled. */
  get pending(): string | null {
    return this.inFlight;
  }

  navigateTo(url: string): NavResult {
    const checked = this.nonTabEntry(url);
    if ('ok' in checked) return checked;
    const { target, entry } = checked;
    this.entries = [...this.entries, entry];
    this.inFlight = target.url;
    this.emit();
    return { ok: true, action: { type: 'push', entry } };
  }

  redirectTo(url: string): NavResult {
    const checked = this.nonTabEntry(url);
    if ('ok' in checked) return checked;
    const { target, entry } = checked;
    const unloaded = this.entries.slice(-1);
    this.entries = [...this.entries.slice(0, -1), entry];
    this.inFlight = target.url;
    this.unload(unloaded);
    this.emit();
    return { ok: true, action: { type: 'replace', entry, unloaded } };
  }

  switchTab(url: string): NavResult {
    const target = parseUrl(url);
    const route = findRouteByPath(target.path);
    if (!route) return fail('PAGE_NOT_FOUND');
    if (!route.tab) return fail('CANNOT_SWITCH_TO_NON_TAB');
    if (this.inFlight === target.url) return fail('LOCKED');
    return this.resetTo(target, route);
  }

  reLaunch(url: string): NavResult {
    const target = parseUrl(url);
    const route = findRouteByPath(target.path);
    if (!route) return fail('PAGE_NOT_FOUND');
    if (this.inFlight === target.url) return fail('LOCKED');
    return this.resetTo(target, route);
  }

  navigateBack(delta = 1): NavResult {
    const wanted = Number.isFinite(delta) ? Math.max(1, Math.floor(delta)) : 1;
    const steps = Math.min(wanted, this.entries.length - 1);
    const unloaded = steps > 0 ? this.entries.slice(-steps).reverse() : [];
    if (steps > 0) this.entries = this.entries.slice(0, this.entries.length - steps);
    const entry = this.entries[this.entries.length - 1];
    if (!entry) return fail('PAGE_NOT_FOUND');
    if (steps > 0) {
      this.inFlight = null;
      this.unload(unloaded);
      this.emit();
    }
    return { ok: true, action: { type: 'back', delta: steps, entry, unloaded } };
  }

  /** Releases the in-flight lock once the router has arrived at the page. */
  settle(): void {
    if (this.inFlight !== null) {
      this.inFlight = null;
      this.emit();
    }
  }

  /**
   * Brings the stack in line with a location the stack did not cause (the browser's back or
   * forward button, a typed URL). Going back to a page below pops to it; anything else is a push,
   * except a tab page or an unknown page (or any page after the launch screen), which start a new stack.
   */
  syncTo(url: string): void {
    const target = parseUrl(url);
    if (this.current?.url === target.url) return;
    for (let i = this.entries.length - 2; i >= 0; i--) {
      if (this.entries[i]?.url === target.url) {
        const unloaded = this.entries.slice(i + 1).reverse();
        this.entries = this.entries.slice(0, i + 1);
        this.inFlight = null;
        this.unload(unloaded);
        this.emit();
        return;
      }
    }
    const route = findRouteByPath(target.path);
    // The launch screen is never kept below another page.
    if (!route || route.tab || this.entries.length === 0 || this.current?.route.name === 'launch') {
      this.reset(target.url);
      return;
    }
    this.entries = [...this.entries, this.makeEntry(target, route)];
    this.inFlight = null;
    this.emit();
  }

  /** Replaces the whole stack with one page, without any rule check (start-up, resync). */
  reset(url: string): void {
    const target = parseUrl(url);
    const route = findRouteByPath(target.path);
    const unloaded = [...this.entries].reverse();
    this.entries = route ? [this.makeEntry(target, route)] : [];
    this.inFlight = null;
    this.unload(unloaded);
    this.emit();
  }

  /** Restores a saved stack (e.g. after a reload) when its top is the current URL. */
  restore(saved: readonly SavedEntry[], currentUrl: string): boolean {
    const current = parseUrl(currentUrl);
    const entries: PageEntry[] = [];
    for (const item of saved) {
      const parsed = parseUrl(item.url);
      const route = findRouteByPath(parsed.path);
      if (!route) return false;
      entries.push(this.makeEntry(parsed, route));
    }
    if (entries.length === 0 || entries[entries.length - 1]?.url !== current.url) return false;
    this.entries = entries;
    this.inFlight = null;
    this.emit();
    return true;
  }

  /** What to persist to restore the stack later. */
  save(): SavedEntry[] {
    return this.entries.map((e) => ({ url: e.url }));
  }

  /** For useSyncExternalStore: stable functions. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getPages = (): readonly PageEntry[] => this.entries;

  /** Called once for each page that leaves the stack. */
  onUnload(listener: (entry: PageEntry) => void): () => void {
    this.unloadListeners.add(listener);
    return () => this.unloadListeners.delete(listener);
  }

  private resetTo(target: ParsedUrl, route: RouteDef): NavResult {
    const entry = this.makeEntry(target, route);
    const unloaded = [...this.entries].reverse();
    this.entries = [entry];
    this.inFlight = target.url;
    this.unload(unloaded);
    this.emit();
    return { ok: true, action: { type: 'reset', entry, unloaded } };
  }

  /** The rules navigateTo and redirectTo share: a known, non-tab page that is not already in flight. */
  private nonTabEntry(url: string): NavResult | { target: ParsedUrl; entry: PageEntry } {
    const target = parseUrl(url);
    const route = findRouteByPath(target.path);
    if (!route) return fail('PAGE_NOT_FOUND');
    if (route.tab) return fail('CANNOT_NAVIGATE_TO_TAB');
    if (this.inFlight === target.url) return fail('LOCKED');
    return { target, entry: this.makeEntry(target, route) };
  }

  private makeEntry(target: ParsedUrl, route: RouteDef): PageEntry {
    return { ...target, id: this.nextId++, route };
  }

  private unload(entries: readonly PageEntry[]): void {
    for (const entry of entries) for (const listener of this.unloadListeners) listener(entry);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function fail(code: NavErrorCode): NavResult {
  return { ok: false, code };
}
