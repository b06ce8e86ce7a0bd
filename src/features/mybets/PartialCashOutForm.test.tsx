import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyBet } from '../../store';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { PartialCashOutForm } from './PartialCashOutForm';

afterEach(() => disposeTestRuntimes());

// The operator's currency list: KWD has three places, IDR none (spec 3 "Currency").
const CURRENCIES = [
  { id: 1, isoCode: 'EUR', symbol: '€', precision: 2 },
  { id: 2, isoCode: 'KWD', symbol: 'KD', precision: 3 },
  { id: 3, isoCode: 'IDR', symbol: 'Rp', precision: 0 },
];

const betIn = (currency: string) => ({ betId: 'B1', currency }) as unknown as MyBet;

async function openForm(currency: string, value: number) {
  const runtime = await testRuntime({ fetch: async (input: RequestInfo | URL) => Response.json((input instanceof Request ? input.url : String(input)).includes('/xapi/rest/currencies') ? CURRENCIES : {}), loadSettings: false });
  const requestPartial = vi.spyOn(runtime.store.cashOut, 'requestPartial').mockImplementation(() => undefined);
  renderWithRuntime(runtime, <PartialCashOutForm bet={betIn(currency)} value={value} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cash out part' }));
  return { requestPartial, field: screen.getByRole('textbox') as HTMLInputElement, slider: screen.getByRole('slider') as HTMLInputElement };
}

describe('partial cash out form: amounts in the bet currency’s places', () => {
  it('EUR: half of 9.99 is 4.99 (rounded down), the slider counts cents, and the typed amount is sent as typed', async () => {
    const { requestPartial, field, slider } = await openForm('EUR', 9.99);
    expect(field.value).toBe('4.99');
    expect(slider.max).toBe('998');
    fireEvent.change(field, { target: { value: '4,75' } });
    fireEvent.submit(field.closest('form')!);
    expect(requestPartial).toHaveBeenCalledWith('B1', 9.99, '4.75');
  });

  it('KWD: three places, from the operator’s currency list: the slider counts fils and 1.2345 is refused as a format error', async () => {
    const { requestPartial, field, slider } = await openForm('KWD', 10.5);
    await waitFor(() => expect(slider.max).toBe('10499'));
    fireEvent.click(screen.getByRole('button', { name: 'Cash out 25% of the value' }));
    expect(field.value).toBe('2.625');
    fireEvent.change(slider, { target: { value: '1234' } });
    expect(field.value).toBe('1.234');
    fireEvent.submit(field.closest('form')!);
    expect(requestPartial).toHaveBeenLastCalledWith('B1', 10.5, '1.234');
    fireEvent.click(screen.getByRole('button', { name: 'Cash out part' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1.2345' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount such as 5.250, in whole KWD or its smallest units.');
    expect(requestPartial).toHaveBeenCalledTimes(1);
  });

  it('IDR: whole rupiah only: 50% of 15001 is 7500, and 7500.5 is refused', async () => {
    const { requestPartial, field, slider } = await openForm('IDR', 15001);
    await waitFor(() => expect(slider.max).toBe('15000'));
    fireEvent.click(screen.getByRole('button', { name: 'Cash out 50% of the value' }));
    expect(field.value).toBe('7500');
    fireEvent.change(field, { target: { value: '7500.5' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount such as 7500, in whole IDR or its smallest units.');
    expect(requestPartial).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '7500' } });
    fireEvent.submit(field.closest('form')!);
    expect(requestPartial).toHaveBeenCalledWith('B1', 15001, '7500');
  });
});
