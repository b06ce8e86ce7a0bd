import { gzipSync } from 'node:zlib';

/**
 * Bytes after gzip at level 9 (what `gzip -9` gives; CDNs serve about that or better with
 * brotli). The bench gzips the bodies itself, so its figures do not depend on whether the
 * sandbox compresses what it serves.
 */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}
