/**
 * Spec 2 link building: absolute http(s) links stay as they are; paths starting with /
 * get the locale in front, replacing an existing two-letter first segment if it is one of
 * the available locales. Anything else (relative links, protocol-relative '//host',
 * mailto:, #anchors) is unchanged.
 *
 * The target locale's own segment is replaced too, even when it is missing from the
 * available list, so building a link twice gives the same link (no '/xx/xx/...').
 */
export function buildLink(href: string, locale: string, availableLocales: readonly string[]): string {
  if (/^https?:\/\//i.test(href) || !href.startsWith('/') || href.startsWith('//')) return href;
  const suffixStart = href.search(/[?#]/);
  const path = suffixStart === -1 ? href : href.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : href.slice(suffixStart);
  // path starts with '/', so parts[0] is '' and parts[1] is the first segment.
  const parts = path.split('/').slice(1);
  const [first] = parts;
  const hasLocale = first !== undefined && /^[A-Za-z]{2}$/.test(first) && (availableLocales.includes(first) || first === locale);
  const rest = (hasLocale ? parts.slice(1) : parts).join('/');
  return `/${locale}${rest === '' ? '' : `/${rest}`}${suffix}`;
}
