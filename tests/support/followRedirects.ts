/**
 * A Response that keeps the address it was finally fetched from, clones included (a
 * constructed Response has no url, and the API client reads it from a clone).
 */
class ResponseFrom extends Response {
  readonly #finalUrl: string;

  constructor(finalUrl: string, body: ArrayBuffer | null, init: ResponseInit) {
    super(body, init);
    this.#finalUrl = finalUrl;
  }

  override get url(): string {
    return this.#finalUrl;
  }

  override clone(): Response {
    const copy = super.clone();
    return Object.defineProperty(copy, 'url', { value: this.#finalUrl });
  }
}

/**
 * A fetch that follows redirects as a browser's does and reports the final address in
 * `response.url` (the in-process sandbox answers a 302 and stops there): what the API
 * client reads to tell a maintenance or blocked answer (spec 2).
 */
export function followRedirects(fetchImpl: typeof fetch, limit = 5): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    let request = input instanceof Request ? input : new Request(input, init);
    for (let hop = 0; ; hop += 1) {
      const response = await fetchImpl(request);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location || hop === limit) {
        const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
        return new ResponseFrom(request.url, body, { status: response.status, statusText: response.statusText, headers: response.headers });
      }
      request = new Request(new URL(location, request.url), { method: 'GET', headers: request.headers, signal: request.signal });
    }
  }) as typeof fetch;
}
