import { type ReactNode, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from './icons';

/**
 * A bottom sheet (the order sheet of stock detail): slides over the screen from the bottom, with a title,
 * a close button and its own scrolling body. Escape, the close button or a tap on the backdrop close it.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <div className="sheet-layer" data-testid={testId}>
      <button
        type="button"
        className="sheet-backdrop"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onClick={onClose}
      />
      <section className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="sheet__head">
          <h2 className="sheet__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="sheet__close"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={onClose}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <Icon name="close" size={22} />
          </button>
        </header>
        <div className="sheet__body">{children}</div>
      </section>
    </div>,
    document.body,
  );
}
