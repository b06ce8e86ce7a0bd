import { existsSync, readFileSync } from 'node:fs';
import { gzipSize } from '../gzipSize';

export interface ScriptTagSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** The operator's one script tag, `dist/sportsbook.iife.js`, as built: raw and gzip -9. */
export function measureScriptTag(distDir: string): ScriptTagSize {
  const file = `${distDir}/sportsbook.iife.js`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  const body = readFileSync(file);
  return { file: 'dist/sportsbook.iife.js', rawBytes: body.length, gzipBytes: gzipSize(body) };
}
