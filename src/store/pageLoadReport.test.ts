import { describe, expect, it, vi } from 'vitest';
import { createPageLoadReport } from './pageLoadReport';

describe('page-load report', () => {
  it('sends the first odds time once, with the channel and mode', () => {
    const send = vi.fn(async () => ({}));
    const report = createPageLoadReport({ send, channel: () => 'mobile', mode: () => 'standalone' });
    report.firstOddsPainted(1234.6);
    report.firstOddsPainted(2000);
    expect(send.mock.calls).toEqual([[{ event: 'page-load', firstOddsMs: '1235', channel: 'mobile', mode: 'standalone' }]]);
  });

  it('sends nothing for a time that is not one, and swallows a failed or timed-out call', async () => {
    const send = vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    const report = createPageLoadReport({ send, channel: () => 'web', mode: () => 'embedded' });
    report.firstOddsPainted(Number.NaN);
    expect(send).not.toHaveBeenCalled();
    report.firstOddsPainted(800);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
