import type { ReactNode } from 'react';

/** A titled block of a market screen, with an optional action on the right of the title. */
export function Section({
  title,
  action,
  children,
  testId,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="markets-section" data-testid={testId}>
      <div className="markets-section__head">
        <h2 className="markets-section__title">{title}</h2>
        {action}
      </div>
      <div className="markets-section__body">{children}</div>
    </section>
  );
}
