import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegionFailure } from '../../store';
import { retryableLazy } from '../../ui/retryableLazy';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { RegionBoundary } from './RegionBoundary';

afterEach(() => {
  disposeTestRuntimes();
  vi.restoreAllMocks();
});

/** An operator that answers the settings and counts its metrics calls. */
function operator() {
  const metrics: URLSearchParams[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/metrics') metrics.push(url.searchParams);
    return Response.json(url.pathname === '/api/all_cached_settings' ? { eurobet: { web: { locale: 'en' } } } : {});
  }) as typeof globalThis.fetch;
  return { fetch, metrics };
}

describe('RegionBoundary', () => {
  it('shows the page notice when a page’s chunk fails to load, and Retry asks for the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = operator();
    const runtime = await testRuntime({ fetch: api.fetch });
    const reported: RegionFailure[] = [];
    runtime.store.failures.subscribe((failure) => reported.push(failure));
    let attempts = 0;
    let networkBack = false;
    const Page = retryableLazy(async () => {
      attempts += 1;
      if (!networkBack) throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/chunks/EventPage-1a2b.js');
      return { default: () => <h1>Event page</h1> };
    });
    renderWithRuntime(
      runtime,
      <>
        <RegionBoundary region="page">
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </RegionBoundary>
        <p>The slip stays</p>
      </>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This page could not be shown.');
    expect(screen.getByText('The slip stays')).toBeTruthy();
    expect(reported).toEqual([{ region: 'page', message: 'Failed to fetch dynamically imported module: https://cdn.example/chunks/EventPage-1a2b.js' }]);
    await vi.waitFor(() => expect(api.metrics.map((query) => [query.get('app'), query.get('region')])).toEqual([['sportsbook', 'page']]));

    // React.lazy would keep the rejection for good; here the chunk is asked for again, once.
    const attemptsWhileDown = attempts;
    expect(attemptsWhileDown).toBe(1);
    networkBack = true;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeTruthy();
    expect(attempts).toBe(attemptsWhileDown + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tries again by itself when its reset key changes (the bettor went to another address)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = await testRuntime({ fetch: operator().fetch });
    function Page({ path }: { path: string }) {
      if (path === '/broken') throw new Error('broken page');
      return <h1>{path}</h1>;
    }
    const { rerender } = renderWithRuntime(
      runtime,
      <RegionBoundary region="page" resetKey="/broken">
        <Page path="/broken" />
      </RegionBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown.');
    rerender(
      <RuntimeProvider runtime={runtime}>
        <RegionBoundary region="page" resetKey="/live">
          <Page path="/live" />
        </RegionBoundary>
      </RuntimeProvider>,
    );
    expect(screen.getByRole('heading', { name: '/live' })).toBeTruthy();
  });

  it('says what failed in the bettor’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = await testRuntime({ fetch: operator().fetch, config: { locale: 'fr' } });
    function Broken(): never {
      throw new Error('broken slip');
    }
    renderWithRuntime(
      runtime,
      <RegionBoundary region="betslip">
        <Broken />
      </RegionBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Le coupon n’a pas pu être affiché. Vos sélections sont conservées.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
