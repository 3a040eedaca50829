// Tests render screens with every text at hand (no download): all ids count as known (loadMessages.ts).
import { registerKnownMessages } from './loadMessages';
import { MESSAGES } from './messages';

for (const messages of Object.values(MESSAGES)) registerKnownMessages(messages);

// The suite shares one jsdom per worker (vitest.config.ts, isolate: false): every test leaves the page
// and the browser's storage as it found them.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
