// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from './allowedOrigins';

const DEFAULTS = ['http://localhost:4402', 'http://127.0.0.1:4402'];

describe('SANDBOX_ALLOWED_ORIGINS', () => {
  it('is the demo’s own origins when unset', () => {
    expect(parseAllowedOrigins(undefined, DEFAULTS)).toEqual({ ok: true, origins: DEFAULTS });
  });

  it('replaces them with the listed origins, spaces, repeats and empty pieces aside', () => {
    expect(parseAllowedOrigins(' https://casino.example , http://localhost:8080,,https://casino.example, ', DEFAULTS)).toEqual({ ok: true, origins: ['https://casino.example', 'http://localhost:8080'] });
  });

  it('refuses an empty value, saying how to list origins or get the defaults back', () => {
    expect(parseAllowedOrigins(' ', DEFAULTS)).toEqual({
      ok: false,
      message:
        "SANDBOX_ALLOWED_ORIGINS is set but empty. List the origins that may call the API, comma-separated (for example SANDBOX_ALLOWED_ORIGINS=http://localhost:4402), or unset it to allow the demo's own origins (http://localhost:4402, http://127.0.0.1:4402).",
    });
  });

  it.each([
    ['casino.example', '"casino.example" is not an origin. Write scheme://host[:port], for example https://casino.example or http://localhost:4402.'],
    ['https://casino.example/', '"https://casino.example/" is not written as browsers send an origin (no path, no trailing slash, lower case, no default port): write https://casino.example.'],
    ['https://casino.example/sports', '"https://casino.example/sports" is not written as browsers send an origin (no path, no trailing slash, lower case, no default port): write https://casino.example.'],
    ['https://Casino.example', '"https://Casino.example" is not written as browsers send an origin (no path, no trailing slash, lower case, no default port): write https://casino.example.'],
    ['https://casino.example:443', '"https://casino.example:443" is not written as browsers send an origin (no path, no trailing slash, lower case, no default port): write https://casino.example.'],
    ['ftp://casino.example', '"ftp://casino.example" is not an http or https origin. Write scheme://host[:port], for example https://casino.example.'],
    ['*', '"*" is a wildcard; list each origin exactly instead (for example http://localhost:4402,https://casino.example).'],
    ['https://*.casino.example', '"https://*.casino.example" is a wildcard; list each origin exactly instead (for example http://localhost:4402,https://casino.example).'],
  ])('refuses the malformed entry %s with the fix', (entry, problem) => {
    expect(parseAllowedOrigins(`https://fine.example,${entry}`, DEFAULTS)).toEqual({ ok: false, message: `SANDBOX_ALLOWED_ORIGINS: ${problem} Fix the entry and start the sandbox again.` });
  });
});
