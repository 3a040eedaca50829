/** A refusal with a stable code; the client renders the code in the user's language. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly details?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
