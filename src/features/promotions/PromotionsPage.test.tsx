import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { loadSanitizer } from '../../ui/loadSanitizer';
import { disposeTestRuntimes, renderInRouter, testRuntime } from '../runtime/testRuntime';
import { PromotionsPage } from './PromotionsPage';

const API = 'http://sandbox.test';

beforeAll(() => loadSanitizer());
afterEach(disposeTestRuntimes);
beforeEach(() => {
  stubQuietEventSource();
  window.history.replaceState(null, '', '/en/promotions');
});

type Rewrite = (path: string, response: Response) => Promise<Response> | Response;

/** A runtime on the in-process sandbox; `rewrite` may change an answer on its way (what a real operator could send). */
async function setup({ settings, rewrite, locale }: { settings?: Record<string, unknown>; rewrite?: Rewrite; locale?: string } = {}) {
  const operator = sandboxFetch({ seed: 'promotions-page', ...(settings ? { settings } : {}) });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await operator.fetch(request);
    return rewrite ? rewrite(new URL(request.url).pathname, response) : response;
  }) as typeof globalThis.fetch;
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: `${API}/`, ...(locale ? { locale } : {}) }, fetch });
  const admin = (path: string, method: string, body?: unknown) =>
    operator.fetch(new Request(`${API}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })).then((response) => response.json() as Promise<Record<string, unknown>>);
  return { runtime, operator, admin };
}

const cardTitles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('promotions list', () => {
  it('shows the parlay promotion first, then the operator’s running offers ending soonest first, each with dates, a call to action and its terms', async () => {
    const { runtime } = await setup();
    renderInRouter(runtime, <PromotionsPage promotionId={null} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Current promotions' });
    expect(cardTitles(list)).toEqual(['Acca extra winnings', 'Bet EUR 10, get a free bet', 'Acca insurance', 'Cash out, your way']);
    const parlay = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(parlay.textContent).toContain('Up to 25% extra winnings on your multiples, up to EUR 500.00 a bet.');
    const insurance = within(list).getAllByRole('listitem')[2] as HTMLElement;
    expect(within(insurance).getByRole('link', { name: 'Acca insurance' }).getAttribute('href')).toBe('/en/promotions/acca-insurance');
    expect(within(insurance).getByRole('link', { name: 'Build an acca' }).getAttribute('href')).toBe('/en/sports');
    expect(within(insurance).getByRole('link', { name: 'Details and terms: Acca insurance' })).toBeTruthy();
    expect(insurance.textContent).toMatch(/Ends \d{1,2} \w{3} \d{4}|Ends \w{3} \d{1,2}, \d{4}/);
    expect(insurance.textContent).toContain('Opt-in');
    expect(insurance.querySelector('img')?.getAttribute('src')).toBe(`${API}/api/promotion-assets/acca-insurance.svg`);
  });

  it('links cards under the configured promotions address', async () => {
    window.history.replaceState(null, '', '/en/offers');
    const { runtime } = await setup({ settings: { promotions_url: '/offers' } });
    renderInRouter(runtime, <PromotionsPage promotionId={null} />);
    const list = await screen.findByRole('list', { name: 'Current promotions' });
    expect(within(list).getByRole('link', { name: 'Acca insurance' }).getAttribute('href')).toBe('/en/offers/acca-insurance');
    expect(within(list).getByRole('link', { name: 'Acca extra winnings' }).getAttribute('href')).toBe('/en/offers/extra-winnings');
  });

  it('says "No promotions right now" when the operator has none and the parlay promotion pays nothing', async () => {
    const { runtime, admin } = await setup({
      rewrite: (path, response) => (path === '/xapi/rest/promotions/epw' ? Response.json({ epwPromoFilterValues: [], maxAmount: 0 }) : response),
    });
    await admin('/sandbox/content', 'PUT', { promotions: { list: 'none' } });
    renderInRouter(runtime, <PromotionsPage promotionId={null} />);
    expect((await screen.findByText('No promotions right now')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Current promotions' })).toBeNull();
  });

  it('says the list failed, with a Retry that loads it once the operator answers again', async () => {
    let epwUp = false;
    const { runtime, admin } = await setup({ rewrite: (path, response) => (path === '/xapi/rest/promotions/epw' && !epwUp ? new Response('down', { status: 503 }) : response) });
    await admin('/sandbox/content', 'PUT', { promotions: { list: 'fail' } });
    renderInRouter(runtime, <PromotionsPage promotionId={null} />);
    // The API client tries a failed read again before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Promotions could not be loaded.');
    await admin('/sandbox/content', 'DELETE');
    epwUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Current promotions' });
    expect(cardTitles(list)).toContain('Acca insurance');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves out an entry that does not read and shows the others', async () => {
    const { runtime } = await setup({
      rewrite: async (path, response) => {
        if (path !== '/xapi/rest/promotions') return response;
        const body = (await response.json()) as { promotions: Record<string, unknown>[] };
        return Response.json({ promotions: [{ id: 'broken' }, ...body.promotions] });
      },
    });
    renderInRouter(runtime, <PromotionsPage promotionId={null} />);
    const list = await screen.findByRole('list', { name: 'Current promotions' });
    expect(cardTitles(list)).toHaveLength(4);
  });

  it('says promotions are unavailable when the operator has them off', async () => {
    const { runtime, operator } = await setup({ settings: { promotions_enabled: false } });
    renderInRouter(runtime, <PromotionsPage promotionId={null} />);
    expect((await screen.findByRole('status')).textContent).toBe('Promotions are not available on this site.');
    expect(operator.requests.filter((request) => request.includes('/xapi/rest/promotions'))).toEqual([]);
  });
});

describe('a promotion’s page', () => {
  it('shows its terms, sanitised, and the operator’s call to action', async () => {
    const { runtime } = await setup({
      rewrite: async (path, response) => {
        if (path !== '/xapi/rest/promotions/acca-insurance') return response;
        const body = (await response.json()) as Record<string, unknown>;
        return Response.json({ ...body, termsHtml: `${String(body.termsHtml)}<script>window.__termsRan = true</script><a href="javascript:alert(1)">bad link</a><img src="x" onerror="window.__termsRan = true">` });
      },
    });
    renderInRouter(runtime, <PromotionsPage promotionId="acca-insurance" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acca insurance' })).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    await waitFor(() => expect(terms.textContent).toContain('One refund per player per day.'));
    expect(within(terms).getByText('Place a multiple of 5 or more selections, each at odds of 1.30 or more.').tagName).toBe('LI');
    expect(terms.querySelector('script')).toBeNull();
    expect(terms.querySelector('[onerror]')).toBeNull();
    expect(within(terms).getByText('bad link').getAttribute('href')).toBeNull();
    expect((window as { __termsRan?: boolean }).__termsRan).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Build an acca' }).getAttribute('href')).toBe('/en/sports');
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/en/promotions');
  });

  it('says a promotion the operator does not offer has ended, without a Retry', async () => {
    const { runtime } = await setup();
    renderInRouter(runtime, <PromotionsPage promotionId="extra-place-saturday" />);
    expect((await screen.findByText('This promotion has ended or is not offered here.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks a logged-out visitor to log in to opt in', async () => {
    const { runtime } = await setup();
    renderInRouter(runtime, <PromotionsPage promotionId="acca-insurance" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to opt in' }));
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });

  it('opts a logged-in player in (the operator records it), says so, and after a failure tries again', async () => {
    const { runtime, admin } = await setup();
    await runtime.store.session.login('demo', 'demo1234');
    await admin('/sandbox/content', 'PUT', { promotions: { optIn: 'fail' } });
    const view = renderInRouter(runtime, <PromotionsPage promotionId="acca-insurance" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not opt you in. Please try again.');
    expect((await admin('/sandbox/promotions/opt-ins?accountId=1001', 'GET')).optIns).toEqual([]);

    await admin('/sandbox/content', 'DELETE');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You’re in'.replace('’', "'"))).toBeTruthy();
    expect((await admin('/sandbox/promotions/opt-ins?accountId=1001', 'GET')).optIns).toEqual([expect.objectContaining({ accountId: '1001', promotionId: 'acca-insurance' })]);

    // A new visit reads it from the operator.
    view.unmount();
    renderInRouter(runtime, <PromotionsPage promotionId="acca-insurance" />);
    expect((await screen.findByText("You're in")).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opt in' })).toBeNull();
  });

  it('tells a player excluded from promotions, instead of an opt-in button', async () => {
    const { runtime } = await setup();
    await runtime.store.session.login('noPromo', 'demo1234');
    renderInRouter(runtime, <PromotionsPage promotionId="acca-insurance" />);
    expect(await screen.findByText('Your account is excluded from promotions, so you cannot opt in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opt in' })).toBeNull();
  });
});

describe('the parlay extra-winnings page', () => {
  const rows = (name = 'Extra winnings by number of selections') =>
    within(screen.getByRole('table', { name }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it('shows the operator’s tiers and cap in the bettor’s currency', async () => {
    const { runtime } = await setup();
    await runtime.store.session.login('safari', 'demo1234');
    renderInRouter(runtime, <PromotionsPage promotionId="extra-winnings" />);
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['3 to 4', '5%'],
      ['5 to 7', '10%'],
      ['8 or more', '25%'],
    ]);
    expect(screen.getByRole('definition').textContent).toBe('KES 500.00');
    expect(screen.queryByText(/excluded from promotions/)).toBeNull();
  });

  it('writes figures in the bettor’s language', async () => {
    window.history.replaceState(null, '', '/fr/promotions/extra-winnings');
    const { runtime } = await setup({ locale: 'fr' });
    renderInRouter(runtime, <PromotionsPage promotionId="extra-winnings" />);
    await screen.findByRole('table', { name: 'Gains bonus selon le nombre de sélections' });
    expect(rows('Gains bonus selon le nombre de sélections')).toEqual([
      ['De 3 à 4', '5\u00a0%'],
      ['De 5 à 7', '10\u00a0%'],
      ['8 ou plus', '25\u00a0%'],
    ]);
  });

  it('tells a player excluded from promotions that extra winnings do not apply', async () => {
    const { runtime } = await setup();
    await runtime.store.session.login('noPromo', 'demo1234');
    renderInRouter(runtime, <PromotionsPage promotionId="extra-winnings" />);
    expect((await screen.findByRole('note')).textContent).toBe('Your account is excluded from promotions: extra winnings do not apply to your bets.');
  });
});
