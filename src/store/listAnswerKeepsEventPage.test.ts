import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../tests/support/inProcessSandbox';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

function runtimeOnSandbox(): Runtime {
  const operator = inProcessSandbox('list-answer');
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => operator.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch;
  const runtime = createRuntime({ apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  return runtime;
}

/**
 * The sandbox's lists carry a top match's coupon markets only (docs/api.md "Lists and the
 * event's own answer"). A list arriving while the match's page is open (the home page's
 * lists after a live resync, a favourites block, a widget on the host page) must not take
 * the page's deep markets away, nor reorder them.
 */
describe('a list answer beside an open event page', () => {
  it("keeps the event's whole market set, in its order, and takes the list's prices", async () => {
    const runtime = runtimeOnSandbox();
    const { catalogue } = runtime.store;
    const listed = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [240], marketFilter: 'GAME', eventsPerPage: 50 });
    const coupons = new Map(listed.map((id) => [id, catalogue.event(id)!.peek().marketIds]));

    let top: string | undefined;
    for (const id of listed) {
      await runtime.loadEvent(id);
      if (catalogue.event(id)!.peek().marketIds.length >= 60) {
        top = id;
        break;
      }
    }
    expect(top).toBeDefined();
    const page = catalogue.event(top!)!.peek().marketIds;
    // The list had the short set, the first of the page's.
    expect(coupons.get(top!)).toHaveLength(10);
    expect(page.slice(0, 10)).toEqual(coupons.get(top!));

    // The same list asked afresh (a resync reload) while the page is open.
    await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [240], marketFilter: 'GAME', eventsPerPage: 50, page: 1, bettable: false });
    expect(catalogue.event(top!)!.peek().marketIds).toEqual(page);
  });
});
