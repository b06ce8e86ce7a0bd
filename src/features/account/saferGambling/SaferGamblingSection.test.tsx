import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../../tests/support/sandboxFetch';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../../runtime/testRuntime';
import { SaferGamblingSection } from './SaferGamblingSection';
import { depositLimitRefusalOf, useDepositRefusalText } from './useDepositRefusalText';

afterEach(disposeTestRuntimes);

async function page(options: { player?: string; brand?: string; failFirstLoad?: boolean } = {}) {
  const operator = sandboxFetch({ seed: 'safer-gambling-ui' });
  let failures = options.failFirstLoad ? 1 : 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (failures > 0 && request.method === 'GET' && new URL(request.url).pathname.endsWith('/safer-gambling')) {
      failures -= 1;
      return Response.json({ message: 'down' }, { status: 503 });
    }
    return operator.fetch(request);
  }) as typeof globalThis.fetch;
  const runtime = await testRuntime({ config: { brand: options.brand ?? 'kingsbet', apiBase: 'http://sandbox.test/' }, fetch });
  if (options.player !== undefined) await runtime.store.session.login(options.player, 'demo1234');
  renderWithRuntime(runtime, <SaferGamblingSection />);
  return { runtime, operator };
}

const limitForm = (name: string) => screen.getByRole('form', { name });

describe('the safer gambling page', () => {
  it('sets a daily limit at once, and shows a raise as pending with its date', async () => {
    const { operator } = await page({ player: 'sgLimiter' });
    const daily = await waitFor(() => limitForm('Daily limit'));
    expect(within(daily).getByTestId('limit-daily').textContent).toBe('No limit set');
    fireEvent.change(within(daily).getByLabelText('New limit (GBP)'), { target: { value: '50' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(within(daily).getByTestId('limit-daily').textContent).toMatch(/^Current limit: .*50\.00/));
    expect(within(daily).getByRole('status').textContent).toMatch(/Your limit of .*50\.00 applies now\./);
    expect(operator.sandbox.store.state.saferGambling['3300']?.limits.daily).toEqual({ amount: '50', pending: null });

    fireEvent.change(within(daily).getByLabelText('New limit (GBP)'), { target: { value: '80.5' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(within(daily).getByTestId('limit-daily').textContent).toMatch(/Current limit: .*50\.00Changes to .*80\.50 on /));
    expect(within(daily).getByRole('status').textContent).toContain('after the cooling-off period');
  });

  it('refuses an amount that is not one, says how to fix it and sends nothing', async () => {
    const { operator } = await page({ player: 'sgLimiter' });
    const weekly = await waitFor(() => limitForm('Weekly limit'));
    const input = within(weekly).getByLabelText('New limit (GBP)');
    fireEvent.change(input, { target: { value: '12.345' } });
    const before = operator.requests.length;
    fireEvent.click(within(weekly).getByRole('button', { name: 'Set limit' }));
    expect(within(weekly).getByRole('alert').textContent).toBe('Enter an amount greater than 0, with at most 2 decimals.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('12.345');
    expect(operator.requests.slice(before).filter((request) => request.includes('deposit-limits'))).toEqual([]);
  });

  it('a failed load says what to do, and Try again loads', async () => {
    await page({ player: 'sgLimiter', failFirstLoad: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('could not be loaded. Check your connection and try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(limitForm('Monthly limit')).toBeTruthy());
  }, 10_000);

  it('self-exclusion asks first, stating the consequence; Cancel returns focus; Confirm excludes and logs out', async () => {
    const { runtime, operator } = await page({ player: 'sgExcluder' });
    const section = screen.getByRole('region', { name: 'Self-exclusion' });
    expect(within(section).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['6 months', '1 year', '5 years']);
    expect(section.textContent).toContain('use GAMSTOP');
    fireEvent.click(within(section).getByRole('radio', { name: '1 year' }));
    const open = within(section).getByRole('button', { name: 'Self-exclude' });
    open.focus();
    fireEvent.click(open);
    let dialog = screen.getByRole('alertdialog', { name: 'Self-exclude for 1 year?' });
    expect(dialog.textContent).toContain('You will be logged out now and will not be able to log in or place bets until');
    expect(dialog.textContent).toContain('cannot be cancelled or shortened');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(operator.sandbox.store.state.preferences['3301']?.selfExcludedUntil).toBeUndefined();

    fireEvent.click(open);
    dialog = screen.getByRole('alertdialog', { name: 'Self-exclude for 1 year?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude' }));
    });
    await waitFor(() => expect(runtime.store.session.established.value).toBeNull());
    expect(operator.requests).toContain('POST /xapi/rest/accounts/3301/self-exclusion');
    expect(Number(operator.sandbox.store.state.preferences['3301']?.selfExcludedUntil)).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it('a time-out offers 24 hours, 7 days and 6 weeks', async () => {
    await page({ player: 'sgReality' });
    const section = screen.getByRole('region', { name: 'Take a time-out' });
    expect(within(section).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['24 hours', '7 days', '6 weeks']);
    fireEvent.click(within(section).getByRole('button', { name: 'Take a time-out' }));
    expect(screen.getByRole('alertdialog', { name: 'Take a time-out of 24 hours?' }).textContent).toContain('A time-out cannot be cancelled');
  });

  it('logged out: says to log in; a brand without a jurisdiction shows no tools', async () => {
    await page();
    expect(screen.getByText('Log in to set limits, take a time-out or self-exclude.')).toBeTruthy();
    disposeTestRuntimes();
    document.body.innerHTML = '';
    await page({ player: 'demo', brand: 'eurobet' });
    expect(screen.queryByRole('region', { name: 'Self-exclusion' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('a deposit refused by a limit', () => {
  function Refusal({ error }: { error: unknown }) {
    const text = useDepositRefusalText();
    return <p>{text(error)}</p>;
  }

  it('reads the 409 body into words with the amounts formatted', async () => {
    const runtime = await testRuntime({ config: { brand: 'kingsbet', apiBase: 'http://sandbox.test/' }, fetch: sandboxFetch().fetch });
    const error = { status: 409, body: { error: 'deposit-limit', period: 'daily', limit: 50, used: 30.1, remaining: 19.9, currency: 'GBP' } };
    renderWithRuntime(runtime, <Refusal error={error} />);
    await waitFor(() => expect(screen.getByText(/This deposit would take you over your daily deposit limit of .*50\.00\. You can deposit up to .*19\.90 now\./)).toBeTruthy());
    expect(depositLimitRefusalOf({ status: 400, body: error.body })).toBeNull();
    expect(depositLimitRefusalOf({ status: 409, body: { error: 'other' } })).toBeNull();
  });
});
