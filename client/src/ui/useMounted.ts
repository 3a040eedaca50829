import { useEffect, useRef } from 'react';

/** `ref.current` is true while the component is mounted: check it after an await before navigating. */
export function useMounted(): { readonly current: boolean } {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
