import type { ReactNode } from 'react';
import type { TabName } from '../navigation/routeTable';
import { NavBar } from './NavBar';
import { TabBar } from './TabBar';
// The reader's up/down colours, applied before the first figure shows.
import './updown';

/** A sub-page: navigation bar (title, back) above the content. */
export function SubPage({
  title,
  right,
  onBack,
  children,
  className,
}: {
  title: ReactNode;
  right?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`page page--sub${className ? ` ${className}` : ''}`}>
      <NavBar title={title} right={right} onBack={onBack} />
      <main className="page__body">{children}</main>
    </div>
  );
}

/** A tab page: a large title header, the content, and the bottom tab bar. */
export function TabPage({
  tab,
  title,
  subtitle,
  action,
  children,
  bare,
}: {
  tab: TabName;
  /** Beside the title (Home's notification bell). */
  action?: ReactNode;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** No title header: the content brings its own. */
  bare?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="page page--tab">
      {!bare && (
        <header className="tab-header">
          <h1 className="tab-header__title" data-testid="tab-title">
            {title}
          </h1>
          {subtitle && <p className="tab-header__subtitle">{subtitle}</p>}
          {/* Last and out of the flow: the boot script's shell paints the same header without it. */}
          {action && <div className="tab-header__action">{action}</div>}
        </header>
      )}
      <main className="page__body">{children}</main>
      <TabBar active={tab} />
    </div>
  );
}
