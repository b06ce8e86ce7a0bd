// Where the browser tests find Chromium. Playwright's own browser download does not work
// on machines without general internet, so we use the system's (Debian's `chromium`).
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use: $CHROME_PATH if set, else the first system install found, else null. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(isExecutable) ?? null;
}

/** Launch flags for headless runs on CI machines and containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these Chromium keeps calling home and floods a closed network with retries.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium path, or an error that says how to get one. */
export function requireChromium() {
  const path = findChromium();
  if (path) return path;
  throw new Error(
    process.env.CHROME_PATH
      ? `CHROME_PATH=${process.env.CHROME_PATH} is not an executable file. Point it at a Chromium or Chrome binary.`
      : 'No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again.',
  );
}
