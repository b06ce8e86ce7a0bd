import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { Big } from '../../core';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { BetslipBetBuilder } from './BetslipBetBuilder';

afterEach(disposeTestRuntimes);

describe('the bet builder’s row on a tax brand’s slip', () => {
  it('shows the returns net of tax with the stake after tax and the deduction, as a single’s row does', async () => {
    const operator = sandboxFetch({ seed: 'contract' });
    const runtime = await testRuntime({ config: { brand: 'safaribet', apiBase: 'http://sandbox.test/', locale: 'en' }, fetch: operator.fetch });
    await runtime.store.settings.load();
    await runtime.store.session.login('safari', 'demo1234');
    const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch')!;
    await runtime.loadEvent(event.id);
    const outcome = (market: string, description: string) => event.markets.find((m) => m.description === market)!.outcomes.find((o) => o.description === description)!.id;
    act(() => {
      runtime.store.betBuilder.toggleLeg(event.id, outcome('Match Result', event.competitors[0]!.name));
      runtime.store.betBuilder.toggleLeg(event.id, outcome('Both Teams To Score', 'Yes'));
    });
    renderWithRuntime(runtime, <BetslipBetBuilder />);
    await waitFor(() => expect(screen.getByTestId('bet-builder-row').getAttribute('data-quote')).toBe('priced'));
    const decimal = runtime.store.betBuilder.builder.value!.acceptedDecimal!;
    // Untaxed it would show nothing of tax; KES 50 with 12.5% excise wagers 44.44 and 20% of the winnings are withheld.
    expect(screen.queryByTestId('bet-builder-stake-after-tax')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bet builder stake'), { target: { value: '50' } });
    const wagered = new Big(50).times(100).div('112.5');
    const gross = wagered.times(decimal);
    const withheld = gross.minus(wagered).times('0.2');
    expect(screen.getByTestId('bet-builder-stake-after-tax').textContent).toContain(wagered.round(2, Big.roundDown).toFixed(2));
    expect(screen.getByTestId('bet-builder-tax-deduction').textContent).toContain(withheld.round(2, Big.roundDown).toFixed(2));
    expect(screen.getByTestId('bet-builder-returns').textContent).toContain(gross.minus(withheld).round(2, Big.roundDown).toFixed(2));
  });
});
