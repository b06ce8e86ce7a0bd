import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime } from '../header/headerTestRuntime';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { renderWithRuntime } from '../runtime/testRuntime';
import { LiveNowWidget } from './LiveNowWidget';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const liveEvents = (operator: InProcessSandbox) => [...operator.sandbox.world.events.values()].filter((event) => event.phase === 'live');
/** The card titles of the list, in order (cards hold lists of their own, so only the list's rows). */
const titles = (list: HTMLElement) => [...list.querySelectorAll(':scope > li h3')].map((title) => title.textContent);

describe('<sportsbook-live-now> widget (LiveNowWidget)', { timeout: 30_000 }, () => {
  it("shows at most max live events of the sport, all of that sport, with a link to the sport's live page", async () => {
    const operator = inProcessSandbox('live-now-widget');
    const football = liveEvents(operator).filter((event) => event.sportCode === 'FOOT');
    expect(football.length).toBeGreaterThan(3);
    const { runtime } = await headerRuntime(operator);
    const { rerender } = renderWithRuntime(runtime, <LiveNowWidget sport="foot" max={3} />);
    const list = await screen.findByRole('list', { name: 'Live now: Football' }, { timeout: 10_000 });
    await waitFor(() => expect(titles(list)).toHaveLength(3));
    const names = new Set(football.map((event) => event.description));
    expect(titles(list).every((title) => names.has(title ?? ''))).toBe(true);
    expect(screen.getByRole('link', { name: 'All live events' }).getAttribute('href')).toBe('/en/live/sport/240-FOOT');

    // The attributes are live: another max and another sport show at once.
    const tennis = liveEvents(operator).filter((event) => event.sportCode === 'TENN');
    rerender(
      <RuntimeProvider runtime={runtime}>
        <LiveNowWidget sport="TENN" max={2} />
      </RuntimeProvider>,
    );
    const tennisList = await screen.findByRole('list', { name: 'Live now: Tennis' });
    await waitFor(() => expect(titles(tennisList)).toHaveLength(Math.min(2, tennis.length)));
    const tennisNames = new Set(tennis.map((event) => event.description));
    expect(titles(tennisList).every((title) => tennisNames.has(title ?? ''))).toBe(true);
  });

  it("titles the sport in the bettor's language, with the name the sports menu shows, and follows a change of language", async () => {
    const operator = inProcessSandbox('live-now-widget-es');
    const { runtime } = await headerRuntime(operator);
    await act(async () => {
      runtime.config.apply({ locale: 'es' });
    });
    renderWithRuntime(runtime, <LiveNowWidget sport="FOOT" max={2} />);
    expect(await screen.findByRole('heading', { name: 'En directo: Fútbol' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Football/)).toBeNull();
    // The menu's own name for it, from the same operator answer.
    const menuName = runtime.store.sports.list.value.find((sport) => sport.code === 'FOOT')?.name;
    expect(menuName).toBe('Fútbol');

    await act(async () => {
      runtime.config.apply({ locale: 'pt' });
    });
    expect(await screen.findByRole('heading', { name: 'Ao vivo: Futebol' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('refuses an unknown sport in the console and shows nothing; a bad max is reported and 10 are shown', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const operator = inProcessSandbox('live-now-widget-bad');
    const { runtime } = await headerRuntime(operator);
    const { container, unmount } = renderWithRuntime(runtime, <LiveNowWidget sport="football" />);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]![0]).toMatch(/^<sportsbook-live-now> sport "football" is not a sport code: use a code such as "FOOT"/);
    expect(container.querySelector('.sb-widget')!.childElementCount).toBe(0);
    unmount();

    renderWithRuntime(runtime, <LiveNowWidget max={Number.NaN} />);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(errors.mock.calls[1]![0]).toBe('<sportsbook-live-now> max "NaN" is not a number of cards: use a whole number from 1 to 50, or leave it out for 10. Showing 10.');
    const list = await screen.findByRole('list', { name: 'Live now' }, { timeout: 10_000 });
    await waitFor(() => expect(titles(list)).toHaveLength(Math.min(10, liveEvents(operator).length)));
  });
});
