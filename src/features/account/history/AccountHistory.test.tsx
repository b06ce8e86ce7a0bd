import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bettableOutcomes } from '../../../../tests/support/sandboxBets';
import { inProcessSandbox } from '../../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../../header/headerTestRuntime';
import { AccountSectionView } from '../AccountSectionView';

// Both history pages against the in-process sandbox with player 3201 "ledger" (opening
// balance EUR 500.00): real deposits, a real bet settled through POST /sandbox/settle, and
// every request the runtime made recorded with its query.

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Figures as the bettor must read them, computed apart from formatAmount: "EUR 1,234.50". */
const eur = (cents: number) => `EUR ${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

async function ledger(seed: string) {
  const operator = inProcessSandbox(seed);
  const urls: string[] = [];
  // While true, the transactions call answers 503 (every retry too).
  const outage = { on: false };
  const recorded = {
    sandbox: operator.sandbox,
    fetch(request: Request) {
      urls.push(request.url);
      if (outage.on && new URL(request.url).pathname.endsWith('/transactions')) return Response.json({ error: 'unavailable' }, { status: 503 });
      return operator.fetch(request);
    },
  };
  const test = await headerRuntime(recorded, { player: 'ledger' });
  const settle = (body: unknown) => operator.fetch(new Request('http://sandbox.test/sandbox/settle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  return { ...test, urls, settle, outage, search: () => test.runtime.router.search.value };
}

/** A deposit of 10.10, then a single of 3.33 that wins: the three movements the pages show. */
async function depositAndWin(seed: string) {
  const test = await ledger(seed);
  await test.runtime.api.accounts.deposit('3201', 10.1);
  const [outcome] = bettableOutcomes(test.sandbox, 1);
  const placed = await test.runtime.api.bets.place('3201', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome!.outcomeId, decimal: outcome!.decimal, unitStake: 3.33 }] }, `${seed}-bet`);
  const bet = placed.bets[0]!;
  const settled = await test.settle({ results: { [outcome!.outcomeId]: 'win' }, betIds: [bet.betId] });
  expect(settled.status).toBe(200);
  // Independent of the product: 333 cents at the price, rounded down to the cent.
  const winCents = Math.floor((333 * Math.round(bet.legs[0]!.decimal * 100)) / 100 + 1e-9);
  return { ...test, bet, outcome: outcome!, winCents };
}

const transactionsRequests = (urls: string[]) => urls.filter((url) => new URL(url).pathname === '/xapi/rest/accounts/3201/transactions').map((url) => {
      // The request rules' language parameter is not the page's business.
      const { l: _language, ...query } = Object.fromEntries(new URL(url).searchParams);
      return query;
    });

describe('/account/transactions', () => {
  it('shows the deposit, the stake and the win with signed exact amounts and the balance after each', async () => {
    const { runtime, urls, bet, winCents } = await depositAndWin('history-table');
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions');
    const table = await screen.findByRole('table', { name: 'Your transactions, newest first' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date and time', 'Type', 'Description', 'Amount', 'Balance after']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Winnings', `${bet.description} (bet ${bet.reference})`, `+${eur(winCents)}`, eur(50677 + winCents)],
      ['Stake', `${bet.description} (bet ${bet.reference})`, `−${eur(333)}`, eur(50677)],
      ['Deposit', 'Deposit', `+${eur(1010)}`, eur(51010)],
    ]);
    // Asked of the operator: one page of 20, no filters.
    expect(transactionsRequests(urls)).toEqual([{ page: '1', pageSize: '20' }]);
    expect(screen.getByRole('navigation', { name: 'Transaction pages' }).textContent).toContain('Page 1 of 1');
  });

  it('filters by type and by a date range kept in the address, asked of the operator', async () => {
    const { runtime, urls, search } = await depositAndWin('history-filters');
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bet' } });
    expect(search()).toBe('type=bet');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).toContain('Stake');
    expect(transactionsRequests(urls).at(-1)).toEqual({ type: 'bet', page: '1', pageSize: '20' });

    // A range that ends before today holds none of today's movements.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-31' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(search()).toBe('type=bet&to=2020-01-31&from=2020-01-01');
    expect(await screen.findByText('No transactions in this range.')).toBeTruthy();
    expect(transactionsRequests(urls).at(-1)).toEqual({ type: 'bet', from: new Date(2020, 0, 1).toISOString(), before: new Date(2020, 1, 1).toISOString(), page: '1', pageSize: '20' });
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    expect(search()).toBe('');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
  });

  it('pages 20 at a time on the operator, the page in the address', async () => {
    const { runtime, urls, search } = await ledger('history-paging');
    for (let index = 1; index <= 25; index += 1) await runtime.api.accounts.deposit('3201', index);
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => within(pages).getByRole('button', { name: 'Next page' }).click());
    expect(search()).toBe('page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    // The new page's table has the focus (Next is disabled on the last page).
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('table')));
    const amounts = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(amounts).toEqual(['+EUR 5.00', '+EUR 4.00', '+EUR 3.00', '+EUR 2.00', '+EUR 1.00']);
    expect(transactionsRequests(urls).at(-1)).toEqual({ page: '2', pageSize: '20' });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('past the last page (a stale shared link) says so and leads back to the last page', async () => {
    const { runtime, search } = await ledger('history-past-end');
    await runtime.api.accounts.deposit('3201', 1);
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions?page=4');
    expect(await screen.findByText('No transactions in this range.')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(pages).getByText('Page 4 of 1')).toBeTruthy();
    act(() => within(pages).getByRole('button', { name: 'Previous page' }).click());
    expect(search()).toBe('');
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('pages on without a total from the operator: Next while a page is full, "Page X" alone', async () => {
    const operator = inProcessSandbox('history-no-total');
    const recorded = {
      sandbox: operator.sandbox,
      async fetch(request: Request) {
        const response = await operator.fetch(request);
        if (!new URL(request.url).pathname.endsWith('/transactions')) return response;
        const { total: _total, ...rest } = (await response.json()) as Record<string, unknown>;
        return Response.json(rest);
      },
    };
    const { runtime } = await headerRuntime(recorded, { player: 'ledger' });
    for (let index = 1; index <= 20; index += 1) await runtime.api.accounts.deposit('3201', index);
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions');
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(pages).getByText('Page 1')).toBeTruthy();
    act(() => within(pages).getByRole('button', { name: 'Next page' }).click());
    expect(await screen.findByText('No transactions in this range.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('says when the list could not be loaded and loads it on Try again', async () => {
    const { runtime, outage } = await ledger('history-error');
    await runtime.api.accounts.deposit('3201', 7);
    outage.on = true;
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions?type=deposit');
    // The server-state cache retries three times (300, 600, 1200 ms) before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert.textContent).toContain('Your transactions could not be loaded.');
    outage.on = false;
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('+EUR 7.00');
    // The filter survived the failure.
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('deposit');
  });

  it('exports every matching row, all pages, as a CSV named after the range', async () => {
    const { runtime, urls } = await ledger('history-export');
    for (let index = 1; index <= 105; index += 1) await runtime.api.accounts.deposit('3201', 0.01);
    const files: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:history'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: lastBlob! });
    });
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions?type=deposit&from=2020-01-01&to=2030-12-31');
    await screen.findByRole('table');
    act(() => screen.getByRole('button', { name: 'Download CSV' }).click());
    expect(await screen.findByText('Downloaded 105 transactions.')).toBeTruthy();
    expect(files.map((file) => file.name)).toEqual(['transactions_2020-01-01_to_2030-12-31_deposit.csv']);
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    // UTF-8's byte order mark first (a decoder would drop it, so the bytes are read).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Date and time,Type,Description,Reference,Amount,Currency,Balance after');
    expect(lines).toHaveLength(1 + 105 + 1);
    // Newest first: the 105th cent took the balance to 501.05.
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,Deposit,Deposit,,0\.01,EUR,501\.05$/);
    expect(lines[105]).toMatch(/,0\.01,EUR,500\.01$/);
    // Two pages of 100, with the page's filters.
    expect(transactionsRequests(urls).filter((query) => query.pageSize === '100').map((query) => [query.type, query.page])).toEqual([
      ['deposit', '1'],
      ['deposit', '2'],
    ]);
  });
});

describe('/account/transactions in a zero-decimal currency', () => {
  it('shows and exports rupiah without decimals, through the operator’s currency list', async () => {
    const operator = inProcessSandbox('history-rupiah');
    const { runtime, paths } = await headerRuntime(operator, { player: 'rupiahLedger', brand: 'garuda' });
    await runtime.api.accounts.deposit('3202', 15_000);
    let lastBlob: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:history'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInShell(runtime, <AccountSectionView section="transactions" />, '/en/account/transactions');
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Deposit', 'Deposit', '+IDR 15,000', 'IDR 1,015,000']);
    expect(paths).toContain('/xapi/rest/currencies');
    act(() => screen.getByRole('button', { name: 'Download CSV' }).click());
    expect(await screen.findByText('Downloaded 1 transaction.')).toBeTruthy();
    const lines = new TextDecoder().decode(await lastBlob!.arrayBuffer()).split('\r\n');
    expect(lines[1]).toMatch(/,Deposit,Deposit,,15000,IDR,1015000$/);
  });
});

describe('/account/bets', () => {
  it('shows the settled bet with its legs and figures as My Bets does, filters by result and links open bets to My Bets', async () => {
    const { runtime, bet, outcome, winCents, urls, search } = await depositAndWin('history-bets');
    renderInShell(runtime, <AccountSectionView section="bets" />, '/en/account/bets');
    const list = await screen.findByRole('list', { name: 'Your last 50 settled bets' });
    const card = within(list).getByRole('article', { name: `Single ${outcome.outcomeDescription}` });
    expect(card.querySelector('.sb-mybets__result')!.textContent).toBe('Won');
    const legs = within(card).getByRole('list', { name: 'Selections' });
    expect(within(legs).getByText(outcome.event.description!)).toBeTruthy();
    expect(within(legs).getByText(`Odds ${bet.legs[0]!.decimal.toFixed(2)}`)).toBeTruthy();
    expect(within(card).getByTestId('mybets-total-stake').textContent).toBe(eur(333));
    expect(within(card).getByTestId('mybets-returns').textContent).toBe(eur(winCents));
    expect(urls.some((url) => url.includes('/xapi/rest/acchistory/dailySettledBets?numberOfBets=50'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'lost' } });
    expect(search()).toBe('result=lost');
    expect(await screen.findByText('No settled bets match these filters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'won' } });
    expect(await screen.findByRole('article', { name: `Single ${outcome.outcomeDescription}` })).toBeTruthy();

    const link = screen.getByRole('link', { name: 'See your open bets in My Bets' });
    expect(link.getAttribute('href')).toBe('/en/open_bets');
    await vi.waitFor(() => expect(screen.getByText('You have no open bets.', { exact: false })).toBeTruthy());
  });

  it('asks the daily settled call for the chosen day (the bettor’s midnight to midnight)', async () => {
    const { runtime, urls, outcome } = await depositAndWin('history-day');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    renderInShell(runtime, <AccountSectionView section="bets" />, `/en/account/bets?day=${day}`);
    const list = await screen.findByRole('list', { name: /^Bets settled on / });
    expect(within(list).getByRole('article', { name: `Single ${outcome.outcomeDescription}` })).toBeTruthy();
    const asked = urls.map((url) => new URL(url)).find((url) => url.pathname === '/xapi/rest/acchistory/dailySettledBets' && url.searchParams.has('from'))!;
    expect(asked.searchParams.get('from')).toBe(new Date(today.getFullYear(), today.getMonth(), today.getDate()).toISOString());
    expect(asked.searchParams.get('before')).toBe(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).toISOString());
    fireEvent.change(screen.getByLabelText('Settled on'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('No settled bets match these filters.')).toBeTruthy();
  });
});
