import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import type { Runtime } from '../../store';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { BookingCode } from './BookingCode';
import { useBookingCodeLink } from './useBookingCodeLink';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

const group = () => screen.getByRole('group', { name: 'Booking codes' });

/** Two outcomes of prematch events the sandbox lists, each the first priced one of its first open market. */
async function twoOutcomes(runtime: Runtime): Promise<[string, string]> {
  const ids = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventsPerPage: 20, page: 1 });
  const picks: string[] = [];
  for (const id of ids) {
    const event = runtime.store.catalogue.event(id)?.value;
    const market = event?.marketIds.map((marketId) => runtime.store.catalogue.market(marketId)?.value).find((candidate) => candidate?.status === 'open');
    const outcome = market?.outcomeIds.find((outcomeId) => runtime.store.catalogue.price(outcomeId).peek().decimal > 1);
    if (outcome && !event?.live) picks.push(outcome);
  }
  expect(picks.length).toBeGreaterThanOrEqual(2);
  return [picks[0] ?? '', picks[1] ?? ''];
}

/** Stores a slip straight at the sandbox (another bettor's code). */
async function storedCode(operator: ReturnType<typeof inProcessSandbox>, slip: unknown): Promise<string> {
  const answer = await operator.fetch(new Request('http://sandbox.test/xapi/rest/betslips/retailcodes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(slip) }));
  return ((await answer.json()) as { retailCode: string }).retailCode;
}

function LinkReader() {
  useBookingCodeLink();
  return null;
}

describe('booking code panel (spec 4 retail code)', () => {
  it('saves the slip and shows the code with copy buttons and a share link carrying it', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('booking-panel'));
    const [first, second] = await twoOutcomes(runtime);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    window.history.replaceState(null, '', '/en/sports?brand=eurobet');
    act(() => {
      runtime.store.betslip.addSelection(first);
      runtime.store.betslip.addSelection(second);
    });
    renderInShell(runtime, <BookingCode />);
    fireEvent.click(within(group()).getByRole('button', { name: 'Save as booking code' }));
    const code = (await within(group()).findByTestId('booking-code')).textContent ?? '';
    expect(code).toMatch(/^RC[0-9A-Z]{6}$/);
    // The sandbox holds exactly the slip's outcomes under that code.
    const stored = await runtime.api.bets.retailCode({ retailCode: code });
    expect(stored.slip).toEqual({ singles: [{ outcomeId: first, unitStake: 0 }, { outcomeId: second, unitStake: 0 }], multiples: [], systems: [] });
    const link = within(group()).getByRole('link', { name: 'Link to this slip' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/en/sports?brand=eurobet&bookingCode=${code}`);
    fireEvent.click(within(group()).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(group()).getByRole('status').textContent).toBe('Copied'));
    fireEvent.click(within(group()).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls).toEqual([[code], [link.getAttribute('href')]]);
    // A change to the slip: the code no longer describes it, so saving is offered again.
    act(() => void runtime.store.betslip.removeSelection(second));
    expect(within(group()).queryByTestId('booking-code')).toBeNull();
    expect(within(group()).getByRole('button', { name: 'Save as booking code' })).toBeTruthy();
  });

  it('loads a code typed in the form, replacing the slip, and says so', async () => {
    const operator = inProcessSandbox('booking-panel-load');
    const { runtime } = await headerRuntime(operator);
    const [first, second] = await twoOutcomes(runtime);
    const code = await storedCode(operator, { singles: [{ outcomeId: second, unitStake: 5 }] });
    act(() => void runtime.store.betslip.addSelection(first));
    renderInShell(runtime, <BookingCode />);
    fireEvent.change(within(group()).getByLabelText('Booking code'), { target: { value: code.toLowerCase() } });
    fireEvent.click(within(group()).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(within(group()).getByRole('status').textContent).toBe(`Booking code ${code} loaded: 1 selections.`));
    expect(runtime.store.betslip.state.value.order).toEqual([second]);
    expect(runtime.store.betslip.state.value.bets[second]?.unitStake).toBe(5);
    expect((within(group()).getByLabelText('Booking code') as HTMLInputElement).value).toBe('');
  });

  it('an unknown code: a clear message, the slip untouched', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('booking-panel-unknown'));
    const [first] = await twoOutcomes(runtime);
    act(() => void runtime.store.betslip.addSelection(first));
    // The slip prices itself against the server in the background; what the bettor built is what must not change.
    const built = () => ({ order: runtime.store.betslip.state.value.order, stakes: Object.values(runtime.store.betslip.state.value.bets).map((bet) => bet.unitStake) });
    const before = built();
    renderInShell(runtime, <BookingCode />);
    fireEvent.change(within(group()).getByLabelText('Booking code'), { target: { value: 'rc000000' } });
    fireEvent.click(within(group()).getByRole('button', { name: 'Load' }));
    const alert = await within(group()).findByRole('alert');
    expect(alert.textContent).toBe('No slip is saved under booking code RC000000. Check the code and try again; your betslip has not changed.');
    expect(built()).toEqual(before);
    expect(before.order).toEqual([first]);
  });
});

describe('?bookingCode= links', () => {
  it('loads the code once and takes the parameter off the address', async () => {
    const operator = inProcessSandbox('booking-link');
    const { runtime, paths } = await headerRuntime(operator);
    const [first, second] = await twoOutcomes(runtime);
    const code = await storedCode(operator, { singles: [{ outcomeId: first }, { outcomeId: second }] });
    window.history.replaceState(null, '', `/en/sports?brand=pinoy&bookingCode=${code}`);
    const view = renderInShell(runtime, <LinkReader />);
    expect(window.location.search).toBe('?brand=pinoy');
    await waitFor(() => expect(runtime.store.betslip.state.value.order).toEqual([first, second]));
    expect(runtime.store.betslip.isOpen.value).toBe(true);
    // Mounted again (another element, a remount): the address no longer carries the code.
    view.unmount();
    renderInShell(runtime, <LinkReader />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths.filter((path) => path === '/xapi/rest/betslips/retailcodes')).toHaveLength(1);
  });

  it('an unknown code from a link says so in a toast', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('booking-link-unknown'));
    window.history.replaceState(null, '', '/en/?bookingCode=RC000000');
    renderInShell(runtime, <LinkReader />);
    expect(window.location.search).toBe('');
    await waitFor(() => expect(runtime.store.ui.toasts.value.map((toast) => [toast.type, toast.text])).toEqual([['error', 'No slip is saved under booking code RC000000. Check the code and try again; your betslip has not changed.']]));
    expect(runtime.store.betslip.count.value).toBe(0);
  });
});
