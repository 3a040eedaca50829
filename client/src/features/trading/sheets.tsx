import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { DelayedLoading } from '../../ui/PageState';
import { BottomSheet } from '../../ui/Sheet';
import type { AmendablePendingOrder } from './AmendOrderSheet';
import type { ProtectablePosition } from './ProtectionSheet';

// The sheets that change what waits (a position's exits, a pending order) load at their first opening,
// not with the Trade tab or the trade detail.
const ProtectionSheet = lazy(() => import('./ProtectionSheet').then((m) => ({ default: m.ProtectionSheet })));
const AmendOrderSheet = lazy(() => import('./AmendOrderSheet').then((m) => ({ default: m.AmendOrderSheet })));

/** A position's take-profit / stop-loss sheet, open while `position` is set. */
export function ProtectionSheetLayer({ position, onClose }: { position: ProtectablePosition | null; onClose: () => void }) {
  return (
    <BottomSheet open={position !== null} onClose={onClose} title={<FormattedMessage id="trading.protect.title" />} testId="protect-layer">
      {position && (
        <Suspense fallback={<DelayedLoading />}>
          <ProtectionSheet position={position} onDone={onClose} />
        </Suspense>
      )}
    </BottomSheet>
  );
}

/** A pending order's amend sheet, open while `order` is set. */
export function AmendSheetLayer({ order, onClose }: { order: AmendablePendingOrder | null; onClose: () => void }) {
  return (
    <BottomSheet open={order !== null} onClose={onClose} title={<FormattedMessage id="trading.amend.title" />} testId="amend-layer">
      {order && (
        <Suspense fallback={<DelayedLoading />}>
          <AmendOrderSheet order={order} onDone={onClose} />
        </Suspense>
      )}
    </BottomSheet>
  );
}
