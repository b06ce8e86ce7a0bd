// Runs before the browser test layers: finds Chromium, and on a fresh root machine with
// apt (a CI box) installs Debian's package. Anywhere else it stops and says what to do.
import { spawnSync } from 'node:child_process';
import { findChromium, requireChromium } from './chromium.mjs';

function hasApt() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (!findChromium() && !process.env.CHROME_PATH && process.getuid?.() === 0 && hasApt()) {
  console.log('No Chromium found; installing Debian\'s chromium package (about a minute)...');
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error('Installing chromium with apt-get failed (see above). Install it by hand or set CHROME_PATH.');
    process.exit(1);
  }
}

try {
  console.log(`Browser tests use ${requireChromium()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
