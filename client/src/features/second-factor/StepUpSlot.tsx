import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { setStepUpPrompt } from '../../ui/stepUp';

const StepUpSheet = lazy(() => import('./StepUpSheet').then((m) => ({ default: m.StepUpSheet })));

/** Where the step-up sheet opens (one per app); its code and texts load the first time it is needed. */
export function StepUpSlot() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  useEffect(() => {
    setStepUpPrompt(ask);
    return () => setStepUpPrompt(null);
  }, [ask]);
  const finish = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpen(false);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpSheet onDone={finish} />
    </Suspense>
  );
}
