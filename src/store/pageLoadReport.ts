/**
 * What a page load tells the operator's metrics (spec 7, GET /api/metrics?app, given up
 * after 3000 ms; docs/settings.md): once per runtime, when the first odds have been painted,
 * how long that took from the start of the page's navigation, and the channel and mode the
 * page ran in, so the operator can see the bettor's wait by device and hosting. A metrics
 * call that fails or times out is dropped: it never touches what the bettor sees.
 */
export interface PageLoadReport {
  /** Sends the report, the first time only; later calls do nothing. */
  firstOddsPainted(msSinceNavigation: number): void;
}

export function createPageLoadReport({ send, channel, mode }: { send: (details: Readonly<Record<string, string>>) => Promise<unknown>; channel: () => string; mode: () => string }): PageLoadReport {
  let sent = false;
  return {
    firstOddsPainted(msSinceNavigation) {
      if (sent || !Number.isFinite(msSinceNavigation) || msSinceNavigation < 0) return;
      sent = true;
      send({ event: 'page-load', firstOddsMs: String(Math.round(msSinceNavigation)), channel: channel(), mode: mode() }).catch(() => undefined);
    },
  };
}
