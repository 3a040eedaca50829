import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { ToastProvider } from '../../ui/Toast';
import { shellHomeBody } from '../../shellMarkup';
import { BannerCarousel } from './HomeContent';

afterEach(cleanup);

const banner = (n: number) => ({
  __typename: 'ContentEntry' as const,
  id: `b${n}`,
  title: `Banner ${n}`,
  imageUrl: `/uploads/public/banner-${n}`,
  link: null,
});

function renderCarousel(banners: ReturnType<typeof banner>[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <NavProvider>
            <BannerCarousel banners={banners as never} />
          </NavProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <IntlProvider locale="en" messages={MESSAGES.en}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </IntlProvider>,
  );
}

const pictures = () => Array.from(document.querySelectorAll('img.content-carousel__image')).map((img) => img.getAttribute('src'));

describe('BannerCarousel: the picture on screen downloads first', () => {
  it('asks for the other slides’ pictures only once the first has loaded', () => {
    renderCarousel([banner(1), banner(2), banner(3)]);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    expect(pictures()).toEqual(['/uploads/public/banner-1']);
    fireEvent.load(document.querySelector('img.content-carousel__image') as HTMLImageElement);
    expect(pictures()).toEqual(['/uploads/public/banner-1', '/uploads/public/banner-2', '/uploads/public/banner-3']);
  });

  it('does not hold them back when the first picture fails', () => {
    renderCarousel([banner(1), banner(2)]);
    fireEvent.error(document.querySelector('img.content-carousel__image') as HTMLImageElement);
    expect(pictures()).toHaveLength(2);
  });
});

/** Tag and classes down the first slide (what lays it out), and the picture's address. */
function firstSlide(root: ParentNode): string[] {
  const path: string[] = [];
  let el = root.querySelector('.content-carousel');
  while (el) {
    path.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.getAttribute('src') ? ` ${el.getAttribute('src')}` : ''}`);
    el = el.firstElementChild;
  }
  return path;
}

describe('shellHomeBody: Home’s banner painted from the early answer, before the app', () => {
  it('draws the first slide with the elements and classes the carousel renders', () => {
    renderCarousel([banner(1), banner(2)]);
    const shell = document.createElement('div');
    shell.innerHTML = shellHomeBody({ banners: [banner(1), banner(2)] }) ?? '';
    expect(firstSlide(shell)).toEqual(firstSlide(document));
    expect(shell.querySelector('.content-carousel__title')?.textContent).toBe('Banner 1');
    // The notice bar's place comes first, as on Home.
    expect(shell.firstElementChild?.className).toBe('content-marquee');
  });

  it('paints nothing without a first picture, and keeps a title as text', () => {
    expect(shellHomeBody({ banners: [] })).toBeNull();
    expect(shellHomeBody({ banners: [{ ...banner(1), imageUrl: null }] })).toBeNull();
    expect(shellHomeBody(null)).toBeNull();
    const shell = document.createElement('div');
    shell.innerHTML = shellHomeBody({ banners: [{ ...banner(1), title: '<b>Gold</b> & "more"' }] }) ?? '';
    expect(shell.querySelector('.content-carousel__title')?.textContent).toBe('<b>Gold</b> & "more"');
    expect(shell.querySelector('b')).toBeNull();
  });
});
