/**
 * The network as a runtime meets it at its end: every request stays under way, answered by
 * nothing, until the runtime's dispose aborts it. (Left to jsdom, requests would go to a
 * port nobody listens on and fail at a moment the machine's load decides.) For
 * `vi.stubGlobal('fetch', unansweredFetch)` in lifecycle tests.
 */
export function unansweredFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { signal } = new Request(input, init);
  return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}
