import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostPage, sandboxRuntime } from '../../tests/support/hostPage';
import { SPORTSBOOK_ERROR } from './events/sportsbook-error';

const pages: ReturnType<typeof hostPage>[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
});

describe('host events: sportsbook-error', () => {
  it('tells the page and the parent frame each contained failure, its region and one line of message, never the stack', async () => {
    const { runtime, operator } = sandboxRuntime({ hostOrigin: 'https://casino.example' });
    const page = hostPage(runtime, { framed: true });
    pages.push(page);
    page.listen(SPORTSBOOK_ERROR);
    const error = new TypeError('Cannot read properties of undefined (reading "price")\n    at MarketPrices (MarketPrices.tsx:40:12)');
    runtime.store.failures.report('market', error);
    runtime.store.failures.report('market', error);
    runtime.store.failures.report('operator-content', new Error('x'.repeat(500)));
    const longLine = `${'x'.repeat(199)}…`;
    expect(page.details(SPORTSBOOK_ERROR)).toEqual([
      { region: 'market', message: 'Cannot read properties of undefined (reading "price")' },
      { region: 'market', message: 'Cannot read properties of undefined (reading "price")' },
      { region: 'operator-content', message: longLine },
    ]);
    expect(page.heard.every((entry) => entry.event.bubbles && entry.event.composed)).toBe(true);
    expect(page.messages().filter((message) => message.type === 'error').map((message) => [message.payload, message.origin])).toEqual([
      [{ region: 'market', message: 'Cannot read properties of undefined (reading "price")' }, 'https://casino.example'],
      [{ region: 'market', message: 'Cannot read properties of undefined (reading "price")' }, 'https://casino.example'],
      [{ region: 'operator-content', message: longLine }, 'https://casino.example'],
    ]);
    // The operator's metrics hear each kind once: the same failure twice is one call.
    await vi.waitFor(() => expect(operator.requests.filter((request) => request === 'GET /api/metrics')).toHaveLength(2));
  });
});
