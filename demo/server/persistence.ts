import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sandbox's durable state (accounts, balances, bets, transactions) as one JSON file in
 * SANDBOX_DATA. Written atomically (temp file, then rename) after every change, so a
 * crash never leaves half a file; the catalogue is not stored, it is rebuilt from the seed.
 */
export interface Persistence<T> {
  load(): T | null;
  save(state: T): void;
}

export function filePersistence<T>(dataDir: string, name = 'state.json'): Persistence<T> {
  const file = join(dataDir, name);
  return {
    load() {
      if (!existsSync(file)) return null;
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as T;
      } catch (error) {
        console.error(`Sandbox data in ${file} is unreadable (${String(error)}); starting fresh. Run npm run sandbox:reset to clear it.`);
        return null;
      }
    },
    save(state) {
      mkdirSync(dataDir, { recursive: true });
      const temp = `${file}.tmp`;
      writeFileSync(temp, JSON.stringify(state));
      renameSync(temp, file);
    },
  };
}

/** For tests: keeps the state in memory only. */
export function memoryPersistence<T>(): Persistence<T> & { saved: T | null } {
  const holder: { saved: T | null } = { saved: null };
  return {
    get saved() {
      return holder.saved;
    },
    load: () => (holder.saved === null ? null : (JSON.parse(JSON.stringify(holder.saved)) as T)),
    save: (state) => {
      holder.saved = JSON.parse(JSON.stringify(state)) as T;
    },
  };
}
