import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, retryAddress, retryingImport } from './retryingImport';

describe('retryingImport (a chunk that failed once can be loaded again)', () => {
  it("reads the failed file's address from Chromium's and Firefox's errors, and nothing from others", () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.test/chunks/EventPage-x1.js'))).toBe('https://cdn.test/chunks/EventPage-x1.js');
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: http://127.0.0.1:4601/chunks/A.js'))).toBe('http://127.0.0.1:4601/chunks/A.js');
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)'))).toBeNull();
  });

  it('asks for the same file under a new address on each retry', () => {
    expect(retryAddress('https://cdn.test/chunks/A.js', 1)).toBe('https://cdn.test/chunks/A.js?retry=1');
    expect(retryAddress('https://cdn.test/chunks/A.js?v=3#x', 2)).toBe('https://cdn.test/chunks/A.js?v=3&retry=2');
  });

  it('imports as asked until a failure; where the error names no file, asks the import again', async () => {
    const importer = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValue({ name: 'page' });
    const load = retryingImport(importer);
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    await expect(load()).resolves.toEqual({ name: 'page' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
