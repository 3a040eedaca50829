const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID; ids that are not one can name no row, so callers answer NOT_FOUND without a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
