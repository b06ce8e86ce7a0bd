import { describe, expect, it } from 'vitest';
import { readThirdPartyScripts } from './thirdPartyScripts';

const page = 'https://bet.example/en/';

describe('third_party_scripts', () => {
  it('reads addresses and objects, relative ones against the page, each address once', () => {
    const { scripts, skipped } = readThirdPartyScripts(
      ['https://tags.example/t.js', { src: '/tags/local.js', integrity: 'sha384-abc+/=' }, { src: 'https://tags.example/t.js' }, { src: 'https://cdn.example/c.js', crossorigin: 'use-credentials' }],
      page,
    );
    expect(scripts).toEqual([
      { src: 'https://tags.example/t.js', integrity: null, crossOrigin: null },
      { src: 'https://bet.example/tags/local.js', integrity: 'sha384-abc+/=', crossOrigin: 'anonymous' },
      { src: 'https://cdn.example/c.js', integrity: null, crossOrigin: 'use-credentials' },
    ]);
    expect(skipped).toEqual([]);
  });

  it('never takes code: javascript:, data: and inline entries are skipped and named, the rest load', () => {
    const { scripts, skipped } = readThirdPartyScripts(['javascript:alert(1)', { src: 'data:text/javascript,alert(1)' }, { code: 'alert(1)' }, 42, 'https://ok.example/a.js'], page);
    expect(scripts.map((script) => script.src)).toEqual(['https://ok.example/a.js']);
    expect(skipped).toHaveLength(4);
    expect(skipped[0]).toContain('is not a script address');
  });

  it('reads a list sent as JSON text, and nothing from an empty setting', () => {
    expect(readThirdPartyScripts('["https://a.example/a.js"]', page).scripts.map((script) => script.src)).toEqual(['https://a.example/a.js']);
    expect(readThirdPartyScripts([], page)).toEqual({ scripts: [], skipped: [] });
    expect(readThirdPartyScripts(undefined, page)).toEqual({ scripts: [], skipped: [] });
  });

  it('drops an integrity value that is not one, keeping the script', () => {
    expect(readThirdPartyScripts([{ src: 'https://a.example/a.js', integrity: 'md5-xyz' }], page).scripts).toEqual([{ src: 'https://a.example/a.js', integrity: null, crossOrigin: null }]);
  });
});
