import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import { Icon } from './icons';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastState {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToastApi {
  /** Shows a toast for TOAST_DURATION_MS (1500 ms); a new toast replaces the current one. */
  show: (message: string, kind?: ToastKind) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children, durationMs = TOAST_DURATION_MS }: { children: ReactNode; durationMs?: number }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const nextId = useRef(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      clearTimeout(timer.current);
      setToast({ id: nextId.current++, message, kind });
      timer.current = setTimeout(() => setToast(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo<ToastApi>(() => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <div className="toast-layer" aria-live="polite">
          <div key={toast.id} className={`toast toast--${toast.kind}`} role="status" data-testid="toast">
            {toast.kind === 'success' && <Icon name="check" size={28} className="toast__icon" />}
            {toast.kind === 'error' && <Icon name="alert" size={28} className="toast__icon" />}
            <span className="toast__text">{toast.message}</span>
          </div>
        </div>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
