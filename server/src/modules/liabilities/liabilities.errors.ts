import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of the proof of liabilities (a proof of another user, or of no leaf, is NOT_FOUND).
export enum LiabilitiesError {
  LIABILITY_SNAPSHOT_EXISTS = 'LIABILITY_SNAPSHOT_EXISTS',
}

export const liabilitiesErrorDescriptions: ErrorDescriptions<LiabilitiesError> = {
  LIABILITY_SNAPSHOT_EXISTS: 'A snapshot of that date was taken and published already; it never changes and is not taken again.',
};
