import type { Market } from '../catalogue/entities';

/**
 * Spec 4: a feed alert suspends that feed's markets (matched on market.feedId); lifting
 * it reopens them. The alert remembers which markets it suspended, so lifting it reopens
 * exactly those: a market the feed or a trader had suspended before the alert (or that
 * went lts or closed meanwhile) keeps its status.
 */
export interface FeedAlertState {
  /** Feed id -> ids of the markets its alert suspended. A key present means the alert is on. */
  suspendedByAlert: Readonly<Record<string, readonly string[]>>;
}

export const noFeedAlerts: FeedAlertState = Object.freeze({ suspendedByAlert: Object.freeze({}) });

export interface FeedAlertResult<T> {
  /** The same array when no market changed. */
  markets: readonly T[];
  /** The same state when nothing changed. */
  alerts: FeedAlertState;
}

type AlertableMarket = Pick<Market, 'id' | 'feedId' | 'status'>;

export function isFeedAlertActive(alerts: FeedAlertState, feedId: string): boolean {
  return Object.hasOwn(alerts.suspendedByAlert, feedId);
}

/**
 * Suspends the open markets of every feed with an active alert and remembers them on
 * that alert. Shared by raising an alert and by holding markets that open while one is
 * on (a price update saying "open", or a market loaded during the alert).
 */
function suspendUnderAlerts<T extends AlertableMarket>(markets: readonly T[], alerts: FeedAlertState, feedIds: ReadonlySet<string>): FeedAlertResult<T> {
  const added = new Map<string, string[]>();
  const next = markets.map((market) => {
    if (market.feedId === undefined || !feedIds.has(market.feedId) || market.status !== 'open') return market;
    const ids = added.get(market.feedId) ?? [];
    ids.push(market.id);
    added.set(market.feedId, ids);
    return { ...market, status: 'suspended' as const };
  });
  const missingFeeds = [...feedIds].filter((feedId) => !isFeedAlertActive(alerts, feedId));
  if (added.size === 0 && missingFeeds.length === 0) return { markets, alerts };
  const suspendedByAlert: Record<string, readonly string[]> = { ...alerts.suspendedByAlert };
  for (const feedId of feedIds) {
    const known = suspendedByAlert[feedId] ?? [];
    const fresh = (added.get(feedId) ?? []).filter((id) => !known.includes(id));
    if (fresh.length > 0 || !isFeedAlertActive(alerts, feedId)) suspendedByAlert[feedId] = [...known, ...fresh];
  }
  return { markets: added.size === 0 ? markets : next, alerts: { suspendedByAlert } };
}

/** Raises feedId's alert: its open markets are suspended and remembered. Raising it again only adds markets that reopened. */
export function raiseFeedAlert<T extends AlertableMarket>(markets: readonly T[], feedId: string, alerts: FeedAlertState): FeedAlertResult<T> {
  return suspendUnderAlerts(markets, alerts, new Set([feedId]));
}

/**
 * Lifts feedId's alert: the markets it suspended that are still suspended reopen. We
 * cannot tell a market the alert suspended from one the feed also suspended during the
 * alert (both read 'suspended'), so such a market reopens too; the feed's next message
 * for it sets it right. Lifting an alert that is not on changes nothing.
 */
export function liftFeedAlert<T extends AlertableMarket>(markets: readonly T[], feedId: string, alerts: FeedAlertState): FeedAlertResult<T> {
  if (!isFeedAlertActive(alerts, feedId)) return { markets, alerts };
  const suspended = new Set(alerts.suspendedByAlert[feedId]);
  let changed = false;
  const next = markets.map((market) => {
    if (market.feedId !== feedId || !suspended.has(market.id) || market.status !== 'suspended') return market;
    changed = true;
    return { ...market, status: 'open' as const };
  });
  const remaining = Object.fromEntries(Object.entries(alerts.suspendedByAlert).filter(([id]) => id !== feedId));
  return { markets: changed ? next : markets, alerts: { suspendedByAlert: remaining } };
}

/**
 * Keeps markets suspended while their feed's alert is on: a market that comes in open
 * during the alert (a price update, a fresh load) is suspended and remembered, so the
 * lift reopens it with the rest. Run it after applying live changes.
 */
export function holdUnderFeedAlerts<T extends AlertableMarket>(markets: readonly T[], alerts: FeedAlertState): FeedAlertResult<T> {
  const active = new Set(Object.keys(alerts.suspendedByAlert));
  if (active.size === 0) return { markets, alerts };
  return suspendUnderAlerts(markets, alerts, active);
}
