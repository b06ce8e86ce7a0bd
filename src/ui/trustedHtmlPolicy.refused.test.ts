import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrustedTypes } from '../../tests/support/trustedTypesDouble';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('the sportsbook Trusted Types policy, refused by the page', () => {
  it('warns with the CSP to write when the page refuses the policy, and DOMPurify falls back to its own', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const policies = stubTrustedTypes(['sportsbook']);
    const { cleanOperatorHtml } = await import('./operatorHtml');
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('trusted-types sportsbook lit-html')]);
    expect(String(cleanOperatorHtml('<i onmouseover="x()">hi</i>').html)).toBe('<i>hi</i>');
    expect([...policies.keys()]).toEqual(['dompurify']);
  });

});
