import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The franco widget's own script must stay small enough for a casino header: 10.5 KB gzip
// (10 KB until the balance followed the operator's currency list, docs/franco.md).
// Measured on the built file (npm run build first), deterministically with zlib's level 9.
const BUDGET_BYTES = 10.5 * 1024;

test('dist/sportsbook-login-status.js stays within 10.5 KB gzip and carries no React', () => {
  const source = readFileSync(new URL('../../dist/sportsbook-login-status.js', import.meta.url));
  const gzipped = gzipSync(source, { level: 9 }).length;
  expect(gzipped, `sportsbook-login-status.js is ${gzipped} bytes gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
  const text = source.toString('utf8');
  expect(text).not.toContain('react.transitional.element');
  expect(text).not.toContain('i18next');
});
