/** True when `incomingAt` is older than `existingAt`: a late tick must not undo a newer one. */
export function isOlderTick(existingAt: string | undefined, incomingAt: string | undefined): boolean {
  if (!existingAt || !incomingAt) return false;
  return Date.parse(incomingAt) < Date.parse(existingAt);
}
