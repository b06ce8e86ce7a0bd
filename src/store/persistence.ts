/**
 * Where the store keeps what survives a reload (spec 9): versioned stores in local
 * storage under a product prefix, a few keys kept unprefixed because other software on
 * the operator's page reads them, and cookies that last until 2100 on the site's last two
 * host labels.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORE_PREFIX = 'sportsbook:';
/** Spec 9: these keys are shared with other software and carry no prefix. */
export const UNPREFIXED_KEYS = ['jwt', 'jwt-time', 'UUIDToken', 'username', 'device_id', 'game-token', 'account-id'] as const;
/** Spec 4: removed at start-up (a betslip from an earlier visit is not restored blindly). */
export const REMOVED_AT_STARTUP = ['betslip', 'native-app'] as const;
export const STORE_VERSION = 1;

export type UnprefixedKey = (typeof UNPREFIXED_KEYS)[number];

/** A storage that forgets everything: private mode, a sandboxed frame, Node. */
export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser's local storage when usable; a memory one when access throws (blocked cookies). */
export function browserStorage(): StorageLike {
  try {
    const storage = globalThis.localStorage;
    const probe = `${STORE_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function createPersistence(storage: StorageLike) {
  return {
    /** A versioned store: `{ version, state }`; another version or bad JSON reads as absent. */
    read<T>(name: string): T | null {
      const raw = storage.getItem(`${STORE_PREFIX}${name}`);
      if (raw === null) return null;
      try {
        const parsed = JSON.parse(raw) as { version?: number; state?: T };
        return parsed.version === STORE_VERSION && parsed.state !== undefined ? parsed.state : null;
      } catch {
        return null;
      }
    },
    write<T>(name: string, state: T): void {
      try {
        storage.setItem(`${STORE_PREFIX}${name}`, JSON.stringify({ version: STORE_VERSION, state }));
      } catch {
        // A full or blocked storage loses persistence, not the session.
      }
    },
    remove(name: string): void {
      storage.removeItem(`${STORE_PREFIX}${name}`);
    },
    readKey(key: UnprefixedKey): string | null {
      return storage.getItem(key);
    },
    writeKey(key: UnprefixedKey, value: string | null): void {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    },
    /** Spec 4: persisted betslip and native-app stores go at start-up. */
    clearAtStartup(): void {
      for (const name of REMOVED_AT_STARTUP) storage.removeItem(`${STORE_PREFIX}${name}`);
    },
  };
}

export type Persistence = ReturnType<typeof createPersistence>;

/**
 * A cookie string (spec 9): expires in 2100, SameSite Lax, on `domain` (".example.com", so
 * sub-domains share it) or on the host alone (null). Which domain the browser keeps is
 * found by trying (siteCookies.ts writeSiteCookie).
 */
export function cookieString(name: string, value: string, domain: string | null): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=Fri, 01 Jan 2100 00:00:00 GMT; Path=/${domain === null ? '' : `; Domain=${domain}`}; SameSite=Lax`;
}
