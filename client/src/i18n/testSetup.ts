// Tests render screens with every text at hand (no download): all ids count as known (loadMessages.ts).
import { registerKnownMessages } from './loadMessages';
import { MESSAGES } from './messages';

for (const messages of Object.values(MESSAGES)) registerKnownMessages(messages);
