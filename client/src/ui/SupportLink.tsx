import { lazy, Suspense } from 'react';

const ContactSupportLinkFor = lazy(() => import('./ContactSupportLink').then((m) => ({ default: m.ContactSupportLinkFor })));

/**
 * "Contact support" under an error that says so (supportHint.ts decides), loaded when shown: the error
 * itself, or the message id of one already on screen, or a code.
 */
export function SupportLink(props: { error?: unknown; messageId?: string | null; code?: string }) {
  return (
    <Suspense fallback={null}>
      <ContactSupportLinkFor {...props} />
    </Suspense>
  );
}
