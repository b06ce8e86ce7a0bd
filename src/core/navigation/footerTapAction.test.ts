import { describe, expect, it } from 'vitest';
import { footerTapAction } from './footerTapAction';

const account = { id: 'account' as const, href: '/account' };
const myBets = { id: 'mybets' as const, href: '/open_bets' };

describe('footer taps (spec 2)', () => {
  it('My Account: logged in goes to /account, logged out starts login', () => {
    expect(footerTapAction(account, { loggedIn: true, currentPath: '/en/sports' })).toEqual({ kind: 'navigate', href: '/account' });
    expect(footerTapAction(account, { loggedIn: false, currentPath: '/en/sports' })).toEqual({ kind: 'start-login', flow: 'dialog' });
    expect(footerTapAction(account, { loggedIn: false, currentPath: '/en/sports', externalLogin: true })).toEqual({ kind: 'start-login', flow: 'external' });
  });

  it('My Bets: logged out starts login, on a mybets page goes back, else toggles the modal', () => {
    expect(footerTapAction(myBets, { loggedIn: false, currentPath: '/en/open_bets' })).toEqual({ kind: 'start-login', flow: 'dialog' });
    expect(footerTapAction(myBets, { loggedIn: true, currentPath: '/en/open_bets' })).toEqual({ kind: 'go-back' });
    expect(footerTapAction(myBets, { loggedIn: true, currentPath: '/en/account/mybets' })).toEqual({ kind: 'go-back' });
    expect(footerTapAction(myBets, { loggedIn: true, currentPath: '/en/sports' })).toEqual({ kind: 'toggle-mybets' });
  });

  it('toggles the betslip and the menu, navigates for the rest', () => {
    expect(footerTapAction({ id: 'betslip', href: null }, { loggedIn: false, currentPath: '/' })).toEqual({ kind: 'toggle-betslip' });
    expect(footerTapAction({ id: 'menu', href: null }, { loggedIn: false, currentPath: '/' })).toEqual({ kind: 'toggle-menu' });
    expect(footerTapAction({ id: 'live', href: '/live/sport/' }, { loggedIn: false, currentPath: '/' })).toEqual({ kind: 'navigate', href: '/live/sport/' });
    expect(footerTapAction({ id: 'promotions', href: 'https://promo.example' }, { loggedIn: false, currentPath: '/' })).toEqual({ kind: 'navigate', href: 'https://promo.example' });
  });
});
