import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { ImagePicker } from './ImagePicker';
import { startUploadTestServer, type UploadTestServer } from './uploadTestServer.testkit.mjs';

// The picker against a real HTTP server on this machine (jsdom's XMLHttpRequest, a real socket): what
// it sends, the ids it hands the form, the cap, and how refusals, cancels and timeouts read.

let server: UploadTestServer;
let url = '';
const bodies = (): string[] => server.state.bodies;

beforeAll(async () => {
  server = await startUploadTestServer();
  url = server.url;
});
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

function renderPicker(props: { max?: number; timeoutMs?: number; locale?: 'en' | 'fr' } = {}) {
  const changes: string[][] = [];
  const locale = props.locale ?? 'en';
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <ImagePicker purpose="real_name" max={props.max} url={url} timeoutMs={props.timeoutMs} onChange={(ids) => changes.push(ids)} />
    </IntlProvider>,
  );
  const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('image-picker-input'), { target: { files } });
  return { changes, choose };
}

// Real sockets on a busy machine (the suite runs beside a build in CI): waits are generous; nothing here
// depends on a short one.
const LONG = { timeout: 10_000 };

describe('ImagePicker', () => {
  it('uploads each chosen image (purpose first, with the CSRF header) and hands the form the ids in order', async () => {
    const { changes, choose } = renderPicker();
    choose(png('front.png'), png('back.png'));
    await waitFor(() => expect(changes.at(-1)).toHaveLength(2), LONG);
    const ids = changes.at(-1) ?? [];
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^upload-\d+$/);
    expect(bodies()).toHaveLength(2);
    for (const b of bodies()) {
      expect(b.startsWith('true|')).toBe(true);
      expect(b.indexOf('name="purpose"')).toBeLessThan(b.indexOf('name="file"'));
      expect(b).toContain('real_name');
    }
    expect(screen.getAllByTestId('image-picker-item').map((el) => el.dataset.state)).toEqual(['done', 'done']);
  });

  it('holds at most `max` images: extra choices are refused with a message and the add tile goes away', async () => {
    const { changes, choose } = renderPicker({ max: 2 });
    choose(png('a.png'), png('b.png'), png('c.png'));
    expect(screen.getAllByTestId('image-picker-item')).toHaveLength(2);
    expect(screen.getByTestId('image-picker-too-many').textContent).toBe('You can add up to 2 images');
    expect(screen.queryByTestId('image-picker-input')).toBeNull();
    await waitFor(() => expect(changes.at(-1)).toHaveLength(2), LONG);
    expect(bodies()).toHaveLength(2);
    // Removing one makes room again.
    fireEvent.click(screen.getAllByTestId('image-picker-remove')[0]);
    expect(changes.at(-1)).toHaveLength(1);
    expect(screen.getByTestId('image-picker-input')).toBeTruthy();
  });

  it('shows the server’s refusal in the user’s language, without a retry, and sends nothing for a non-image', async () => {
    server.state.mode = 'too-large';
    const { changes, choose } = renderPicker({ locale: 'fr' });
    choose(png('huge.png'));
    await waitFor(() => expect(screen.getByTestId('image-picker-error').textContent).toBe('Le fichier image est trop volumineux'), LONG);
    expect(screen.queryByTestId('image-picker-retry')).toBeNull();
    expect(changes.at(-1) ?? []).toEqual([]);

    const sent = bodies().length;
    choose(new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    const errors = screen.getAllByTestId('image-picker-error').map((el) => el.textContent);
    expect(errors[1]).toBe('Seules les images JPEG, PNG ou WebP peuvent être envoyées');
    expect(bodies().length).toBe(sent);
  });

  it('cancels an upload on request and gives up after its timeout, each with its message and a retry', async () => {
    server.state.mode = 'hang';
    // Cancelled by the user long before its own timeout.
    const first = renderPicker({ timeoutMs: 60_000 });
    first.choose(png('slow.png'));
    await waitFor(() => expect(bodies()).toHaveLength(1), LONG);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    fireEvent.click(screen.getByTestId('image-picker-cancel'));
    await waitFor(() => expect(screen.getByTestId('image-picker-error').textContent).toBe('Upload cancelled'), LONG);
    expect(screen.getByTestId('image-picker-retry')).toBeTruthy();
    cleanup();

    // Given up after its timeout (the server never answers), then retried once the connection is back.
    const second = renderPicker({ timeoutMs: 2_000 });
    second.choose(png('slow.png'));
    await waitFor(() => expect(screen.getByTestId('image-picker-error').textContent).toBe('The upload timed out, please try again'), LONG);
    server.state.mode = 'ok';
    fireEvent.click(screen.getByTestId('image-picker-retry'));
    await waitFor(() => expect(screen.getByTestId('image-picker-item').dataset.state).toBe('done'), LONG);
  });
});
