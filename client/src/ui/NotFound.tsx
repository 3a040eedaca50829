import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import type { IconName } from './icons';

/**
 * The not-found state of a detail screen whose link names nothing (an unknown stock, offering, …): says so
 * plainly, with ways on (`children`: the buttons, side by side). First made for the stock detail; every
 * detail screen opened from a link uses it instead of loading forever or "Request failed".
 */
export function NotFound({
  testId,
  icon = 'search',
  title,
  description,
  children,
}: {
  testId: string;
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="card" data-testid={testId}>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={children ? <div className="not-found-actions">{children}</div> : undefined}
      />
    </div>
  );
}
