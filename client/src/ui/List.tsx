import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** A card of rows, with an optional section title above it. */
export function List({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className="list-section">
      {title && <h2 className="list-section__title">{title}</h2>}
      <ul className="list">{children}</ul>
    </section>
  );
}

export function ListItem({
  icon,
  title,
  description,
  extra,
  arrow = true,
  selected,
  onClick,
  testId,
}: {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  arrow?: boolean;
  /** Shows a check mark (selection lists). */
  selected?: boolean;
  onClick?: () => void;
  testId?: string;
}) {
  const content = (
    <>
      {icon && (
        <span className="list-item__icon">
          <Icon name={icon} size={20} />
        </span>
      )}
      <span className="list-item__main">
        <span className="list-item__title">{title}</span>
        {description && <span className="list-item__description">{description}</span>}
      </span>
      {extra !== undefined && <span className="list-item__extra">{extra}</span>}
      {selected && <Icon name="check" size={20} className="list-item__check" />}
      {onClick && arrow && !selected && <Icon name="chevron" size={18} className="list-item__arrow" />}
    </>
  );
  return (
    <li className="list-item">
      {onClick ? (
        <button
          type="button"
          className="list-item__button"
          onClick={onClick}
          data-testid={testId}
          aria-pressed={selected === undefined ? undefined : selected}
        >
          {content}
        </button>
      ) : (
        <div className="list-item__button" data-testid={testId}>
          {content}
        </div>
      )}
    </li>
  );
}
