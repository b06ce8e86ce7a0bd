import { describe, expect, it } from 'vitest';
import { FULL_ONLY_TITLES, titlePattern } from '../e2e/fullRun';

// The gate leaves out FULL_ONLY_TITLES by Playwright's grepInvert, which matches the title path
// joined by spaces (file, describes, test). Written as the reports show titles (' › '), three
// parts matched nothing for weeks and their tests ran in every gate.

describe('titlePattern', () => {
  it('matches a describe-then-test part against the title path Playwright greps', () => {
    const titlePath = 'site.spec.ts the site at 1366 px axe finds no serious or critical issue on home';
    expect(titlePattern('the site at 1366 px › axe finds no serious').test(titlePath)).toBe(true);
    expect(titlePattern('› axe finds no serious').test(titlePath)).toBe(true);
    expect(titlePattern('the site at 375 px › axe finds no serious').test(titlePath)).toBe(false);
  });

  it('reads every other character literally', () => {
    expect(titlePattern('es (golazo): "2,50" is typed').test('es (golazo): "2,50" is typed as written')).toBe(true);
    expect(titlePattern('a.b').test('axb')).toBe(false);
  });

  it('leaves no report separator in any full-only part it builds', () => {
    for (const part of FULL_ONLY_TITLES) expect(titlePattern(part).source, part).not.toContain('›');
  });
});
