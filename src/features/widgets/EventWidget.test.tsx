import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime } from '../header/headerTestRuntime';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { renderWithRuntime } from '../runtime/testRuntime';
import { EventWidget } from './EventWidget';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

describe('<sportsbook-event> widget (EventWidget)', () => {
  it("shows the event's card with its main market, and a price pressed goes on the page's betslip", async () => {
    const operator = inProcessSandbox('event-widget');
    const fixture = [...operator.sandbox.world.events.values()].find((event) => event.sportCode === 'FOOT' && event.phase === 'prematch' && !event.outright && !event.jackpotId)!;
    const { runtime } = await headerRuntime(operator);
    const { container } = renderWithRuntime(runtime, <EventWidget eventId={fixture.id} />);
    const card = await screen.findByRole('article', { name: String(fixture.description) });
    // The card links to the event's page inside the sportsbook (memory routing: the host hears the path).
    expect(within(card).getByRole('link', { name: String(fixture.description) }).getAttribute('href')).toMatch(new RegExp(`^/en/events/${fixture.id}-`));
    const prices = within(card).getAllByRole('button').filter((button) => button.classList.contains('sb-price'));
    expect(prices.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(prices[0]!);
    expect(runtime.store.betslip.selectionIds.value).toHaveLength(1);
    const [outcomeId] = runtime.store.betslip.selectionIds.value;
    expect(runtime.store.catalogue.outcome(outcomeId!)?.eventId).toBe(fixture.id);
    expect(container.querySelector('.sb-widget[part="widget"]')).not.toBeNull();
  });

  it('says once in the console how to fix a missing or malformed event-id, and shows no card and no crash', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime, paths } = await headerRuntime(inProcessSandbox('event-widget-bad'));
    const { container, rerender } = renderWithRuntime(runtime, <EventWidget />);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]![0]).toMatch(/^<sportsbook-event> needs an event-id: .*for example <sportsbook-event event-id="8123">/);
    expect(container.querySelector('.sb-widget')!.childElementCount).toBe(0);

    rerender(
      <RuntimeProvider runtime={runtime}>
        <EventWidget eventId="../../admin" />
      </RuntimeProvider>,
    );
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(errors.mock.calls[1]![0]).toBe('<sportsbook-event> event-id "../../admin" is not an event id: use the operator\'s id (letters, digits, "-" or "_"), for example event-id="8123". Nothing is shown until it is fixed.');
    expect(container.querySelector('.sb-widget')!.childElementCount).toBe(0);
    // A malformed id is never sent to the operator.
    expect(paths.some((path) => path.includes('admin'))).toBe(false);
  });

  it('says when the operator has no such event: a quiet line in the widget and the fix in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime } = await headerRuntime(inProcessSandbox('event-widget-unknown'));
    renderWithRuntime(runtime, <EventWidget eventId="999999999" />);
    expect((await screen.findByText('This event is not available.')).getAttribute('role')).toBe('status');
    expect(errors.mock.calls.map((call) => call[0])).toContain(
      '<sportsbook-event> event-id "999999999": the operator has no open event with this id (it may have ended). Use the id of a current event, as the API\'s /xapi/rest/events list gives it.',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });
});
