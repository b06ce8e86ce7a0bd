import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_CHECK_DELAYS_MS } from '../../store';
import { Betslip } from '../betslip/Betslip';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { AvailabilityGate } from './AvailabilityGate';

afterEach(() => {
  disposeTestRuntimes();
  vi.useRealTimers();
});

const SETTINGS = { locale: 'en', channel: 'web', languages: [{ id: 'en', name: 'English', locale: 'en' }] };

describe('AvailabilityGate: what every element shows while the operator is down', () => {
  it('puts the branded maintenance shell, then the blocked notice, in place of the content, and the content back afterwards', async () => {
    const runtime = await testRuntime({
      // The operator: its settings, and the sports list the runtime's recovery check asks for.
      fetch: (async (input: RequestInfo | URL) => Response.json(String(input instanceof Request ? input.url : input).includes('/xapi/rest/sports') ? [] : { eurobet: { web: SETTINGS } })) as typeof fetch,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithRuntime(
      runtime,
      <AvailabilityGate>
        <Betslip />
      </AvailabilityGate>,
    );
    expect(screen.getByRole('button', { name: /^Betslip/ })).toBeTruthy();

    act(() => runtime.store.availability.answered('maintenance'));
    expect(screen.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeTruthy();
    expect(screen.getByText('The sportsbook is down for maintenance. Please come back shortly.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Betslip/ })).toBeNull();
    // The brand's look: the shell sits in the brand theme's wrapper.
    expect(document.querySelector('.sb-theme .sb-maintenance')).not.toBeNull();

    act(() => runtime.store.availability.answered('blocked'));
    expect(screen.getByRole('heading', { level: 1, name: 'Access blocked' })).toBeTruthy();
    expect(screen.getByText('The sportsbook is not available from your location.')).toBeTruthy();

    // The operator is back: the runtime's first check finds it answering, and the content returns.
    await act(() => vi.advanceTimersByTimeAsync(RECOVERY_CHECK_DELAYS_MS[0]!));
    await vi.waitFor(() => expect(runtime.store.availability.state.value).toBe('available'));
    expect(screen.getByRole('button', { name: /^Betslip/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Access blocked' })).toBeNull();
  });
});
