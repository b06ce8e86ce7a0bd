/**
 * SANDBOX_ALLOWED_ORIGINS: the origins a browser page may call the sandbox API from
 * (CORS, docs/api.md "Cross-origin calls"). Unset, the demo's own origins are allowed;
 * set, the list replaces them. Browsers send an origin as scheme://host[:port] in lower
 * case with no path, and CORS compares it character for character, so every entry must
 * be written exactly that way: a near miss would be refused in the browser with no hint.
 */
export type AllowedOriginsResult = { ok: true; origins: string[] } | { ok: false; message: string };

const VARIABLE = 'SANDBOX_ALLOWED_ORIGINS';

export function parseAllowedOrigins(raw: string | undefined, defaults: readonly string[]): AllowedOriginsResult {
  if (raw === undefined) return { ok: true, origins: [...new Set(defaults)] };
  const example = defaults[0] ?? 'http://localhost:4402';
  // Empty pieces (a trailing comma, two commas) carry nothing to check: they are skipped.
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) {
    return { ok: false, message: `${VARIABLE} is set but empty. List the origins that may call the API, comma-separated (for example ${VARIABLE}=${example}), or unset it to allow the demo's own origins (${defaults.join(', ')}).` };
  }
  const origins: string[] = [];
  for (const entry of entries) {
    const checked = checkOrigin(entry);
    if (!checked.ok) return { ok: false, message: `${VARIABLE}: ${checked.message} Fix the entry and start the sandbox again.` };
    origins.push(checked.origin);
  }
  return { ok: true, origins: [...new Set(origins)] };
}

function checkOrigin(entry: string): { ok: true; origin: string } | { ok: false; message: string } {
  if (entry.includes('*')) {
    return { ok: false, message: `"${entry}" is a wildcard; list each origin exactly instead (for example http://localhost:4402,https://casino.example).` };
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { ok: false, message: `"${entry}" is not an origin. Write scheme://host[:port], for example https://casino.example or http://localhost:4402.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `"${entry}" is not an http or https origin. Write scheme://host[:port], for example https://casino.example.` };
  }
  if (url.origin !== entry) {
    return { ok: false, message: `"${entry}" is not written as browsers send an origin (no path, no trailing slash, lower case, no default port): write ${url.origin}.` };
  }
  return { ok: true, origin: url.origin };
}
