import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../tests/support/inProcessSandbox';
import { createRuntime } from './createRuntime';
import { memoryStorage } from './persistence';
import type { Runtime } from './createRuntime';

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

/** A runtime on the real sandbox, recording the odds format the sandbox read off each events call. */
function runtimeOnSandbox(brand: string) {
  const operator = inProcessSandbox('price-format');
  const received: (string | null)[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await operator.fetch(request);
    // The sandbox echoes the X-Price-Format it received (createSandboxApp's request-rules echo).
    if (new URL(request.url).pathname === '/xapi/rest/events') received.push(response.headers.get('x-sandbox-price-format'));
    return response;
  }) as typeof fetch;
  const runtime = createRuntime({ brand, apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  return { runtime, received };
}

describe('X-Price-Format (spec 7: sports calls carry the odds format)', () => {
  it('follows the bettor’s odds format choice, starting from the brand default', async () => {
    const { runtime, received } = runtimeOnSandbox('harimau');
    await runtime.store.settings.load();
    await runtime.loadEvents({ eventsPerPage: 1, page: 1 });
    expect(await runtime.store.preferences.setOddsFormat('hk')).toBe(true);
    await runtime.loadEvents({ eventsPerPage: 1, page: 2 });
    // Spec 3: 'uk' is the old name of decimal odds; the header carries the spec's name, euro.
    expect(await runtime.store.preferences.setOddsFormat('uk')).toBe(true);
    await runtime.loadEvents({ eventsPerPage: 1, page: 3 });
    expect(received).toEqual(['malay', 'hk', 'euro']);
  });
});
