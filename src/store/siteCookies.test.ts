import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDomainCandidates, writeSiteCookie, type CookieJar } from './siteCookies';

/** A browser's cookie jar in miniature: it refuses a public suffix's domain and keeps the rest. */
function browserJar(hostname: string, publicSuffixes: readonly string[], blocked = false): CookieJar & { written: string[] } {
  const kept = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...kept].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      written.push(cookie);
      if (blocked) return;
      const [pair] = cookie.split('; ');
      const domain = /Domain=\.([^;]+)/.exec(cookie)?.[1] ?? null;
      if (domain !== null && (publicSuffixes.includes(domain) || !hostname.endsWith(domain))) return;
      const [name, value] = pair!.split('=');
      kept.set(name!, value!);
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('site cookies (spec 9: until 2100, the site\'s domain, SameSite Lax)', () => {
  it('tries the widest domain first, then narrower, then the host alone', () => {
    expect(cookieDomainCandidates('bet.example.co.uk')).toEqual(['.co.uk', '.example.co.uk', '.bet.example.co.uk', null]);
    expect(cookieDomainCandidates('example.com')).toEqual(['.example.com', null]);
    expect(cookieDomainCandidates('localhost')).toEqual([null]);
    expect(cookieDomainCandidates('127.0.0.1')).toEqual([null]);
    expect(cookieDomainCandidates('[::1]')).toEqual([null]);
  });

  it("spec 9's last two labels where the browser keeps them: sports.casino.example.com shares .example.com", () => {
    const jar = browserJar('sports.casino.example.com', ['com']);
    expect(writeSiteCookie(jar, 'sportsbook_lang', 'fr', 'sports.casino.example.com')).toBe('.example.com');
    expect(jar.written).toEqual(['sportsbook_lang=fr; Expires=Fri, 01 Jan 2100 00:00:00 GMT; Path=/; Domain=.example.com; SameSite=Lax']);
  });

  it('on bet.example.co.uk the refused .co.uk is followed by .example.co.uk, not a cookie lost', () => {
    const jar = browserJar('bet.example.co.uk', ['co.uk', 'uk']);
    expect(writeSiteCookie(jar, 'sportsbook_lang', 'fr', 'bet.example.co.uk')).toBe('.example.co.uk');
    expect(jar.read()).toBe('sportsbook_lang=fr');
    expect(jar.written.map((cookie) => /Domain=([^;]+)/.exec(cookie)?.[1])).toEqual(['.co.uk', '.example.co.uk']);
  });

  it('localhost keeps it on the host alone; a browser that keeps none is said once, nothing thrown', () => {
    expect(writeSiteCookie(browserJar('localhost', []), 'sportsbook_lang', 'es', 'localhost')).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = browserJar('example.com', [], true);
    expect(writeSiteCookie(blocked, 'blocked_test', 'x', 'example.com')).toBeUndefined();
    expect(writeSiteCookie(blocked, 'blocked_test', 'y', 'example.com')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/kept no "blocked_test" cookie on example\.com/);
  });
});
