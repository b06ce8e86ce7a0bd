import { describe, expect, it } from 'vitest';
import { STREAMING_PROVIDERS, STREAMING_SPORT_CODES, isStreamingSportCode } from './streaming';

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
