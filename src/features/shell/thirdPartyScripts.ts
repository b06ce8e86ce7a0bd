// Reads addresses against the page (URL), so it lives beside the shell rather than in core, which has no URL.
/** One script the operator asks the standalone site to load (spec 3, third_party_scripts). */
export interface ThirdPartyScript {
  /** The script's absolute address (http or https). */
  src: string;
  /** Subresource integrity ("sha384-..."), checked by the browser when given. */
  integrity: string | null;
  /** The crossorigin attribute: integrity on another origin needs 'anonymous'. */
  crossOrigin: 'anonymous' | 'use-credentials' | null;
}

const INTEGRITY = /^(sha256|sha384|sha512)-[A-Za-z0-9+/=]+( (sha256|sha384|sha512)-[A-Za-z0-9+/=]+)*$/;

/**
 * Reads the operator's third_party_scripts: a list of addresses ("https://tags.example/t.js")
 * or objects { src, integrity?, crossorigin? }, relative addresses read against the page.
 * Only http(s) addresses are taken: an inline script, a javascript: or data: address would
 * be code from settings run as the page's own, which no CSP without 'unsafe-inline' allows
 * and which we never run. Entries that cannot be read are skipped and named in `skipped`,
 * so one typo costs one script, not the list. The same address twice loads once.
 */
export function readThirdPartyScripts(value: unknown, pageUrl: string): { scripts: ThirdPartyScript[]; skipped: string[] } {
  const scripts: ThirdPartyScript[] = [];
  const skipped: string[] = [];
  if (value === undefined || value === null || value === '') return { scripts, skipped };
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? parseList(value) : [value];
  for (const entry of list) {
    const raw = typeof entry === 'string' ? { src: entry } : typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    const src = raw && typeof raw.src === 'string' ? absoluteHttpUrl(raw.src, pageUrl) : null;
    if (!raw || src === null) {
      skipped.push(`${JSON.stringify(entry)} is not a script address: give an http(s) address, or { "src": "https://..." }.`);
      continue;
    }
    if (scripts.some((script) => script.src === src)) continue;
    const integrity = typeof raw.integrity === 'string' && INTEGRITY.test(raw.integrity.trim()) ? raw.integrity.trim() : null;
    const crossOrigin = raw.crossorigin === 'use-credentials' ? 'use-credentials' : raw.crossorigin === 'anonymous' || integrity !== null ? 'anonymous' : null;
    scripts.push({ src, integrity, crossOrigin });
  }
  return { scripts, skipped };
}

/** A back office may send the list as JSON text. */
function parseList(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [text];
  }
}

function absoluteHttpUrl(text: string, pageUrl: string): string | null {
  try {
    const url = new URL(text.trim(), pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
