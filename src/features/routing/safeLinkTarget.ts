/** The schemes an operator's link may lead to; a relative link takes its page's (http or https). */
const FOLLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * What the browser's URL parser ignores before it reads a scheme (WHATWG URL "basic URL
 * parser"): leading and trailing C0 controls and spaces, and every tab and newline anywhere.
 * " javascript:" and "java\tscript:" are javascript: links to a browser, so they are to us.
 */
// eslint-disable-next-line no-control-regex -- the controls are what the URL parser strips, so they are what we strip.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;

/**
 * The address an operator-provided link may carry (settings URLs, submenus, account menu,
 * footer, adverts, seals), or null when it must not be followed: only http(s), relative,
 * mailto: and tel: are. The operator's CMS is edited by many hands, and a `data:`,
 * `vbscript:` or `javascript:` target would run in the bettor's session (or, under Trusted
 * Types, be refused by the browser with an error). The verdict is the browser's own: the
 * address is cleaned as the URL parser cleans it, then parsed against the page's base, and
 * the protocol it ends up with decides. Character references (`&#106;avascript:`) are not
 * decoded: React sets `href` as an attribute value, never through the HTML parser, so the
 * browser sees them as the literal (harmless, relative) text they are.
 *
 * The cleaned address is returned, not the resolved one, so an in-app path stays relative
 * for the sportsbook's link building (locale prefix, base path).
 */
export function safeLinkTarget(href: unknown, baseUrl: string): string | null {
  if (typeof href !== 'string') return null;
  const cleaned = href.replace(EDGE_CONTROLS, '').replace(TABS_AND_NEWLINES, '');
  let parsed: URL;
  try {
    parsed = new URL(cleaned, baseUrl);
  } catch {
    return null;
  }
  return FOLLOWED_PROTOCOLS.has(parsed.protocol) ? cleaned : null;
}
