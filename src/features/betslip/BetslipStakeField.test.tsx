import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchOutcome } from '../../../demo/server/testing/harness';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { Big } from '../../core';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';

afterEach(disposeTestRuntimes);

// Issue 17, stake fields, in the slip's own components: the bettor types into the field,
// the field says what is wrong (role=alert, aria-invalid, aria-describedby) and the Place
// button is disabled with a hint naming the field. tests/e2e/stakeField.spec.ts does the
// same in Chromium against the sandbox server.

/** The whole slip on the in-process sandbox, logged in, with two selections of two fixtures. */
async function slip(locale = 'en') {
  const operator = sandboxFetch({ seed: 'stake-field-ui' });
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/', locale }, fetch: operator.fetch });
  await runtime.store.session.login('placer', 'demo1234');
  const picks = [prematchOutcome(operator.sandbox, 0), prematchOutcome(operator.sandbox, 1)];
  for (const pick of picks) await runtime.loadEvent(pick.event.id);
  renderWithRuntime(runtime, <Betslip />);
  act(() => {
    for (const pick of picks) runtime.store.betslip.addSelection(pick.outcome.id);
    runtime.store.betslip.open();
  });
  const rows = picks.map((pick, index) => document.querySelector<HTMLElement>(`[data-bet-ref="sel${index + 1}"]`)!);
  const label = runtime.i18n.i18n.getFixedT(locale, 'betslip');
  const field = (index: number) => within(rows[index]!).getByRole('textbox', { name: label('stakeFor', { name: picks[index]!.outcome.description }) }) as HTMLInputElement;
  return { runtime, picks, rows, field };
}

const placeButton = () => screen.getByRole('button', { name: /^(Place bets?|Realizar apuestas?|Apostar|Fazer apostas?)$/ });
const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe('a stake field that does not read as a stake', () => {
  it.each([
    ['-10', 'A stake cannot be negative: type it without the minus sign.'],
    ['1e9', 'Type a stake in numbers, for example 2.50.'],
    ['10.555', 'This stake has too many decimal places: type it like 2.50.'],
    ['0', 'A stake of 0 cannot be placed: type an amount, or clear the field.'],
    ['99999999999999', 'This stake is too long: 9 digits at most.'],
    ['abc', 'Type a stake in numbers, for example 2.50.'],
  ])('%j: says why on the field, shows what was typed, disables Place bet and names the field', async (typed, message) => {
    const { field, rows, picks } = await slip();
    type(field(0), '10');
    expect(placeButton()).toHaveProperty('disabled', false);

    type(field(0), typed);
    expect(field(0).value).toBe(typed);
    expect(field(0).getAttribute('aria-invalid')).toBe('true');
    const alert = within(rows[0]!).getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(field(0).getAttribute('aria-describedby')).toContain(alert.id);
    // No figure from the text, and not the 10 before it.
    expect(within(rows[0]!).getByTestId('bet-returns').textContent).toBe('0.00');
    expect(screen.getByTestId('betslip-total-stake').textContent).toBe('0.00');
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(`Fix the stake for ${picks[0]!.outcome.description}.`).id).toBe(placeButton().getAttribute('aria-describedby'));
  });

  it("'abc' on one single and 3 on the other: Place bet stays disabled until 'abc' is fixed", async () => {
    const { field } = await slip();
    type(field(0), 'abc');
    type(field(1), '3');
    expect(placeButton()).toHaveProperty('disabled', true);
    type(field(0), '');
    expect(placeButton()).toHaveProperty('disabled', false);
    expect(placeButton().textContent).toBe('Place bet');
  });

  it('the global field says its own problem and names "every bet"', async () => {
    const { field } = await slip();
    const global = screen.getByRole('textbox', { name: 'Stake for every bet' }) as HTMLInputElement;
    type(global, '4');
    expect(field(0).value).toBe('4');
    expect(field(1).value).toBe('4');
    type(global, '-4');
    expect(global.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the stake for every bet.')).toBeTruthy();
    expect(placeButton()).toHaveProperty('disabled', true);
  });
});

describe('a decimal-comma language (es)', () => {
  it("'2,50' stays as typed and stakes 2.50; '2.50' and '1.000' are refused with how to type them", async () => {
    const { field, rows, picks } = await slip('es');
    type(field(0), '2,50');
    expect(field(0).value).toBe('2,50');
    expect(field(0).getAttribute('aria-invalid')).toBe('false');
    const returns = new Big(2.5).times(picks[0]!.decimal).round(2, Big.roundDown).toFixed(2);
    expect(within(rows[0]!).getByTestId('bet-returns').textContent).toContain(returns);

    type(field(1), '2.50');
    expect(within(rows[1]!).getByRole('alert').textContent).toBe('Aquí los decimales llevan coma: escribe 2,50.');
    type(field(1), '1.000');
    expect(within(rows[1]!).getByRole('alert').textContent).toBe('¿Es 1000? Entonces escribe 1000, sin el punto. Los decimales llevan coma: 2,50.');
    type(field(1), 'abc');
    expect(within(rows[1]!).getByRole('alert').textContent).toBe('Escribe una apuesta en números, por ejemplo 2,50.');
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(`Corrige la apuesta para ${picks[1]!.outcome.description}.`)).toBeTruthy();
  });
});
