import { describe, expect, it, vi } from 'vitest';
import { PageStack } from './pageStack';
import { HOME_PATH, MINE_PATH } from './routeTable';

const ABOUT = '/subPackages/mine/aboutUs/aboutUs';
const LANG = '/subPackages/mine/languageSelection/languageSelection';
const DETAIL = '/subPackages/market/stockDetail/stockDetail';

function urls(stack: PageStack): string[] {
  return stack.pages.map((p) => p.url);
}

describe('PageStack', () => {
  it('pushes pages with navigateTo and passes query parameters through', () => {
    const stack = new PageStack(HOME_PATH);
    const result = stack.navigateTo(`${DETAIL}?code=2330&market=TW`);
    expect(result.ok).toBe(true);
    expect(urls(stack)).toEqual([HOME_PATH, `${DETAIL}?code=2330&market=TW`]);
    expect(stack.current?.query).toEqual({ code: '2330', market: 'TW' });
    expect(stack.current?.path).toBe(DETAIL);
    expect(stack.current?.route.name).toBe('stockDetail');
  });

  it('refuses an unknown page', () => {
    const stack = new PageStack(HOME_PATH);
    expect(stack.navigateTo('/pages/nowhere/index')).toEqual({ ok: false, code: 'PAGE_NOT_FOUND' });
    expect(stack.redirectTo('/nope')).toEqual({ ok: false, code: 'PAGE_NOT_FOUND' });
    expect(stack.switchTab('/nope')).toEqual({ ok: false, code: 'PAGE_NOT_FOUND' });
    expect(stack.reLaunch('/nope')).toEqual({ ok: false, code: 'PAGE_NOT_FOUND' });
    expect(urls(stack)).toEqual([HOME_PATH]);
  });

  it('refuses to push or redirect to a tab page', () => {
    const stack = new PageStack(HOME_PATH);
    expect(stack.navigateTo(MINE_PATH)).toEqual({ ok: false, code: 'CANNOT_NAVIGATE_TO_TAB' });
    expect(stack.redirectTo(MINE_PATH)).toEqual({ ok: false, code: 'CANNOT_NAVIGATE_TO_TAB' });
    expect(urls(stack)).toEqual([HOME_PATH]);
  });

  it('refuses to switch to a non-tab page', () => {
    const stack = new PageStack(HOME_PATH);
    expect(stack.switchTab(ABOUT)).toEqual({ ok: false, code: 'CANNOT_SWITCH_TO_NON_TAB' });
  });

  it('locks the same target while it is in flight, and settle() releases it', () => {
    const stack = new PageStack(HOME_PATH);
    expect(stack.navigateTo(ABOUT).ok).toBe(true);
    expect(stack.pending).toBe(ABOUT);
    expect(stack.navigateTo(ABOUT)).toEqual({ ok: false, code: 'LOCKED' });
    // Another target is not locked.
    expect(stack.navigateTo(LANG).ok).toBe(true);
    stack.settle();
    expect(stack.pending).toBeNull();
    expect(stack.navigateTo(LANG).ok).toBe(true);
    expect(urls(stack)).toEqual([HOME_PATH, ABOUT, LANG, LANG]);
  });

  it('switchTab clears the stack to that tab', () => {
    const stack = new PageStack(HOME_PATH);
    stack.navigateTo(ABOUT);
    stack.settle();
    stack.navigateTo(LANG);
    stack.settle();
    const unloaded: string[] = [];
    stack.onUnload((e) => unloaded.push(e.url));
    const result = stack.switchTab(MINE_PATH);
    expect(result.ok && result.action.type).toBe('reset');
    expect(urls(stack)).toEqual([MINE_PATH]);
    expect(unloaded).toEqual([LANG, ABOUT, HOME_PATH]);
  });

  it('redirectTo replaces the current page', () => {
    const stack = new PageStack(MINE_PATH);
    stack.navigateTo(ABOUT);
    stack.settle();
    const result = stack.redirectTo(`${LANG}?from=about`);
    expect(result.ok && result.action.type).toBe('replace');
    expect(urls(stack)).toEqual([MINE_PATH, `${LANG}?from=about`]);
  });

  it('reLaunch accepts any known page and leaves only it', () => {
    const stack = new PageStack(MINE_PATH);
    stack.navigateTo(ABOUT);
    stack.settle();
    expect(stack.reLaunch(LANG).ok).toBe(true);
    expect(urls(stack)).toEqual([LANG]);
    stack.settle();
    expect(stack.reLaunch(HOME_PATH).ok).toBe(true);
    expect(urls(stack)).toEqual([HOME_PATH]);
  });

  it('navigateBack goes back at most depth - 1 pages and unloads the pages it passes', () => {
    const stack = new PageStack(HOME_PATH);
    for (const url of [ABOUT, LANG, DETAIL]) {
      stack.navigateTo(url);
      stack.settle();
    }
    const onUnload = vi.fn();
    stack.onUnload(onUnload);

    const one = stack.navigateBack();
    expect(one.ok && one.action.type === 'back' && one.action.delta).toBe(1);
    expect(urls(stack)).toEqual([HOME_PATH, ABOUT, LANG]);
    expect(onUnload).toHaveBeenCalledTimes(1);
    expect(onUnload.mock.calls[0]?.[0].url).toBe(DETAIL);

    const many = stack.navigateBack(10);
    expect(many.ok && many.action.type === 'back' && many.action.delta).toBe(2);
    expect(many.ok && many.action.type === 'back' && many.action.unloaded.map((e) => e.url)).toEqual([LANG, ABOUT]);
    expect(urls(stack)).toEqual([HOME_PATH]);
    expect(onUnload).toHaveBeenCalledTimes(3);

    const none = stack.navigateBack();
    expect(none.ok && none.action.type === 'back' && none.action.delta).toBe(0);
    expect(urls(stack)).toEqual([HOME_PATH]);
    expect(onUnload).toHaveBeenCalledTimes(3);
  });

  it('syncTo follows the browser back button and typed URLs', () => {
    const stack = new PageStack(HOME_PATH);
    stack.navigateTo(ABOUT);
    stack.navigateTo(LANG);
    stack.settle();
    stack.syncTo(HOME_PATH);
    expect(urls(stack)).toEqual([HOME_PATH]);
    stack.syncTo(ABOUT);
    expect(urls(stack)).toEqual([HOME_PATH, ABOUT]);
    stack.syncTo(MINE_PATH);
    expect(urls(stack)).toEqual([MINE_PATH]);
  });

  it('never keeps the launch screen below a page opened by URL', () => {
    const stack = new PageStack('/');
    stack.syncTo(LANG);
    expect(urls(stack)).toEqual([LANG]);
  });

  it('saves and restores a stack whose top is the current URL', () => {
    const stack = new PageStack(HOME_PATH);
    stack.navigateTo(ABOUT);
    const saved = stack.save();
    const restored = new PageStack();
    expect(restored.restore(saved, LANG)).toBe(false);
    expect(restored.restore(saved, ABOUT)).toBe(true);
    expect(urls(restored)).toEqual([HOME_PATH, ABOUT]);
  });
});
