/**
 * What each code's refusal means, one sentence a client developer reads in the schema. Each module's
 * `*.errors.ts` declares a `Record<ItsError, string>` beside its enum (so a new code without one does not
 * typecheck) and its module declaration passes it as `errorDescriptions`. Here, below the GraphQL layer
 * that publishes them, so the common codes (`common.errors.ts`) need nothing from above.
 */
export type ErrorDescriptions<E extends string> = Record<E, string>;
