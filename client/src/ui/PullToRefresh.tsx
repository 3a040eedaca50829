import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PULL_TO_REFRESH_THRESHOLD_PX } from '../constants';
import { type PullState, pullDistance, releaseState } from './pullToRefresh';

const SETTLE_MS = 250;

/**
 * Pull down at the top of the page to refresh. States (PRODUCT §8): pulling, refreshing, aborted
 * (released before 45px), restore (sliding back after the refresh).
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const [state, setState] = useState<PullState>('idle');
  const [distance, setDistance] = useState(0);
  const start = useRef<number | null>(null);
  const distanceRef = useRef(0);
  const stateRef = useRef<PullState>('idle');
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const set = (next: PullState) => {
      stateRef.current = next;
      setState(next);
    };
    const move = (d: number) => {
      distanceRef.current = d;
      setDistance(d);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;

    const onStart = (event: TouchEvent) => {
      if (stateRef.current === 'refreshing' || window.scrollY > 0 || event.touches.length !== 1) return;
      start.current = event.touches[0].clientY;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const d = pullDistance(event.touches[0].clientY - start.current);
      if (d <= 0) {
        if (stateRef.current === 'pulling') set('idle');
        move(0);
        return;
      }
      if (stateRef.current !== 'pulling') set('pulling');
      move(Math.min(d, PULL_TO_REFRESH_THRESHOLD_PX * 2));
    };
    const onEnd = () => {
      if (start.current === null) return;
      start.current = null;
      if (stateRef.current !== 'pulling') return;
      const next = releaseState(distanceRef.current);
      set(next);
      if (next === 'aborted') {
        move(0);
        settle = setTimeout(() => set('idle'), SETTLE_MS);
        return;
      }
      move(PULL_TO_REFRESH_THRESHOLD_PX);
      refreshRef
        .current()
        .catch(() => undefined)
        .finally(() => {
          set('restore');
          move(0);
          settle = setTimeout(() => set('idle'), SETTLE_MS);
        });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const ready = state === 'pulling' && distance >= PULL_TO_REFRESH_THRESHOLD_PX;
  const label = state === 'refreshing' ? 'ptr.refreshing' : ready ? 'ptr.release' : state === 'pulling' ? 'ptr.pull' : null;
  return (
    <div className={`ptr ptr--${state}`} data-testid="pull-to-refresh" data-state={state}>
      <div className="ptr__indicator" style={{ height: distance }} aria-live="polite">
        {label && (
          <span className="ptr__label">
            {state === 'refreshing' && <span className="spinner spinner--small" aria-hidden="true" />}
            <FormattedMessage id={label} />
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
