import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '../catalogue/entities';
import { holdUnderFeedAlerts, isFeedAlertActive, liftFeedAlert, noFeedAlerts, raiseFeedAlert } from './feedAlert';
import { market } from './eventFixtures.testing';

const statuses = (markets: readonly Pick<Market, 'status'>[]) => markets.map((m) => m.status);

describe('feed alerts (spec 4)', () => {
  it("suspends the feed's open markets and reopens exactly those", () => {
    const markets = [market('a'), market('b', { status: 'suspended' }), market('c', { feedId: 'RS' }), market('d', { status: 'lts' }), market('e', { feedId: undefined })];
    const raised = raiseFeedAlert(markets, 'BU', noFeedAlerts);
    expect(statuses(raised.markets)).toEqual(['suspended', 'suspended', 'open', 'lts', 'open']);
    expect(raised.alerts.suspendedByAlert).toEqual({ BU: ['a'] });
    expect(isFeedAlertActive(raised.alerts, 'BU')).toBe(true);
    expect(isFeedAlertActive(raised.alerts, 'RS')).toBe(false);
    expect(raised.markets[2]).toBe(markets[2]);

    const lifted = liftFeedAlert(raised.markets, 'BU', raised.alerts);
    // b was suspended by the feed before the alert: it stays suspended.
    expect(statuses(lifted.markets)).toEqual(['open', 'suspended', 'open', 'lts', 'open']);
    expect(lifted.alerts).toEqual(noFeedAlerts);
    expect(isFeedAlertActive(lifted.alerts, 'BU')).toBe(false);
  });

  it('leaves a market that closed during the alert closed when the alert lifts', () => {
    const raised = raiseFeedAlert([market('a'), market('b')], 'BU', noFeedAlerts);
    const closedMeanwhile = [raised.markets[0]!, { ...raised.markets[1]!, status: 'closed' as const }];
    expect(statuses(liftFeedAlert(closedMeanwhile, 'BU', raised.alerts).markets)).toEqual(['open', 'closed']);
  });

  it('is active even when the feed had no open market, and keeps identity when nothing changes', () => {
    const markets = [market('a', { feedId: 'RS' })];
    const raised = raiseFeedAlert(markets, 'BU', noFeedAlerts);
    expect(raised.markets).toBe(markets);
    expect(raised.alerts.suspendedByAlert).toEqual({ BU: [] });
    const again = raiseFeedAlert(raised.markets, 'BU', raised.alerts);
    expect(again.markets).toBe(raised.markets);
    expect(again.alerts).toBe(raised.alerts);
    const notOn = liftFeedAlert(markets, 'RS', raised.alerts);
    expect(notOn.markets).toBe(markets);
    expect(notOn.alerts).toBe(raised.alerts);
  });

  it('holds a market that opens during the alert, and the lift reopens it', () => {
    const raised = raiseFeedAlert([market('a'), market('b', { status: 'suspended' })], 'BU', noFeedAlerts);
    const reopenedByFeed = [raised.markets[0]!, { ...raised.markets[1]!, status: 'open' as const }, market('c', { feedId: 'RS' })];
    const held = holdUnderFeedAlerts(reopenedByFeed, raised.alerts);
    expect(statuses(held.markets)).toEqual(['suspended', 'suspended', 'open']);
    expect(held.alerts.suspendedByAlert).toEqual({ BU: ['a', 'b'] });
    expect(held.markets[0]).toBe(reopenedByFeed[0]);
    const steady = holdUnderFeedAlerts(held.markets, held.alerts);
    expect(steady.markets).toBe(held.markets);
    expect(steady.alerts).toBe(held.alerts);
    expect(statuses(liftFeedAlert(held.markets, 'BU', held.alerts).markets)).toEqual(['open', 'open', 'open']);
    const none = [market('x')];
    expect(holdUnderFeedAlerts(none, noFeedAlerts).markets).toBe(none);
  });

  it('keeps two feeds apart', () => {
    const markets = [market('a'), market('b', { feedId: 'RS' })];
    const bu = raiseFeedAlert(markets, 'BU', noFeedAlerts);
    const both = raiseFeedAlert(bu.markets, 'RS', bu.alerts);
    expect(statuses(both.markets)).toEqual(['suspended', 'suspended']);
    const rsLifted = liftFeedAlert(both.markets, 'RS', both.alerts);
    expect(statuses(rsLifted.markets)).toEqual(['suspended', 'open']);
    expect(rsLifted.alerts.suspendedByAlert).toEqual({ BU: ['a'] });
  });

  it('raise then lift restores every status (property)', () => {
    const arbitraryMarkets = fc.array(
      fc.record({ feedId: fc.constantFrom('BU', 'RS', undefined), status: fc.constantFrom<Market['status']>('open', 'suspended', 'lts', 'closed', 'settled', 'resulted') }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arbitraryMarkets, fc.constantFrom('BU', 'RS'), (specs, feedId) => {
        const markets = specs.map((spec, index) => market(`m${index}`, spec));
        const raised = raiseFeedAlert(markets, feedId, noFeedAlerts);
        for (const m of raised.markets) if (m.feedId === feedId) expect(m.status).not.toBe('open');
        const lifted = liftFeedAlert(raised.markets, feedId, raised.alerts);
        expect(statuses(lifted.markets)).toEqual(statuses(markets));
        expect(lifted.alerts).toEqual(noFeedAlerts);
      }),
    );
  });
});
