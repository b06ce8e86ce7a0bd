/**
 * postMessage to a parent frame must name the one origin allowed to read it; '*' would
 * hand login and balance events to whatever page framed us. So the host-origin setting is
 * accepted only as an exact origin: scheme, host and optional port, nothing else.
 */
const ORIGIN = /^(https?):\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/;

export type HostOriginResult =
  | { ok: true; origin: string }
  | { ok: false; problem: string };

export function parseHostOrigin(value: string): HostOriginResult {
  const candidate = value.trim().toLowerCase().replace(/\/$/, '');
  if (candidate === '*') {
    return {
      ok: false,
      problem:
        '"*" would let any page that frames the sportsbook read its messages. Use the exact origin of the host page, for example https://casino.example.com.',
    };
  }
  const match = ORIGIN.exec(candidate);
  const port = match?.[4] ? Number(match[4].slice(1)) : undefined;
  if (!match || (port !== undefined && (port < 1 || port > 65535))) {
    return {
      ok: false,
      problem: `"${value}" is not an origin. Use scheme, host and port only, for example https://casino.example.com or http://localhost:8080 (no path, no wildcard).`,
    };
  }
  return { ok: true, origin: candidate };
}
