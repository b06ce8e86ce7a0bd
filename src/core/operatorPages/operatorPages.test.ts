import { describe, expect, it } from 'vitest';
import { chooseOperatorPage, readOperatorMessage, readOperatorPageMode, readOperatorPages, type OperatorPage } from './operatorPages';

const context = { returnUrl: 'https://bet.operator.test/en/live/sport/?brand=eurobet', locale: 'en' };
const base = 'https://bet.operator.test/en/live/sport/';
const page = (mode: OperatorPage['mode'], url: string | null): OperatorPage => ({ action: 'deposit', mode, url });

describe('operator page modes (cashier_mode, registration_mode, forgotten_password_mode)', () => {
  it('reads each mode, any case, with - for _, and same_tab when unset or blank', () => {
    expect(readOperatorPageMode('frame', 'cashier_mode')).toEqual({ mode: 'frame', problem: null });
    expect(readOperatorPageMode(' New-Tab ', 'registration_mode')).toEqual({ mode: 'new_tab', problem: null });
    expect(readOperatorPageMode('HOST', 'forgotten_password_mode')).toEqual({ mode: 'host', problem: null });
    expect(readOperatorPageMode(undefined, 'cashier_mode')).toEqual({ mode: 'same_tab', problem: null });
    expect(readOperatorPageMode('  ', 'cashier_mode')).toEqual({ mode: 'same_tab', problem: null });
  });

  it('refuses a bad value with a problem that names the setting, the value and the fix, and falls back to same_tab', () => {
    const popup = readOperatorPageMode('popup', 'cashier_mode');
    expect(popup.mode).toBe('same_tab');
    expect(popup.problem).toBe(
      'Sportsbook: the operator setting cashier_mode is "popup", which is not a mode. Set it to one of same_tab, new_tab, host, frame (docs/account-cashier.md); meanwhile the operator\'s cashier opens in the same tab.',
    );
    expect(readOperatorPageMode(3, 'registration_mode')).toMatchObject({ mode: 'same_tab', problem: expect.stringContaining('registration_mode is 3') });
  });

  it('reads every page: the cashier mode for deposit, withdraw and cashier; addresses trimmed, blank is not configured', () => {
    const read = readOperatorPages({ cashier_mode: 'frame', registration_mode: 'nope', deposit_url: ' https://pay.test/in ', withdraw_url: '', registration_url: '/join' });
    expect(read.pages.deposit).toEqual({ action: 'deposit', mode: 'frame', url: 'https://pay.test/in' });
    expect(read.pages.withdraw).toEqual({ action: 'withdraw', mode: 'frame', url: null });
    expect(read.pages.cashier).toEqual({ action: 'cashier', mode: 'frame', url: null });
    expect(read.pages.register).toEqual({ action: 'register', mode: 'same_tab', url: '/join' });
    expect(read.pages['forgotten-password']).toEqual({ action: 'forgotten-password', mode: 'same_tab', url: null });
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toContain('registration_mode is "nope"');
    expect(readOperatorPages(null).problems).toEqual([]);
  });
});

describe('link, event or frame', () => {
  it('hides a page whose address is not configured, in every mode but host', () => {
    for (const mode of ['same_tab', 'new_tab', 'frame'] as const) expect(chooseOperatorPage(page(mode, null), context, base)).toEqual({ kind: 'hidden' });
    expect(chooseOperatorPage(page('host', null), context, base)).toEqual({ kind: 'host' });
    expect(chooseOperatorPage(page('host', 'https://pay.test/in'), context, base)).toEqual({ kind: 'host' });
  });

  it('links same_tab and new_tab; an absolute address carries return_url, lang and the suggested amount', () => {
    expect(chooseOperatorPage(page('same_tab', 'https://pay.test/cashier?action=deposit'), { ...context, amount: '12.50' }, base)).toEqual({
      kind: 'link',
      newTab: false,
      href: 'https://pay.test/cashier?action=deposit&return_url=https%3A%2F%2Fbet.operator.test%2Fen%2Flive%2Fsport%2F%3Fbrand%3Deurobet&lang=en&amount=12.50',
    });
    expect(chooseOperatorPage(page('new_tab', 'https://pay.test/out'), context, base)).toMatchObject({ kind: 'link', newTab: true, href: expect.stringMatching(/^https:\/\/pay\.test\/out\?return_url=/) });
    // An in-app path stays as configured: the link puts the locale in front.
    expect(chooseOperatorPage(page('same_tab', '/account/deposit'), context, base)).toEqual({ kind: 'link', newTab: false, href: '/account/deposit' });
  });

  it('frames the absolute address and takes messages from its origin; a relative address resolves against the page', () => {
    expect(chooseOperatorPage(page('frame', 'https://pay.test:8443/cashier?action=withdraw'), context, base)).toEqual({
      kind: 'frame',
      origin: 'https://pay.test:8443',
      src: expect.stringMatching(/^https:\/\/pay\.test:8443\/cashier\?action=withdraw&return_url=.*&lang=en$/),
    });
    expect(chooseOperatorPage(page('frame', '/operator/cashier'), context, base)).toMatchObject({ kind: 'frame', origin: 'https://bet.operator.test' });
    // Nothing but http(s) is framed.
    expect(chooseOperatorPage(page('frame', 'javascript:alert(1)'), context, base)).toEqual({ kind: 'hidden' });
  });
});

describe('the frame messages', () => {
  const origin = 'https://pay.test';
  it('takes done, close and resize from the configured origin', () => {
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'done', amount: 5 }, origin, origin)).toEqual({ action: 'done' });
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'close' }, origin, origin)).toEqual({ action: 'close' });
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'resize', height: 480.4 }, origin, origin)).toEqual({ action: 'resize', height: 480 });
  });

  it('ignores another origin, another type, an unknown action and a bad height', () => {
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'done' }, 'https://evil.test', origin)).toBeNull();
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'done' }, 'http://pay.test', origin)).toBeNull();
    expect(readOperatorMessage({ type: 'other', action: 'done' }, origin, origin)).toBeNull();
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'pay' }, origin, origin)).toBeNull();
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'resize', height: -1 }, origin, origin)).toBeNull();
    expect(readOperatorMessage({ type: 'sportsbook-operator', action: 'resize', height: '300' }, origin, origin)).toBeNull();
    expect(readOperatorMessage('done', origin, origin)).toBeNull();
  });
});
