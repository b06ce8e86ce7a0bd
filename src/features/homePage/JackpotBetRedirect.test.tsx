import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RouteView } from '../pages/RouteView';

// The page is a chunk of its own, loaded on its route's first visit (src/features/pages/lazyPages.ts):
// loaded here first, so the test's wait is for the page, not for the test runner compiling it.
beforeAll(() => import('../jackpot/JackpotListPage'));

afterEach(cleanupHeaderTests);

describe('Jackpot Bet pseudo-category (10002)', () => {
  it('replaces /sports/10002 with the jackpot page', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('jackpot-bet'));
    renderInShell(runtime, <RouteView />, '/en/sports/10002');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/en/jackpot'));
    // The jackpot page's code arrives with its first visit (src/features/pages/lazyPages.ts).
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Jackpot');
  });
});
