import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { ToastProvider } from '../../ui/Toast';
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
