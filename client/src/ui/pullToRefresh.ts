import { PULL_TO_REFRESH_THRESHOLD_PX } from '../constants';

/** PRODUCT §8: pulling → (release ≥ 45px) refreshing → restore, or (release < 45px) aborted. */
export type PullState = 'idle' | 'pulling' | 'refreshing' | 'aborted' | 'restore';

/** How far the content moves for a finger movement: half, so the pull feels elastic. */
export function pullDistance(fingerDelta: number): number {
  return Math.max(0, fingerDelta) / 2;
}

/** The state after the finger is lifted at `distance`. */
export function releaseState(distance: number, threshold: number = PULL_TO_REFRESH_THRESHOLD_PX): PullState {
  return distance >= threshold ? 'refreshing' : 'aborted';
}
