/**
 * The client preset's `useFragment` is no React hook: it only unmasks a fragment's type (the data is
 * whole at run time). Under this name it may be called where hooks may not: in callbacks and loops.
 */
export { useFragment as readFragment } from '../gql';
