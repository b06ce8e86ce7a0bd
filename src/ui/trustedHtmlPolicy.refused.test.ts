import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's TrustedHTML, as far as a test can have one: a wrapper that only a policy makes. */
class FakeTrustedHtml {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup;
  }
}

/** window.trustedTypes with the policies the page created, as a browser that supports them has it. */
function stubTrustedTypes(refuse: readonly string[] = []) {
  const policies = new Map<string, { createHTML(input: string): FakeTrustedHtml; createScriptURL(input: string): string }>();
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }) {
      if (refuse.includes(name) || policies.has(name)) throw new TypeError(`Refused to create a TrustedTypePolicy named '${name}'`);
      const policy = { name, createHTML: (input: string) => new FakeTrustedHtml(rules.createHTML(input)), createScriptURL: (input: string) => rules.createScriptURL(input) };
      policies.set(name, policy);
      return policy;
    },
  });
  return policies;
}

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
