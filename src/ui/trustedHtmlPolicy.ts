import type { TrustedHTML, TrustedTypePolicy, TrustedTypePolicyFactory } from 'trusted-types/lib';

/**
 * The Trusted Types policy the sportsbook creates, the one name an operator adds to its
 * CSP for us besides lit-html's (docs/deployment.md "Trusted Types"):
 * `require-trusted-types-for 'script'; trusted-types sportsbook lit-html`.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'sportsbook';

/** True only while DOMPurify sanitises for us (sanitiseToTrustedHtml): the policy signs nothing else. */
let signing = false;

function createPolicy(): TrustedTypePolicy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') return null;
  try {
    // Cast: DOMPurify's option is typed as a whole policy, and it calls only these two hooks.
    return factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML(markup: string) {
        if (!signing) throw new TypeError(`The "${TRUSTED_TYPES_POLICY_NAME}" Trusted Types policy signs only what DOMPurify is sanitising for the sportsbook.`);
        return markup;
      },
      // DOMPurify asks for the hook; our profile keeps no script, so nothing is ever signed.
      createScriptURL(): string {
        throw new TypeError(`The "${TRUSTED_TYPES_POLICY_NAME}" Trusted Types policy signs no script URL.`);
      },
    }) as unknown as TrustedTypePolicy;
  } catch {
    // Not allowed by the page's CSP (or created twice): DOMPurify falls back to its own
    // "dompurify" policy, which a CSP may allow instead; if neither is, the widget's region
    // shows its notice (RegionBoundary) and the page carries on.
    console.warn(
      `The sportsbook could not create its Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}", so operator HTML may not show. ` +
        `Add it to your Content-Security-Policy: trusted-types ${TRUSTED_TYPES_POLICY_NAME} lit-html (docs/deployment.md "Trusted Types").`,
    );
    return null;
  }
}

/** Created with the sanitiser's chunk, once per page; null without Trusted Types (or when refused). */
const policy = createPolicy();

/**
 * Runs DOMPurify (`sanitize`, handed the policy to use) with our policy signing, so on a
 * page that requires Trusted Types its result is a TrustedHTML that `innerHTML` accepts.
 * DOMPurify uses the policy for its own inert parse of the input and for its sanitised
 * output, the two steps its own "dompurify" policy is for; the policy is private to this
 * module and refuses to sign outside this call, so it cannot turn unsanitised markup into
 * TrustedHTML for anyone else. Without Trusted Types the result is the sanitised string.
 */
export function sanitiseToTrustedHtml(sanitize: (policy: TrustedTypePolicy | undefined) => TrustedHTML | string): TrustedHTML | string {
  signing = true;
  try {
    return sanitize(policy ?? undefined);
  } finally {
    signing = false;
  }
}
