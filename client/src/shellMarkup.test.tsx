import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from './i18n/messages';
import { LOCALE_HTML_LANG, type Locale } from './i18n/locales';
import { NavProvider } from './navigation/NavProvider';
import { findRouteByPath, MARKET_PATH, MINE_PATH, type RouteDef } from './navigation/routeTable';
import { SHELL_ID, SHELL_TEXT_KEYS, shellMarkup } from './shellMarkup';
import { SubPage, TabPage } from './ui/Page';
import { ToastProvider } from './ui/Toast';
import { removeShell, ShellGone } from './ui/shell';

afterEach(cleanup);

/** Elements, classes, texts and drawn shapes: what the eye sees of a frame (not handlers or test ids). */
function outline(element: Element): string {
  const keep = ['class', 'd', 'cx', 'cy', 'r', 'width', 'height', 'stroke-width', 'viewBox'];
  const attrs = keep
    .filter((a) => element.hasAttribute(a))
    .map((a) => `${a}=${element.getAttribute(a)}`)
    .join(' ');
  const inner = [...element.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? JSON.stringify(node.textContent) : node instanceof Element ? outline(node) : ''))
    .join('');
  // The page body's content is the page's own; the shell keeps only its place.
  return `<${element.tagName.toLowerCase()} ${attrs}>${element.classList.contains('page__body') ? '' : inner}</>`;
}

function reactFrame(locale: Locale, route: RouteDef): string {
  const messages = MESSAGES[locale];
  const page = route.tab ? (
    route.tab === 'mine' ? (
      <TabPage tab="mine" bare>
        <p>content</p>
      </TabPage>
    ) : (
      <TabPage tab={route.tab} title={messages[`${route.tab}.title`] as string} subtitle={messages[`${route.tab}.subtitle`] as string}>
        <p>content</p>
      </TabPage>
    )
  ) : (
    <SubPage title="">
      <p>content</p>
    </SubPage>
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [{ path: route.path, element: page }],
      },
    ],
    {
      initialEntries: [route.path],
    },
  );
  const { container } = render(
    <IntlProvider locale={LOCALE_HTML_LANG[locale]} messages={messages}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </IntlProvider>,
  );
  return outline(container.querySelector('.page') as Element);
}

function shellFrame(locale: Locale, route: RouteDef): string {
  const texts = Object.fromEntries(SHELL_TEXT_KEYS.map((key) => [key, MESSAGES[locale][key] as string]));
  const host = document.createElement('div');
  host.innerHTML = shellMarkup(route, texts) ?? '';
  return outline(host.querySelector('.page') as Element);
}

describe('the boot script’s shell', () => {
  const stockDetail = findRouteByPath('/subPackages/market/stockDetail/stockDetail') as RouteDef;
  const cases: [Locale, RouteDef][] = [
    ['en', findRouteByPath(MARKET_PATH) as RouteDef],
    ['es', findRouteByPath(MARKET_PATH) as RouteDef],
    ['zh-Hant', findRouteByPath(MINE_PATH) as RouteDef],
    ['en', findRouteByPath('/pages/home/index') as RouteDef],
    ['fr', stockDetail],
  ];

  it.each(cases)('paints in %s the same frame the app then renders for %o', (locale, route) => {
    expect(shellFrame(locale, route)).toBe(reactFrame(locale, route));
  });

  it('has its texts as plain strings in every language (the shell formats nothing)', () => {
    for (const locale of Object.keys(MESSAGES) as Locale[]) {
      for (const key of SHELL_TEXT_KEYS) expect(typeof MESSAGES[locale][key], `${locale} ${key}`).toBe('string');
    }
  });

  it('paints nothing for the launch screen', () => {
    expect(shellMarkup(findRouteByPath('/') as RouteDef, {})).toBeNull();
  });

  it('goes in the same commit as the first page that replaces it', () => {
    const shell = document.createElement('div');
    shell.id = SHELL_ID;
    document.body.append(shell);
    render(<ShellGone />);
    expect(document.getElementById(SHELL_ID)).toBeNull();
    removeShell(); // and again, harmlessly
  });
});
