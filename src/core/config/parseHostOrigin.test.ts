import { describe, expect, it } from 'vitest';
import { parseHostOrigin } from './parseHostOrigin';

describe('parseHostOrigin', () => {
  it.each([
    ['https://casino.example.com', 'https://casino.example.com'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['HTTPS://Casino.Example.com/', 'https://casino.example.com'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s as %s', (input, origin) => {
    expect(parseHostOrigin(input)).toEqual({ ok: true, origin });
  });

  it('refuses the wildcard and says why', () => {
    const result = parseHostOrigin('*');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/exact origin of the host page/);
  });

  it.each(['https://casino.example.com/sports', 'casino.example.com', 'ftp://casino.example.com', 'http://localhost:99999', ''])(
    'refuses %j with an example of a valid origin',
    (input) => {
      const result = parseHostOrigin(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problem).toMatch(/for example https:\/\/casino\.example\.com/);
    },
  );
});
