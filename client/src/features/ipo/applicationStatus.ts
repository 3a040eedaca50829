export type ApplicationStatus = 'PENDING' | 'CANCELLED' | 'EXCLUDED' | 'NOT_WON' | 'WON' | 'ISSUED';

/** Win notices on Home: won (inventory) or issued (a position). */
export function isWin(status: ApplicationStatus): boolean {
  return status === 'WON' || status === 'ISSUED';
}
