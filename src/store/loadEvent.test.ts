import { describe, expect, it } from 'vitest';
import { HttpError } from '../api';
import { createRuntime } from './createRuntime';
import { memoryStorage } from './persistence';

const event = {
  id: '100001',
  slug: '100001-rovers-v-albion',
  description: 'Rovers v Albion',
  eventPaths: [
    { id: 240, description: 'Football' },
    { id: 5001, description: 'Premier Division' },
  ],
  sportCode: 'FOOT',
  startTime: '2026-11-24T11:22:19.861Z',
  clock: null,
  markets: [
    {
      id: '100001-6',
      eventId: '100001',
      description: '1st Half Result',
      marketTypeId: 3,
      marketTypeInfo: { style: 'THREE_WAY', ordinalPosition: 6 },
      periodId: 102,
      period: { id: 102, sequence: 1, periodType: { id: 102, inRunning: false }, fullDescription: '1st Half' },
      instance: 1,
      status: 'suspended',
      outcomes: [{ id: '100001-6-1', description: 'Rovers', hidden: false, consolidatedPrice: { currentPrice: { decimal: 3.86 } } }],
    },
  ],
};

function operator() {
  const paths: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (path === '/xapi/rest/events/100001') return Response.json(event);
    return Response.json({ error: 'error-no-events-found-for-this-eventpath' }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { paths, runtime: createRuntime({ apiBase: 'http://operator.test/' }, { fetch, storage: memoryStorage(), reload: () => undefined }) };
}

describe('runtime.loadEvent', () => {
  it('loads one event with its markets, their type order and period, into the catalogue', async () => {
    const { runtime, paths } = operator();
    await expect(runtime.loadEvent('100001')).resolves.toBe('100001');
    expect(paths).toEqual(['/xapi/rest/events/100001']);
    const catalogue = runtime.store.catalogue;
    expect(catalogue.event('100001')?.value).toMatchObject({ description: 'Rovers v Albion', leagueName: 'Premier Division', marketIds: ['100001-6'] });
    expect(catalogue.market('100001-6')?.value).toMatchObject({ typeOrder: 6, status: 'suspended', period: { typeId: 102, sequence: 1, description: '1st Half' } });
    expect(catalogue.price('100001-6-1').value.decimal).toBe(3.86);
    runtime.dispose();
  });

  it('answers a second visit within 10 s from memory', async () => {
    const { runtime, paths } = operator();
    await runtime.loadEvent('100001');
    await runtime.loadEvent('100001');
    expect(paths).toEqual(['/xapi/rest/events/100001']);
    runtime.dispose();
  });

  it('rejects a missing event with the 404 at once, without retrying it', async () => {
    const { runtime, paths } = operator();
    const failure = await runtime.loadEvent('999').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
    expect((failure as HttpError).code).toBe('error-no-events-found-for-this-eventpath');
    expect(paths).toEqual(['/xapi/rest/events/999']);
    runtime.dispose();
  });
});
