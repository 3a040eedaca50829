import { useContext } from 'react';
import { type NavApi, NavContext } from './NavProvider';

/** Navigation that follows the app's page-stack rules (see pageStack.ts). */
export function useNav(): NavApi {
  const api = useContext(NavContext);
  if (!api) throw new Error('useNav must be used inside <NavProvider>');
  return api;
}
