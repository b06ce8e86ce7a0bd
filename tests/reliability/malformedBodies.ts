/**
 * Malformed answers an operator's API (or a proxy in front of it) really sends: a body cut
 * off, the right shape with the wrong types, nulls, numbers no price or balance can be,
 * empty lists, a proxy's HTML error page, a 200 that is not JSON. Each is made from the
 * endpoint's real answer where it has one, so the wrong values sit exactly where the SDK
 * reads the right ones. docs/reliability.md "The reliability suite".
 */
export interface MalformedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export const MALFORMED_KINDS = ['truncated JSON', 'wrong types', 'nulls', 'huge numbers', 'empty arrays', 'HTML error page', '200 text/plain'] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Rewrites every leaf with `leaf`, and every list with `list` (by default: each item rewritten). */
function mapJson(value: Json, leaf: (value: null | boolean | number | string) => Json, list?: (items: Json[]) => Json): Json {
  if (Array.isArray(value)) return list ? list(value) : value.map((item) => mapJson(item, leaf, list));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapJson(entry, leaf, list)]));
  return leaf(value);
}

/** Strings where numbers are, numbers where strings are, booleans as words, null as an object. */
const swapType = (value: null | boolean | number | string): Json => {
  if (typeof value === 'string') return value.length % 2 === 0 ? 404 : -1;
  if (typeof value === 'number') return String(value) === '0' ? 'zero' : `${value}x`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return {};
};

/**
 * Numbers JSON can carry and nothing can mean: past a double (read as Infinity), near
 * its edge either way, and past the safe integers. Written into the text after stringifying.
 */
const HUGE = ['1e400', '-1.7976931348623157e308', '1.7976931348623157e308', '9007199254740993123'];

export function malformedAnswer(kind: MalformedKind, realBody: string): MalformedAnswer {
  const json = (body: string): MalformedAnswer => ({ status: 200, contentType: 'application/json', body });
  let parsed: Json;
  try {
    parsed = JSON.parse(realBody) as Json;
  } catch {
    parsed = { value: realBody };
  }
  switch (kind) {
    case 'truncated JSON':
      return json(realBody.slice(0, Math.max(1, Math.floor(realBody.length / 2))));
    case 'wrong types':
      return json(JSON.stringify(mapJson(parsed, swapType)));
    case 'nulls':
      return json(JSON.stringify(mapJson(parsed, () => null, (items) => items.map(() => null))));
    case 'huge numbers': {
      let index = 0;
      const marked = JSON.stringify(mapJson(parsed, (value) => (typeof value === 'number' ? `__huge_${index++}__` : value)));
      return json(marked.replace(/"__huge_(\d+)__"/g, (_match, at: string) => HUGE[Number(at) % HUGE.length]!));
    }
    case 'empty arrays':
      return json(JSON.stringify(Array.isArray(parsed) ? [] : mapJson(parsed, (value) => value, () => [])));
    case 'HTML error page':
      return { status: 502, contentType: 'text/html', body: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>' };
    case '200 text/plain':
      return { status: 200, contentType: 'text/plain', body: 'Service temporarily unavailable, please try again later.' };
  }
}
