/**
 * A dynamic import that can be asked again after it failed. Chromium (150) remembers a
 * failed module fetch for the whole page: importing the same address again fails at once,
 * without asking the network, so a region's Try again could never load a chunk that failed
 * once (a dropped connection, a deploy mid-visit). After a failure the next call asks for
 * the same file under a new address (`?retry=N`), which the server answers with the same
 * file. Where the browser's error does not name the file, the import is simply asked again.
 */

/** The address of the module a dynamic import failed to fetch, as the browser's error names it. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  // Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading dynamically imported module: <url>".
  const named = /dynamically imported module: (\S+)/i.exec(message)?.[1] ?? null;
  return named !== null && /^https?:\/\//i.test(named) ? named : null;
}

/** The same file under a new address: `?retry=N` (or `&retry=N`) added. */
export function retryAddress(url: string, attempt: number): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}`;
}

export function retryingImport<Module>(importer: () => Promise<Module>): () => Promise<Module> {
  let failed: string | null = null;
  let attempt = 0;
  return async () => {
    if (failed === null) {
      try {
        return await importer();
      } catch (error) {
        failed = failedModuleUrl(error);
        throw error;
      }
    }
    attempt += 1;
    return (await import(/* @vite-ignore */ retryAddress(failed, attempt))) as Module;
  };
}
