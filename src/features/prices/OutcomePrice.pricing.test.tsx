import { act, render, screen, waitFor } from '@testing-library/react';
import Big from 'big.js';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceUpdate } from '../../core';
import { createRuntime, memoryStorage, type Runtime } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { OutcomePrice } from './OutcomePrice';
import { accessibleName } from './accessibleName.testing';

/** The sandbox's kind of ladder: 0.01 steps to 2, 0.05 to 5, 0.5 to 20. */
const LADDER: number[] = [];
for (let step = 101; step < 200; step += 1) LADDER.push(step / 100);
for (let step = 200; step < 500; step += 5) LADDER.push(step / 100);
for (let step = 50; step <= 200; step += 5) LADDER.push(step / 10);

const MARKET_TYPE_MARGIN = 0.03;
const LEAGUE_MARGIN = 0.01;
const LEAGUE_ID = 5001;

/**
 * Spec 9, worked here on its own: margin = market type + league (+ outcome) margins;
 * p = 1/price; p' = p + margin x sqrt(p(1 - p)); the price is 1/p' snapped to the nearest
 * ladder value (a tie to the lower one).
 */
function expectedPrice(feed: number, margin: number): number {
  const p = new Big(1).div(feed);
  const adjusted = p.plus(new Big(margin).times(p.times(new Big(1).minus(p)).sqrt()));
  const raw = new Big(1).div(adjusted);
  let best = LADDER[0] as number;
  for (const step of LADDER) if (new Big(step).minus(raw).abs().lt(new Big(best).minus(raw).abs())) best = step;
  return best;
}

const EVENTS = 20;
const feedPrice = (e: number, o: number) => 1.5 + e / 10 + o / 4;

function events() {
  return Array.from({ length: EVENTS }, (_, e) => ({
    id: `${e}`,
    slug: `${e}-a-v-b`,
    description: `Event ${e}`,
    eventPaths: [{ id: 240, description: 'Football' }, { id: 44, description: 'England' }, { id: LEAGUE_ID, description: 'Premier' }],
    sportCode: 'FOOT',
    clock: { minutes: 1, status: 'RUNNING' },
    isFinished: false,
    liveOpenMarketCount: 1,
    betBuilderEvent: false,
    jackpotId: null,
    opponents: [],
    markets: [
      {
        id: `${e}-0`,
        eventId: `${e}`,
        description: 'Match Result',
        marketTypeId: 3,
        status: 'open',
        instance: null,
        playerName: null,
        outcomes: [0, 1, 2].map((o) => ({ id: `${e}-0-${o}`, description: `O${o}`, hidden: false, consolidatedPrice: { currentPrice: { decimal: feedPrice(e, o), spread: null, spread2: null } } })),
      },
    ],
  }));
}

/** An operator with odds per brand on: Maltese visitors get 'eurobet-mt' margins. */
function operator(requests: string[]) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL((input instanceof Request ? input : new Request(input, init)).url);
    // The request rules' own parameters (l, and pub on a simple GET) aside: the call's own query.
    requests.push(`${url.pathname}${url.pathname.includes('oddsLadder') ? url.search.replace(/&?(l=en|pub=eurobet)\b/g, '') : ''}`);
    if (url.pathname === '/api/all_cached_settings') {
      return Response.json({ eurobet: { web: { locale: 'en', channel: 'web', odds_per_brand_enabled: true, odds_per_brand_location_config: 'eurobet-mt=MT', odds_per_brand_currency_config: 'eurobet-mt=EUR' } } });
    }
    if (url.pathname === '/api/v2/geo_data') return Response.json({ countryCode: 'MT' });
    if (url.pathname === '/xapi/rest/oddsLadderAndMargins/1' && url.searchParams.get('overrideBrand') === 'eurobet-mt') {
      return Response.json({ data: { margins: [{ brandMarginType: 'PPB', marketTypeId: 3, margin: MARKET_TYPE_MARGIN }, { brandMarginType: 'PPB', leagueId: LEAGUE_ID, margin: LEAGUE_MARGIN }], odds: LADDER } });
    }
    if (url.pathname === '/xapi/rest/oddsLadderAndMargins/0' && url.searchParams.get('type') === 'POWER_ODDS') {
      const eventId = url.searchParams.get('eventId');
      return Response.json({ data: { margins: [{ brandMarginType: 'POWER_ODDS', eventId, marketId: `${eventId}-0`, outcomeId: `${eventId}-0-1`, margin: -0.02 }], odds: [] } });
    }
    return Response.json({ error: 'not-found' }, { status: 404 });
  }) as typeof fetch;
}

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

async function pricedRuntime() {
  const requests: string[] = [];
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://operator.test/' }, { storage: memoryStorage(), fetch: operator(requests), reload: () => undefined });
  runtimes.push(runtime);
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  runtime.store.catalogue.applySnapshot(events() as never);
  await waitFor(() => expect(runtime.store.pricing.data.value).not.toBeNull());
  return { runtime, requests };
}

function List({ runtime }: { runtime: Runtime }) {
  return (
    <ul>
      {runtime.store.catalogue.liveEventIds.peek().map((eventId) => (
        <li key={eventId}>
          {[0, 1, 2].map((o) => (
            <OutcomePrice key={o} outcomeId={`${eventId}-0-${o}`} label={`E${eventId} O${o}`} />
          ))}
        </li>
      ))}
    </ul>
  );
}

const tick = (e: number, o: number, decimal: number): PriceUpdate => ({ eventId: `${e}`, marketId: `${e}-0`, outcomeId: `${e}-0-${o}`, currentPrice: { decimal, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null });

describe('the bettor’s price under odds per brand', () => {
  it('shows the laddered price, and a tick writes the new laddered price without a React commit', async () => {
    const { runtime } = await pricedRuntime();
    let commits = 0;
    const { container } = render(
      <RuntimeProvider runtime={runtime}>
        <Profiler id="list" onRender={() => (commits += 1)}>
          <List runtime={runtime} />
        </Profiler>
      </RuntimeProvider>,
    );
    const margin = MARKET_TYPE_MARGIN + LEAGUE_MARGIN;
    // 2.20 (event 7, outcome 0): p 0.4545..., p' 0.47446..., 1/p' 2.1077 -> 2.10 on the ladder.
    expect(expectedPrice(2.2, margin)).toBe(2.1);
    const shown = [...container.querySelectorAll('button.sb-price')].map((button) => button.textContent);
    const expected = Array.from({ length: EVENTS }, (_, e) => [0, 1, 2].map((o) => expectedPrice(feedPrice(e, o), margin).toFixed(2))).flat();
    expect(shown).toEqual(expected);
    expect(screen.getByRole('button', { name: 'E7 O0 2.10' })).toBeTruthy();

    commits = 0;
    act(() => runtime.store.catalogue.applyPriceUpdates([tick(7, 0, 3.3), tick(8, 2, 4.1)]));
    expect(commits).toBe(0);
    expect(screen.getByRole('button', { name: `E7 O0 ${expectedPrice(3.3, margin).toFixed(2)}` }).dataset.move).toMatch(/^up/);
    expect(screen.getByRole('button', { name: `E8 O2 ${expectedPrice(4.1, margin).toFixed(2)}` })).toBeTruthy();
    // The slip takes the price the bettor saw.
    act(() => void runtime.store.betslip.toggleSelection('7-0-0'));
    expect(runtime.store.betslip.state.value.bets['7-0-0']?.decimal).toBe(expectedPrice(3.3, margin));
  });

  it('marks the power-odds outcomes of an opened event as boosted, for eyes and screen readers', async () => {
    const { runtime, requests } = await pricedRuntime();
    const { container } = render(
      <RuntimeProvider runtime={runtime}>
        <List runtime={runtime} />
      </RuntimeProvider>,
    );
    expect(container.querySelectorAll('.sb-price--boosted')).toHaveLength(0);
    act(() => void runtime.store.pricing.followEvent('3'));
    await waitFor(() => expect(container.querySelectorAll('.sb-price--boosted')).toHaveLength(1));
    const boosted = container.querySelector('.sb-price--boosted') as HTMLButtonElement;
    expect(accessibleName(boosted)).toBe(`E3 O1 ${expectedPrice(feedPrice(3, 1), MARKET_TYPE_MARGIN + LEAGUE_MARGIN).toFixed(2)}`);
    // Its word is a later text (only the first screen's are in): the mark comes with it, never as a key.
    expect(boosted.textContent).not.toContain('boosted');
    await waitFor(() => expect(boosted.querySelector(`[id="${boosted.getAttribute('aria-describedby')}"]`)).not.toBeNull());
    const description = boosted.querySelector(`[id="${boosted.getAttribute('aria-describedby')}"]`);
    expect(description?.textContent).toBe('Boosted price');
    expect(description?.className).toBe('sb-visually-hidden');
    expect(requests.filter((path) => path.startsWith('/xapi/rest/oddsLadderAndMargins'))).toEqual(['/xapi/rest/oddsLadderAndMargins/1?overrideBrand=eurobet-mt', '/xapi/rest/oddsLadderAndMargins/0?overrideBrand=eurobet-mt&type=POWER_ODDS&eventId=3']);
  });
});
