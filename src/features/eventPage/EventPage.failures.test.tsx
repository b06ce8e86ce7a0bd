import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import type { RegionFailure } from '../../store';
import { Betslip } from '../betslip/Betslip';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { EventPage } from './EventPage';

afterEach(() => {
  cleanup();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  stubQuietEventSource();
});

type WorldEvent = ReturnType<InProcessSandbox['sandbox']['world']['events']['get']> & object;

/** What the sandbox recorded of GET /api/metrics (demo/server/routes/metrics.ts). */
async function recordedMetrics(operator: InProcessSandbox): Promise<{ query: Record<string, string> }[]> {
  return (await (await operator.fetch(new Request('http://sandbox.test/sandbox/metrics'))).json()) as { query: Record<string, string> }[];
}

function prematchFootball(operator: InProcessSandbox): WorldEvent {
  const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.phase === 'prematch' && candidate.sportCode === 'FOOT' && !candidate.outright && candidate.markets.length >= 10);
  if (!event) throw new Error('the seeded world has no such event');
  return event;
}

/** A market's price buttons (its name is a button too: the disclosure that opens and closes it). */
const pricesOf = (market: HTMLElement) => within(market).getAllByRole('button').filter((button) => button.classList.contains('sb-price'));

describe('EventPage: a market that fails to render is contained', () => {
  it('shows that market’s notice while the other markets and the slip work; Retry recovers; the host hears it and the operator’s metrics get it', async () => {
    // React reports each caught error to the console; the test reads what matters itself.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const operator = inProcessSandbox('contained');
    const event = prematchFootball(operator);
    const [broken, first, second] = event.markets.filter((market) => market.status === 'open' && market.outcomes.every((outcome) => !outcome.hidden));
    const { runtime, paths } = await headerRuntime(operator);
    const reported: RegionFailure[] = [];
    runtime.store.failures.subscribe((failure) => reported.push(failure));
    // A payload the market cannot show: reading one of its outcomes throws while it renders.
    const brokenOutcomes = new Set(broken!.outcomes.map((outcome) => outcome.id));
    let outcomesBroken = true;
    const catalogue = runtime.store.catalogue;
    const readOutcome = catalogue.outcome.bind(catalogue);
    vi.spyOn(catalogue, 'outcome').mockImplementation((outcomeId) => {
      if (outcomesBroken && brokenOutcomes.has(outcomeId)) throw new TypeError(`Outcome ${outcomeId} arrived without a description\n    at EventMarket (EventMarket.tsx:1:1)`);
      return readOutcome(outcomeId);
    });

    renderInShell(
      runtime,
      <>
        <EventPage slug={event.slug} />
        <Betslip />
      </>,
      `/en/events/${event.slug}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: event.description! })).toBeTruthy();

    // The broken market's place says so, in the bettor's language, with a Retry button.
    const notice = await screen.findByText('This market could not be shown.');
    const fallback = notice.closest('.sb-region-failure') as HTMLElement;
    expect(fallback.getAttribute('role')).toBe('status');
    const retry = within(fallback).getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-describedby')).toBe(notice.id);
    expect(screen.queryByRole('group', { name: broken!.description })).toBeNull();

    // The others still take selections, and the slip still shows them.
    const firstMarket = screen.getByRole('group', { name: first!.description });
    fireEvent.click(pricesOf(firstMarket)[0]!);
    const secondMarket = screen.getByRole('group', { name: second!.description });
    fireEvent.click(pricesOf(secondMarket)[0]!);
    expect(runtime.store.betslip.selectionIds.value).toEqual([first!.outcomes[0]!.id, second!.outcomes[0]!.id]);
    expect(document.querySelector('.sb-betslip--open .sb-badge')?.textContent).toBe('2');

    // Reported once per failure, one line without the stack, to the host's channel and the operator.
    expect(reported).toEqual([{ region: 'market', message: `Outcome ${broken!.outcomes[0]!.id} arrived without a description` }]);
    // Spec 7's request rules add the brand, language and channel (pub, l, mc) as on every /api/ call.
    await waitFor(async () =>
      expect((await recordedMetrics(operator)).map((call) => call.query)).toEqual([{ app: 'sportsbook', region: 'market', error: `Outcome ${broken!.outcomes[0]!.id} arrived without a description`, pub: 'eurobet', l: 'en', mc: 'web' }]),
    );
    expect(paths.filter((path) => path === '/api/metrics')).toHaveLength(1);

    // The payload is fixed: Retry remounts the market, the slip is untouched.
    outcomesBroken = false;
    act(() => retry.click());
    const recovered = await screen.findByRole('group', { name: broken!.description });
    expect(pricesOf(recovered)).toHaveLength(broken!.outcomes.length);
    expect(screen.queryByText('This market could not be shown.')).toBeNull();
    expect(runtime.store.betslip.selectionIds.value).toEqual([first!.outcomes[0]!.id, second!.outcomes[0]!.id]);
  }, 30_000);
});
