import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime } from '../header/headerTestRuntime';
import { renderWithRuntime } from '../runtime/testRuntime';
import { TopEventsWidget } from './TopEventsWidget';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const titles = (list: HTMLElement) => [...list.querySelectorAll(':scope > li h3')].map((title) => title.textContent);

describe('<sportsbook-top-events> widget (TopEventsWidget)', { timeout: 30_000 }, () => {
  it("shows the home page's highlights, max cards in each block, the upcoming ones the API's soonest without outrights", async () => {
    const operator = inProcessSandbox('top-events-widget');
    const { runtime } = await headerRuntime(operator);
    renderWithRuntime(runtime, <TopEventsWidget max={4} />);
    const prematch = [...operator.sandbox.world.events.values()].filter((event) => event.phase === 'prematch').sort((a, b) => a.startMs - b.startMs);
    const expectedUpcoming = prematch.slice(0, 20).filter((event) => !event.outright).slice(0, 4).map((event) => event.description);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(titles(upcoming)).toEqual(expectedUpcoming);
    const live = await screen.findByRole('list', { name: 'Live now' });
    await waitFor(() => expect(titles(live)).toHaveLength(4));
  });

  it('reports a max out of range and shows the home page count', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime } = await headerRuntime(inProcessSandbox('top-events-widget-bad'));
    renderWithRuntime(runtime, <TopEventsWidget max={500} />);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('<sportsbook-top-events> max "500" is not a number of cards: use a whole number from 1 to 50, or leave it out for 10. Showing 10.'));
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(titles(upcoming)).toHaveLength(10);
  });
});
