import { cookieString } from './persistence';

/**
 * The bettor's language, for the operator's server: the site's bare address opens in it
 * (docs/site.md "The language cookie").
 */
export const LANGUAGE_COOKIE = 'sportsbook_lang';

/** The document's cookies as a page reads and writes them (`document.cookie`). */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/**
 * The domains a site cookie is tried on, widest first, then none (the host alone). Spec 9
 * says "the last two labels", which on `bet.example.co.uk` is `.co.uk`: a public suffix the
 * browser refuses without a word. So each wider domain is tried and the browser's own
 * public-suffix list decides (the way analytics tags find a site's domain): `.co.uk` is
 * refused, `.example.co.uk` kept. An IP address, localhost or a one-label host gets none.
 */
export function cookieDomainCandidates(hostname: string): (string | null)[] {
  const labels = hostname.split('.').filter((label) => label !== '');
  const isIp = /^\d+(\.\d+){3}$/.test(hostname) || hostname.includes(':');
  if (isIp || labels.length < 2) return [null];
  const widestFirst: string[] = [];
  for (let count = 2; count <= labels.length; count += 1) widestFirst.push(`.${labels.slice(-count).join('.')}`);
  return [...widestFirst, null];
}

const holds = (jar: CookieJar, name: string, value: string) => jar.read().split(/;\s*/).includes(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);

/**
 * Writes a site cookie (spec 9: until 2100, SameSite Lax) on the widest domain the browser
 * keeps: the domain it was kept on, null for the host alone, or undefined when the browser
 * keeps no cookie at all (blocked), which the console is told once per name.
 */
export function writeSiteCookie(jar: CookieJar, name: string, value: string, hostname: string): string | null | undefined {
  for (const domain of cookieDomainCandidates(hostname)) {
    jar.write(cookieString(name, value, domain));
    if (holds(jar, name, value)) return domain;
  }
  if (!refusedNames.has(name)) {
    refusedNames.add(name);
    console.warn(`Sportsbook: the browser kept no "${name}" cookie on ${hostname} (cookies blocked?). The site still works; the operator's server cannot read the bettor's ${name} from it.`);
  }
  return undefined;
}

const refusedNames = new Set<string>();
