/**
 * A `url` provider's stream id is the stream's address: absolute, or a path on the
 * operator's API origin (the sandbox's `/sandbox/streams/{id}.webm`). Only http(s) plays;
 * anything else (a `javascript:` or `data:` id from a broken feed) is no stream at all.
 */
export function streamAddress(streamId: string, apiBase: string): string | null {
  try {
    const address = new URL(streamId, apiBase);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}
