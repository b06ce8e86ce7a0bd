import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchOutcome } from '../../../demo/server/testing/harness';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import type { Runtime } from '../../store';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';

afterEach(disposeTestRuntimes);

type Operator = ReturnType<typeof sandboxFetch>;

/** The slip on the in-process sandbox with two staked legs of two events and the double staked. */
async function twoLegs(options: { locale?: string; player?: string } = {}) {
  const operator = sandboxFetch({ seed: 'locked-legs-ui' });
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/', locale: options.locale ?? 'en' }, fetch: operator.fetch });
  if (options.player) await runtime.store.session.login(options.player, 'demo1234');
  const legs = [prematchOutcome(operator.sandbox, 0), prematchOutcome(operator.sandbox, 1)];
  for (const leg of legs) await runtime.loadEvent(leg.event.id);
  const { betslip } = runtime.store;
  act(() => {
    for (const leg of legs) betslip.addSelection(leg.outcome.id);
    betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 10 });
    betslip.dispatch({ type: 'set-stake', ref: 'sel2', stake: 4 });
    betslip.dispatch({ type: 'set-stake', ref: 'mul1', stake: 2 });
  });
  renderWithRuntime(runtime, <Betslip />);
  await waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled'));
  return { runtime, operator, legs };
}

/** What the live feed writes when a market's status changes (live model -> catalogue). */
function feedSays(runtime: Runtime, marketId: string, status: 'suspended' | 'open' | 'closed') {
  const eventId = runtime.store.catalogue.market(marketId)!.peek().eventId;
  const update = { eventId, marketId, status, outcomeId: null, hidden: null, marketTypeId: null, periodTypeId: null, currentPrice: null, penultimatePrice: null, antepenultimatePrice: null };
  act(() => runtime.store.catalogue.applyPriceUpdates([update]));
}

const row = (ref: string) => document.querySelector<HTMLElement>(`[data-bet-ref="${ref}"]`)!;
const placeButton = () => screen.getByRole('button', { name: /^Place bets?$/ });
const footNotice = () => document.getElementById(placeButton().getAttribute('aria-describedby') ?? '')!;

describe('a locked leg on the slip', () => {
  it('shows the leg locked with its reason, keeps its stake, locks the double and the Place button, and says why beside the button', async () => {
    const { runtime, legs } = await twoLegs({ player: 'placer' });
    const [first] = legs;
    expect(placeButton()).toHaveProperty('disabled', false);
    expect(row('sel1').dataset.locked).toBeUndefined();

    feedSays(runtime, first!.market.id, 'suspended');
    expect(row('sel1').dataset.locked).toBe('suspended');
    expect(within(row('sel1')).getByText('Suspended')).toBeTruthy();
    expect(within(row('sel1')).getByText('Betting on this selection is paused. Wait for it to reopen or remove it.')).toBeTruthy();
    const stake = within(row('sel1')).getByLabelText(`Stake for ${first!.outcome.description}`) as HTMLInputElement;
    expect(stake.value).toBe('10');
    expect(stake.disabled).toBe(false);
    expect(row('sel2').dataset.locked).toBeUndefined();
    expect(row('mul1').dataset.locked).toBe('true');
    expect(within(row('mul1')).getByText('Includes a locked selection: it can be placed once every selection reopens.')).toBeTruthy();

    expect(placeButton()).toHaveProperty('disabled', true);
    expect(placeButton().textContent).toBe('Place bets');
    const notice = footNotice();
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.textContent).toBe(`${first!.outcome.description}: SuspendedYou can place your bets once this selection reopens, or remove it.`);
    // The notice sits right before the button in the foot.
    expect(notice.closest('.sb-placement__locks')?.nextElementSibling).toBe(placeButton());

    feedSays(runtime, first!.market.id, 'open');
    expect(row('sel1').dataset.locked).toBeUndefined();
    expect(within(row('sel1')).queryByText('Suspended')).toBeNull();
    expect(placeButton()).toHaveProperty('disabled', false);
    expect(placeButton().getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('.sb-placement__locks [aria-live]')?.textContent).toBe('');
  });

  it('removes the locked legs on request; the others keep their stakes and can be placed', async () => {
    const { runtime, legs } = await twoLegs({ player: 'placer' });
    const [first, second] = legs;
    feedSays(runtime, first!.market.id, 'suspended');
    fireEvent.click(screen.getByRole('button', { name: 'Remove locked selection' }));
    expect(runtime.store.betslip.state.value.order).toEqual([second!.outcome.id]);
    expect((within(row('sel1')).getByLabelText(`Stake for ${second!.outcome.description}`) as HTMLInputElement).value).toBe('4');
    expect(placeButton()).toHaveProperty('disabled', false);
    // Focus moves on to the button the bettor came for, not back to the page.
    expect(document.activeElement).toBe(placeButton());
    expect(screen.queryByRole('button', { name: /locked selection/ })).toBeNull();
  });

  it('shows a placement refused for a feed alert as the leg’s lock, once, and clears it when the market reopens', async () => {
    const { runtime, operator, legs } = await twoLegs({ player: 'placer' });
    const [first] = legs;
    const feed = first!.market.feedId!;
    await raiseAlert(operator, feed, true);
    // The client has not heard the alert: it places, and the operator refuses with RES-00249.
    await act(() => runtime.store.placement.place());
    expect(runtime.store.placement.phase.value).toBe('rejected');
    expect(row('sel1').dataset.locked).toBe('feed-alert');
    expect(within(row('sel1')).getByText('Prices updating')).toBeTruthy();
    expect(within(row('sel1')).queryByText('Prices are being updated. Please try again in a moment.')).toBeNull();
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(footNotice().textContent).toContain(`${first!.outcome.description}: Prices updating`);

    await raiseAlert(operator, feed, false);
    // The feed reports the market suspended by the alert, then open when it lifts.
    feedSays(runtime, first!.market.id, 'suspended');
    feedSays(runtime, first!.market.id, 'open');
    expect(runtime.store.betslip.state.value.errors.filter((error) => error.code === 'RES-00249')).toEqual([]);
    expect(row('sel1').dataset.locked).toBeUndefined();
    await waitFor(() => expect(runtime.store.betslip.state.value.refreshStatus).toBe('fulfilled'));
    expect(placeButton()).toHaveProperty('disabled', false);
  });

  it('says it in the bettor’s language (French)', async () => {
    const { runtime, legs } = await twoLegs({ locale: 'fr' });
    feedSays(runtime, legs[0]!.market.id, 'suspended');
    expect(within(row('sel1')).getByText('Suspendue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer la sélection bloquée' })).toBeTruthy();
    expect(document.querySelector('.sb-placement__locks [aria-live]')?.textContent).toContain(`${legs[0]!.outcome.description} : Suspendue`);
  });
});

async function raiseAlert(operator: Operator, feed: string, active: boolean): Promise<void> {
  const response = await operator.fetch(new Request('http://sandbox.test/sandbox/feed-alert', { method: 'POST', body: JSON.stringify({ feed, active, ticks: 1000 }), headers: { 'content-type': 'application/json' } }));
  expect(response.status).toBe(200);
}
