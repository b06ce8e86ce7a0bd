import { describe, expect, it } from 'vitest';
import { settingsChannel } from './settingsChannel';

describe('settings channel', () => {
  it('is mobile below the first breakpoint (1024 px) and web from it', () => {
    expect([375, 768, 1023].map(settingsChannel)).toEqual(['mobile', 'mobile', 'mobile']);
    expect([1024, 1366].map(settingsChannel)).toEqual(['web', 'web']);
  });
});
