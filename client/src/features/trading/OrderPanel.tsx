import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TradeDirection } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { DelayedLoading } from '../../ui/PageState';
import { BottomSheet } from '../../ui/Sheet';
import './trading.css';

const DIRECTIONS: readonly TradeDirection[] = ['LONG', 'SHORT'];

/** The order form's code (OrderEntry.tsx): not part of the page's first load, only of its first order. */
const loadOrderEntry = () => import('./OrderEntry');
const OrderEntry = lazy(() => loadOrderEntry().then((m) => ({ default: m.OrderEntry })));

/** How long after the page opens the order form's code downloads anyway, so the first tap finds it there. */
const ORDER_FORM_PREFETCH_MS = 1000;

/**
 * The order entry of stock detail, as a broker app has it: a bar fixed at the bottom with "Buy long" and
 * "Sell short", each opening the order sheet with that direction chosen. The quote and the chart stay
 * the page's content; the order's figures live in the sheet.
 */
export function OrderPanel({ symbol }: { symbol: string }) {
  const [open, setOpen] = useState<TradeDirection | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // The quote and the chart come first; the form's code follows a moment later, or at the first touch.
  useEffect(() => {
    const timer = setTimeout(() => void loadOrderEntry().catch(() => undefined), ORDER_FORM_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <div className="action-bar order-bar" data-testid="order-bar">
        {DIRECTIONS.map((d) => (
          <Button
            key={d}
            variant={d === 'SHORT' ? 'danger' : 'primary'}
            className={`order-bar__button order-bar__button--${d.toLowerCase()}`}
            onPointerDown={() => void loadOrderEntry().catch(() => undefined)}
            onClick={() => setOpen(d)}
            data-testid={`order-open-${d}`}
          >
            <FormattedMessage id={`trading.buy.${d}`} />
          </Button>
        ))}
      </div>
      <BottomSheet open={open !== null} onClose={close} title={<FormattedMessage id="trading.panel.title" />} testId="order-sheet">
        {open && (
          <Suspense fallback={<DelayedLoading />}>
            <OrderEntry symbol={symbol} initialDirection={open} />
          </Suspense>
        )}
      </BottomSheet>
    </>
  );
}
