import { describe, expect, it } from 'vitest';
import { STREAMING_PROVIDERS, STREAMING_SPORT_CODES, chooseStream, isStreamingSportCode, readStreamingEntries, type StreamingEntry } from './streaming';

describe('streaming (spec 3)', () => {
  it('lists the six providers', () => {
    expect(STREAMING_PROVIDERS).toEqual(['perform_mobile', 'perform_desktop', 'perform_v2', 'betgenius_v3', 'oddin', 'url']);
  });

  it('recognises the e-sport and virtual streaming codes', () => {
    expect(STREAMING_SPORT_CODES).toEqual(['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI']);
    expect(STREAMING_SPORT_CODES.every(isStreamingSportCode)).toBe(true);
    expect(isStreamingSportCode('csgo')).toBe(true);
  });

  it('does not stream other sports', () => {
    expect(isStreamingSportCode('FOOT')).toBe(false);
    expect(isStreamingSportCode('')).toBe(false);
  });
});

describe('which stream an event offers (docs/streaming.md)', () => {
  const entry = (provider: StreamingEntry['provider'], stream_id = `${provider}-1`): StreamingEntry => ({ provider, stream_id, betradar_id: null });

  it('prefers our own url player over partner streams', () => {
    expect(chooseStream([entry('perform_v2'), entry('url', '/sandbox/streams/1.webm'), entry('betgenius_v3')], 'desktop', 'FOOT')).toEqual({ offered: true, entry: entry('url', '/sandbox/streams/1.webm') });
  });

  it('offers nothing without entries, and says why', () => {
    expect(chooseStream([], 'mobile', 'FOOT')).toEqual({ offered: false, reason: 'no-entries' });
  });

  it('keeps Perform mobile and desktop feeds to their channel, Oddin to e-sports', () => {
    expect(chooseStream([entry('perform_mobile')], 'desktop', 'FOOT')).toEqual({ offered: false, reason: 'not-for-channel' });
    expect(chooseStream([entry('perform_desktop')], 'mobile', 'FOOT')).toEqual({ offered: false, reason: 'not-for-channel' });
    expect(chooseStream([entry('oddin')], 'desktop', 'FOOT')).toEqual({ offered: false, reason: 'not-for-channel' });
  });

  it('ranks partner providers when an operator has their players', () => {
    const all = ['perform_mobile', 'perform_desktop', 'perform_v2', 'betgenius_v3', 'oddin', 'url'] as const;
    expect(chooseStream([entry('oddin'), entry('perform_mobile'), entry('betgenius_v3')], 'mobile', 'CSGO', all)).toEqual({ offered: true, entry: entry('perform_mobile') });
    expect(chooseStream([entry('oddin'), entry('betgenius_v3')], 'mobile', 'CSGO', all)).toEqual({ offered: true, entry: entry('betgenius_v3') });
    expect(chooseStream([entry('oddin')], 'desktop', 'CSGO', all)).toEqual({ offered: true, entry: entry('oddin') });
  });

  it('does not offer a partner stream this product cannot play', () => {
    expect(chooseStream([entry('perform_v2'), entry('betgenius_v3')], 'desktop', 'FOOT')).toEqual({ offered: false, reason: 'no-player' });
  });

  it('reads entries from the API and drops broken ones', () => {
    expect(
      readStreamingEntries([
        { provider: 'url', stream_id: ' /s.webm ', betradar_id: 'sr:match:1' },
        { provider: 'youtube', stream_id: 'x' },
        { provider: 'oddin', stream_id: '' },
        { provider: 'perform_v2' },
        null,
        { provider: 'betgenius_v3', stream_id: 'bg-9' },
      ]),
    ).toEqual([
      { provider: 'url', stream_id: '/s.webm', betradar_id: 'sr:match:1' },
      { provider: 'betgenius_v3', stream_id: 'bg-9', betradar_id: null },
    ]);
    expect(readStreamingEntries('url')).toEqual([]);
  });
});
