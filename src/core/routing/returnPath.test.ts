import { describe, expect, it } from 'vitest';
import { loginPageAddress, safeReturnPath } from './returnPath';

describe('safeReturnPath (spec 6: back to the page a login started from)', () => {
  it.each([
    ['/en/account/transactions?type=deposit&page=2', '/account/transactions?type=deposit&page=2'],
    ['/account', '/account'],
    ['/es/account/balances', '/account/balances'],
    ['/en', '/'],
  ])('keeps the in-app path %s as %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    ['//evil.test/account'],
    ['/\\evil.test'],
    ['https://evil.test/'],
    ['javascript:alert(1)'],
    ['account'],
    ['/account\n/x'],
    ['/en/login'],
    ['/login?return=/account'],
    [''],
    [null],
    [undefined],
  ])('returns home instead of %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });

  it('builds the login page address with the way back, or none for home', () => {
    expect(loginPageAddress('/en/account/bets')).toBe('/login?return=%2Faccount%2Fbets');
    expect(loginPageAddress('/en/login')).toBe('/login');
    expect(loginPageAddress('/en')).toBe('/login');
  });
});
