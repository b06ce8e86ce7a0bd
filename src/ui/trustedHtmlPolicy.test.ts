import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTrustedHtml, stubTrustedTypes } from '../../tests/support/trustedTypesDouble';


// DOMPurify keeps the policy it was last given for the life of the module, so each case
// that needs a page without our policy has a file of its own (trustedHtmlPolicy.refused.test.ts).
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('the sportsbook Trusted Types policy', () => {
  it('creates one policy named "sportsbook" and hands innerHTML a TrustedHTML of the sanitised markup only', async () => {
    const policies = stubTrustedTypes();
    const { cleanOperatorHtml } = await import('./operatorHtml');
    const clean = cleanOperatorHtml('<p onclick="steal()">Bet <b>responsibly</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">more</a></p>');
    expect([...policies.keys()]).toEqual(['sportsbook']);
    expect(clean.html).toBeInstanceOf(FakeTrustedHtml);
    expect(String(clean.html)).toBe('<p>Bet <b>responsibly</b><img src="x"><a>more</a></p>');
  });

  it('signs nothing outside a sanitiser run: unsanitised markup cannot be made trusted through it', async () => {
    const policies = stubTrustedTypes();
    await import('./operatorHtml');
    const policy = policies.get('sportsbook')!;
    expect(() => policy.createHTML('<img src=x onerror=alert(1)>')).toThrow(/signs only what DOMPurify is sanitising/);
    expect(() => policy.createScriptURL('https://evil.example/x.js')).toThrow(/signs no script URL/);
  });

});
