/** What SECOND_FACTOR_REQUIRED carries: the one-time ticket and the factors that can finish signing in. */
export interface SecondStep {
  ticket: string;
  factors: string[];
}

/** The second step a login refusal asks for, or null when it is another refusal. */
export function secondStepOf(error: unknown): SecondStep | null {
  const errors = (error as { graphQLErrors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> } | null)?.graphQLErrors ?? [];
  for (const e of errors) {
    if (e.extensions?.code !== 'SECOND_FACTOR_REQUIRED') continue;
    const details = e.extensions.details as { ticket?: unknown; factors?: unknown } | undefined;
    if (typeof details?.ticket !== 'string') return null;
    const factors = typeof details.factors === 'string' ? details.factors.split(',').filter(Boolean) : [];
    return { ticket: details.ticket, factors };
  }
  return null;
}
