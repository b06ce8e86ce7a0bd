import { act, render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

/** A module of two components, as a chunk would hand it over; `commits` notes what each commit showed. */
function twoComponentModule(commits: string[]) {
  function First({ label }: { label: string }) {
    useLayoutEffect(() => void commits.push(`first ${label}`));
    return <p>{label}</p>;
  }
  function Second() {
    useLayoutEffect(() => void commits.push('second'));
    return <p>second</p>;
  }
  return { First, Second };
}

function Fallback({ commits }: { commits: string[] }) {
  useLayoutEffect(() => void commits.push('fallback'));
  return <p>loading</p>;
}

describe('lazyModule', () => {
  it('loads the module when a component of it first renders, showing the fallback meanwhile', async () => {
    const commits: string[] = [];
    const load = vi.fn(() => Promise.resolve(twoComponentModule(commits)));
    const parts = lazyModule(load);
    const First = parts.component((module) => module.First);
    render(
      <Suspense fallback={<Fallback commits={commits} />}>
        <First label="opened" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('opened')).toBeTruthy();
    expect(commits).toEqual(['fallback', 'first opened']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, in the same commit, once preloaded or once another component of it has loaded', async () => {
    const commits: string[] = [];
    const load = vi.fn(() => Promise.resolve(twoComponentModule(commits)));
    const parts = lazyModule(load);
    const First = parts.component((module) => module.First);
    const Second = parts.component((module) => module.Second);
    await act(() => parts.preload());
    await act(() => parts.preload());
    const { rerender } = render(
      <Suspense fallback={<Fallback commits={commits} />}>
        <First label="preloaded" />
      </Suspense>,
    );
    // Synchronously: no fallback commit before it.
    expect(screen.getByText('preloaded')).toBeTruthy();
    rerender(
      <Suspense fallback={<Fallback commits={commits} />}>
        <Second />
      </Suspense>,
    );
    expect(screen.getByText('second')).toBeTruthy();
    expect(commits).toEqual(['first preloaded', 'second']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the component loads again when it renders', async () => {
    const commits: string[] = [];
    const load = vi.fn().mockRejectedValueOnce(new Error('connection dropped')).mockResolvedValueOnce(twoComponentModule(commits));
    const parts = lazyModule<ReturnType<typeof twoComponentModule>>(load);
    const First = parts.component((module) => module.First);
    await expect(parts.preload()).rejects.toThrow('connection dropped');
    render(
      <Suspense fallback={null}>
        <First label="after a failure" />
      </Suspense>,
    );
    expect(await screen.findByText('after a failure')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
