import type { Market } from '../catalogue/entities';

/**
 * Spec 4: a feed alert suspends that feed's markets; lifting it reopens them. The alert
 * remembers which markets it suspended, so lifting it reopens exactly those: a market the
 * trader had suspended before the alert stays suspended.
 */
export interface FeedAlertState {
  /** Feed id -> ids of the markets its alert suspended. */
  suspendedByAlert: Readonly<Record<string, readonly string[]>>;
}

export const noFeedAlerts: FeedAlertState = Object.freeze({ suspendedByAlert: {} });

export interface FeedAlertResult<T> {
  markets: readonly T[];
  alerts: FeedAlertState;
}

export function raiseFeedAlert<T extends Pick<Market, 'id' | 'feedId' | 'status'>>(markets: readonly T[], feedId: string, alerts: FeedAlertState): FeedAlertResult<T> {
  const suspended: string[] = [...(alerts.suspendedByAlert[feedId] ?? [])];
  const next = markets.map((market) => {
    if (market.feedId !== feedId || market.status !== 'open') return market;
    suspended.push(market.id);
    return { ...market, status: 'suspended' as const };
  });
  return { markets: next, alerts: { suspendedByAlert: { ...alerts.suspendedByAlert, [feedId]: suspended } } };
}

export function liftFeedAlert<T extends Pick<Market, 'id' | 'feedId' | 'status'>>(markets: readonly T[], feedId: string, alerts: FeedAlertState): FeedAlertResult<T> {
  const suspended = new Set(alerts.suspendedByAlert[feedId] ?? []);
  const next = markets.map((market) => (suspended.has(market.id) && market.status === 'suspended' ? { ...market, status: 'open' as const } : market));
  const remaining = Object.fromEntries(Object.entries(alerts.suspendedByAlert).filter(([id]) => id !== feedId));
  return { markets: next, alerts: { suspendedByAlert: remaining } };
}
