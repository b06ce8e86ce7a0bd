import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueModel, MyBet } from '../../store';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { BetLegs } from './BetLegs';

afterEach(() => disposeTestRuntimes());

type ApiEvent = Parameters<CatalogueModel['applyEvents']>[0][number];

const leg = (eventId: string, result: string, decimal = 2.5): MyBet['legs'][number] => ({ eventId, marketId: `${eventId}-1`, outcomeId: `${eventId}-1-1`, decimal, result, eventDescription: `Event ${eventId}`, outcomeDescription: `Pick ${eventId}` });

async function runtimeWithLiveEvent() {
  const runtime = await testRuntime({ fetch: async () => Response.json({}), loadSettings: false });
  const live = { id: 'live1', slug: 'live1', description: 'Event live1', eventPaths: [{ id: 240, description: 'Football' }], sportCode: 'FOOT', clock: { minutes: 63, status: 'RUNNING' }, scores: { home: '2', away: '1' }, isFinished: false, liveOpenMarketCount: 1, betBuilderEvent: false, jackpotId: null, opponents: [], markets: [] };
  runtime.store.catalogue.applyEvents([live as unknown as ApiEvent]);
  return runtime;
}

describe('My Bets legs', () => {
  it('shows each leg’s price in the bettor’s odds format and its result, or the live score while its event plays', async () => {
    const runtime = await runtimeWithLiveEvent();
    renderWithRuntime(runtime, <BetLegs betOpen legs={[leg('live1', 'open', 2.5), leg('pre1', 'open', 1.005), leg('done1', 'win', 3)]} />);
    const items = within(screen.getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pick live1Odds 2.50Event live1Live 2–1, 63′', 'Pick pre1Odds 1.005Event pre1Open', 'Pick done1Odds 3.00Event done1Won']);
    // The bettor's format: American for 2.50 is +150 (100 x (2.5 - 1)).
    await act(() => runtime.store.preferences.setOddsFormat('us'));
    expect(await screen.findByText('Odds +150')).toBeTruthy();
  });
});
