/** The device the session service (franco, spec 7) is told about when a player logs in. */
export interface FrancoDevice {
  clientType: 'Browser';
  deviceType: 'Mobile' | 'Desktop';
  deviceId: string;
}

const DEVICE_ID_KEY = 'sportsbook:device-id';
/** Spec 2's desktop breakpoint. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The browser as a franco device: desktop or mobile by the spec's breakpoint, and an id
 * kept on the device so the session service sees the same device at every login. Storage
 * may be refused (private mode, a sandboxed frame): a fresh id per login then.
 */
export function francoDevice(win: Window = window): FrancoDevice {
  const deviceType = win.matchMedia?.(DESKTOP_QUERY).matches ? 'Desktop' : 'Mobile';
  return { clientType: 'Browser', deviceType, deviceId: keptDeviceId(win) };
}

function keptDeviceId(win: Window): string {
  try {
    const kept = win.localStorage.getItem(DEVICE_ID_KEY);
    if (kept) return kept;
    const created = win.crypto.randomUUID();
    win.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return win.crypto.randomUUID();
  }
}
