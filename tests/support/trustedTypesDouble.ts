import { vi } from 'vitest';

/**
 * jsdom has no Trusted Types. This stands in for a browser that has them, in unit tests
 * of the sportsbook's policy (src/ui/trustedHtmlPolicy.ts); the real browser is tested by
 * tests/e2e/trustedTypes.spec.ts under `require-trusted-types-for 'script'`.
 */

/** A browser's TrustedHTML, as far as a test can have one: a wrapper that only a policy makes. */
export class FakeTrustedHtml {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup;
  }
}

/**
 * window.trustedTypes with the policies the page created, as a browser that supports them
 * has it; a name in `refuse` (or a second policy of one name) is refused as a page's CSP
 * `trusted-types` list would. Undone by `vi.unstubAllGlobals()`.
 */
export function stubTrustedTypes(refuse: readonly string[] = []) {
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
