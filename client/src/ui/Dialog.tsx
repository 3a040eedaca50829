import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

export interface ConfirmOptions {
  title?: string;
  message: string;
  /** Extra content under the message, e.g. the amounts of a money movement. */
  details?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Shows the confirm button in the warning colour (destructive actions). */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const DialogContext = createContext<Confirm | null>(null);

// The dialog itself loads the first time someone is asked to confirm: not in the first screen's
// JavaScript (issue 30's budget).
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** A confirmation dialog: `const ok = await confirm({ message })`. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );

  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <DialogContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog options={pending} onClose={close} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(DialogContext);
  if (!confirm) throw new Error('useConfirm must be used inside <DialogProvider>');
  return confirm;
}
