import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icons';

describe('<Icon>', () => {
  it('draws a first-screen icon at once', () => {
    const { container } = render(<Icon name="home" />);
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(0);
  });

  it('draws an icon of the screens beyond the first once those icons are in, loading them if no page did', async () => {
    const { container } = render(<Icon name="deposit" />);
    await expect.poll(() => container.querySelectorAll('svg circle, svg path').length).toBeGreaterThan(0);
  });
});
