import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';

type VipEvent = { type: string; status?: string | null };

function onVipEvent(event: VipEvent, { refetch, intl, toast }: AccountEventContext): void {
  if (event.type !== 'VIP_UPDATED') return;
  refetch(['VipScreen_Status', 'LoanForm_Limit']);
  const status = (event.status ?? '').toLowerCase();
  // The monthly re-check's notice; an application's answer shows on the screen that asked.
  if (status === 'kept' || status === 'lapsed') toast.show(intl.formatMessage({ id: `vip.live.${status}` }), 'info');
}

/** The VIP part of the app-wide account-events listener: the monthly re-check's notice. */
export function useVipEvents(): (event: VipEvent) => void {
  return useAccountEventHandler(onVipEvent);
}
