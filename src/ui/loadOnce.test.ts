import { describe, expect, it, vi } from 'vitest';
import { loadedAlready, loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once for every caller, then hands the value over synchronously', async () => {
    const loader = vi.fn(() => Promise.resolve({ name: 'purifier' }));
    const lazy = loadOnce(loader);
    expect(lazy.loaded()).toBeNull();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded()).toBe(first);
    await lazy.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next use asks again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('connection dropped')).mockResolvedValueOnce('renderer');
    const lazy = loadOnce<string>(loader);
    await expect(lazy.load()).rejects.toThrow('connection dropped');
    expect(lazy.loaded()).toBeNull();
    await expect(lazy.load()).resolves.toBe('renderer');
    expect(lazy.loaded()).toBe('renderer');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loadedAlready: a value that is there from the start, for a bundle that inlines the module', async () => {
    const inlined = loadedAlready('renderer');
    expect(inlined.loaded()).toBe('renderer');
    await expect(inlined.load()).resolves.toBe('renderer');
  });
});
