import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { APP_VERSION, LAUNCH_MIN_DURATION_MS } from '../constants';
import { useSession } from '../features/auth/useSession';
import { HOME_PATH, LAUNCH_PATH } from '../navigation/routeTable';
import { useLiveLocation } from '../navigation/useLiveLocation';
import { useNav } from '../navigation/useNav';
import { Logo } from '../ui/icons';

/**
 * The entry route `/`: logo and version while the session loads, then Home — only while the route is
 * still `/` (a page opened meanwhile stays; leaving the route cancels the timer).
 */
export function LaunchPage() {
  const nav = useNav();
  const liveLocation = useLiveLocation();
  const { loading } = useSession();
  const [minElapsed, setMinElapsed] = useState(false);
  const [left, setLeft] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setMinElapsed(true), LAUNCH_MIN_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (left || loading || !minElapsed) return;
    if (liveLocation() !== LAUNCH_PATH) return;
    setLeft(true);
    nav.reLaunch(HOME_PATH);
  }, [left, loading, minElapsed, nav, liveLocation]);

  return (
    <div className="launch" data-testid="launch">
      <div className="launch__brand">
        <Logo size={84} />
        <p className="launch__name">Vela</p>
        <p className="launch__tagline">
          <FormattedMessage id="app.tagline" />
        </p>
        <span className="spinner spinner--light launch__spinner" aria-hidden="true" />
      </div>
      <p className="launch__version" data-testid="launch-version">
        <FormattedMessage id="launch.version" values={{ version: APP_VERSION }} />
      </p>
    </div>
  );
}
