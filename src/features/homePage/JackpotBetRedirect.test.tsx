import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RouteView } from '../pages/RouteView';

afterEach(cleanupHeaderTests);

describe('Jackpot Bet pseudo-category (10002)', () => {
  it('replaces /sports/10002 with the jackpot page', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('jackpot-bet'));
    renderInShell(runtime, <RouteView />, '/en/sports/10002');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/en/jackpot'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jackpot');
  });
});
