/**
 * Waits for a condition a test cannot be told of (a socket closed by the server, an event delivered):
 * polls it, and fails after `ms`. Not a timing assertion: generous, so a busy machine still passes.
 */
export async function until(f: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
