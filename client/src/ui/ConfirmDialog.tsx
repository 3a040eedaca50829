import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ConfirmOptions } from './Dialog';

/** The confirmation dialog DialogProvider shows (loaded on its own, after the first screen). */
export function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose: (ok: boolean) => void }) {
  const intl = useIntl();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="dialog-layer">
      <button
        type="button"
        className="dialog-backdrop"
        tabIndex={-1}
        aria-label={options.cancelText ?? intl.formatMessage({ id: 'common.cancel' })}
        onClick={() => onClose(false)}
      />
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={options.title ? 'dialog-title' : undefined}
        aria-describedby="dialog-message"
      >
        {options.title && (
          <h2 id="dialog-title" className="dialog__title">
            {options.title}
          </h2>
        )}
        <p id="dialog-message" className="dialog__message">
          {options.message}
        </p>
        {options.details && <div className="dialog__details">{options.details}</div>}
        <div className="dialog__actions">
          <button type="button" className="dialog__button" data-testid="dialog-cancel" onClick={() => onClose(false)}>
            {options.cancelText ?? intl.formatMessage({ id: 'common.cancel' })}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={`dialog__button dialog__button--primary${options.danger ? ' dialog__button--danger' : ''}`}
            data-testid="dialog-confirm"
            onClick={() => onClose(true)}
          >
            {options.confirmText ?? intl.formatMessage({ id: 'common.confirm' })}
          </button>
        </div>
      </div>
    </div>
  );
}
