import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchOutcome } from '../../../demo/server/testing/harness';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { BetslipQuickStakes } from './BetslipQuickStakes';

afterEach(disposeTestRuntimes);

// Quick stakes never make a stake the operator would refuse (docs/betslip.md "Quick stakes
// and the stake bounds"): an amount outside the focused bet's bounds is greyed out and the
// line under the buttons names the bound.

/** A slip on the in-process sandbox for `brand` with `picks` prematch selections, its quick stakes on screen. */
async function slipWithQuickStakes(brand: string, picks: number, loadSettings = true) {
  const operator = sandboxFetch({ seed: 'quick-stake-bounds' });
  const runtime = await testRuntime({ config: { brand, apiBase: 'http://sandbox.test/', locale: 'en' }, fetch: operator.fetch, loadSettings });
  const { betslip } = runtime.store;
  for (let index = 0; index < picks; index += 1) {
    const { event, outcome } = prematchOutcome(operator.sandbox, index);
    await runtime.loadEvent(event.id);
    expect(betslip.addSelection(outcome.id)).toBeNull();
  }
  renderWithRuntime(runtime, <BetslipQuickStakes target={() => betslip.focusedStake.value} />);
  const buttons = () => within(screen.getByRole('group', { name: 'Quick stakes' })).getAllByRole('button') as HTMLButtonElement[];
  const note = () => document.querySelector('.sb-betslip__quick-note');
  return { runtime, betslip, buttons, note };
}

describe('quick stakes within the stake bounds', () => {
  it('INR (wicket, maximum 10,000): 25,000 is greyed out and said why; a press on it stakes nothing, 5,000 stakes 5,000', async () => {
    const { betslip, buttons, note } = await slipWithQuickStakes('wicket', 1);
    expect(buttons().map((button) => [button.textContent, button.disabled])).toEqual([
      ['250.00', false],
      ['1,000.00', false],
      ['5,000.00', false],
      ['25,000.00', true],
    ]);
    expect(note()?.textContent).toBe("Amounts outside this bet's limits are greyed out. The maximum stake is 10,000.00.");
    expect(buttons()[3]!.getAttribute('aria-describedby')).toBe(note()!.id);
    expect(buttons()[2]!.hasAttribute('aria-describedby')).toBe(false);

    // Asking leaves the slip as it was: the check stakes a copy.
    const before = betslip.state.value;
    expect(betslip.quickStakeProblem(null, 25_000)).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
    expect(betslip.quickStakeProblem('sel1', 10_000)).toBeNull();
    expect(betslip.state.value).toBe(before);

    fireEvent.click(buttons()[3]!);
    expect(betslip.stakeField('sel1').value).toBe(0);
    fireEvent.click(buttons()[2]!);
    expect(betslip.stakeField('sel1').value).toBe(5000);
  });

  it('KES (safaribet, minimum 10, multiple minimum 1,250): on a single 5 is greyed out, on the multiple every amount, each with its bound', async () => {
    const { betslip, buttons, note } = await slipWithQuickStakes('safaribet', 2);
    const multiple = betslip.state.value.multiple!.ref;
    betslip.focusStake('sel1');
    await screen.findByText(/The minimum stake is/);
    expect(buttons().map((button) => button.disabled)).toEqual([true, false, false, false]);
    expect(note()?.textContent).toBe("Amounts outside this bet's limits are greyed out. The minimum stake is 10.00.");

    betslip.focusStake(multiple);
    await screen.findByText(/The minimum stake for a multiple is/);
    expect(buttons().map((button) => button.disabled)).toEqual([true, true, true, true]);
    expect(note()?.textContent).toBe("Amounts outside this bet's limits are greyed out. The minimum stake for a multiple is 1,250.00.");
    expect(note()?.getAttribute('data-problem')).toBe('multiple-below-minimum');

    // Every single (no field focused): 5 would put both singles below their minimum.
    betslip.focusStake(null);
    await screen.findByText(/The minimum stake is 10.00/);
    expect(buttons().map((button) => button.disabled)).toEqual([true, false, false, false]);
  });

  it("before the operator's settings arrive, spec 9's defaults bound nothing: every amount is offered", async () => {
    const { buttons, note } = await slipWithQuickStakes('wicket', 1, false);
    expect(buttons().map((button) => button.disabled)).toEqual([false, false, false, false]);
    expect(note()).toBeNull();
  });
});
