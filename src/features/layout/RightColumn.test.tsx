import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { RightColumn } from './RightColumn';

const column = () => screen.getByRole('complementary', { name: 'Betslip and My Bets' });

async function setup(path: string, items: { name: string; id: number }[] = []) {
  window.history.replaceState(null, '', path);
  const { runtime, requests } = await layoutRuntime({}, { widgets: { 3: '<p>Acca boost</p>' } });
  renderInShell(runtime, <RightColumn items={items} />);
  return { runtime, requests };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('right column (spec 2 desktop)', () => {
  it('shows the jackpot betslip when the address has a jackpotEvent parameter (its contents: features/jackpot tests)', async () => {
    await setup('/en/jackpot?jackpotEvent=weekend-13');
    // At once, while the slip's code loads (JackpotBetslipRegion): its heading and loading line.
    expect(within(within(column()).getByRole('region', { name: 'Jackpot betslip' })).getByRole('status').textContent).toBe('Loading jackpots…');
    // This operator has no jackpots to answer with: the slip says so instead of a coupon.
    const alert = await within(column()).findByRole('alert');
    expect(within(column()).getByRole('region', { name: 'Jackpot betslip' }).contains(alert)).toBe(true);
    expect(within(column()).queryByRole('button', { name: /Betslip/ })).toBeNull();
  });

  it('shows the normal betslip without it', async () => {
    await setup('/en/jackpot');
    expect(within(column()).queryByRole('region', { name: 'Jackpot betslip' })).toBeNull();
    expect(within(column()).getByRole('button', { name: /Betslip/ })).toBeTruthy();
  });

  it('opening the betslip closes My Bets, however the slip opens', async () => {
    const { runtime } = await setup('/en/sports');
    const { betslip, myBets } = runtime.store;
    act(() => myBets.open());
    expect(within(column()).getByRole('heading', { name: 'My Bets' })).toBeTruthy();
    act(() => {
      seedCatalogue(runtime.store.catalogue);
      betslip.addSelection('o1-1');
    });
    expect(betslip.isOpen.value).toBe(true);
    expect(myBets.modal.value).toBe('closed');
    expect(within(column()).queryByRole('heading', { name: 'My Bets' })).toBeNull();
    expect(within(column()).getByRole('heading', { name: /Betslip/ })).toBeTruthy();
  });

  it('My Bets closes from its own button', async () => {
    const { runtime } = await setup('/en/sports');
    act(() => runtime.store.myBets.open());
    act(() => within(column()).getByRole('button', { name: 'Close My Bets' }).click());
    expect(runtime.store.myBets.modal.value).toBe('closed');
  });

  it('scrolls back to the top when the number of bets changes, not before', async () => {
    const { runtime } = await setup('/en/sports');
    const aside = column();
    aside.scrollTop = 480;
    act(() => runtime.store.myBets.selectTab('settled'));
    expect(aside.scrollTop).toBe(480);
    act(() => {
      seedCatalogue(runtime.store.catalogue);
      runtime.store.betslip.addSelection('o1-1');
    });
    expect(aside.scrollTop).toBe(0);
    aside.scrollTop = 300;
    act(() => runtime.store.betslip.addSelection('o2-1'));
    expect(aside.scrollTop).toBe(0);
  });

  it('scrolls back to the top when a selection is removed, and when the slip opens from elsewhere (the floating bar)', async () => {
    const { runtime } = await setup('/en/sports');
    const aside = column();
    act(() => {
      seedCatalogue(runtime.store.catalogue);
      runtime.store.betslip.addSelection('o1-1');
      runtime.store.betslip.addSelection('o2-1');
      runtime.store.betslip.close();
    });
    aside.scrollTop = 250;
    act(() => void runtime.store.betslip.removeSelection('o2-1'));
    expect(aside.scrollTop).toBe(0);
    aside.scrollTop = 250;
    act(() => runtime.store.betslip.open());
    expect(aside.scrollTop).toBe(0);
  });

  it('shows the layout’s right_column items after the slip, in order; an advert the operator refuses shows nothing', async () => {
    const { requests } = await setup('/en/sports', [
      { name: 'advert', id: 11 },
      { name: 'html_widget', id: 3 },
    ]);
    expect(await within(column()).findByText('Acca boost')).toBeTruthy();
    expect(column().querySelectorAll('.sb-layout-item')).toHaveLength(1);
    // Asked for (the cache retries a refused request, spec 9), and only for advert 11.
    await waitFor(() => expect(new Set(requests.filter((request) => request.startsWith('/api/adverts/')).map((request) => request.split('?')[0]))).toEqual(new Set(['/api/adverts/11'])));
    expect(column().querySelector('.sb-advert')).toBeNull();
  });
});
