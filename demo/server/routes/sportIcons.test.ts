// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../src/core/index';
import { harness } from '../testing/harness';

describe('GET /next/svgs/sports/{CODE}.svg (spec 1: icons from /next/svgs/{iconType}/)', () => {
  it('draws every catalogue sport, a variant as its sport, and sports without a drawing as the trophy', async () => {
    const h = harness();
    const football = await h.app.request('/next/svgs/sports/FOOT.svg');
    expect(football.status).toBe(200);
    expect(football.headers.get('content-type')).toBe('image/svg+xml');
    const footballSvg = await football.text();
    expect(footballSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24">/);
    const tennis = await (await h.app.request('/next/svgs/sports/TENN.svg')).text();
    expect(await (await h.app.request('/next/svgs/sports/TENN-india.svg')).text()).toBe(tennis);
    expect(tennis).not.toBe(footballSvg);
    for (const sport of SPORTS) expect((await h.app.request(`/next/svgs/sports/${sport.code}.svg`)).status, sport.code).toBe(200);
  });

  it('answers 404 with what it serves for another icon type or a name that is not a sport code', async () => {
    const h = harness();
    for (const path of ['/next/svgs/flags/FOOT.svg', '/next/svgs/sports/FOOT.png', '/next/svgs/sports/..%2Fsecret.svg']) {
      const answer = await h.call(path);
      expect(answer.status, path).toBe(404);
      expect(answer.json.message, path).toContain('/next/svgs/sports/{CODE}.svg');
    }
  });
});
