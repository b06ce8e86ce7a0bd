import { afterEach, describe, expect, it } from 'vitest';
import { followTabVisibility } from './followTabVisibility';

let shown: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => shown });
const switchTab = (state: DocumentVisibilityState) => {
  shown = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => void (shown = 'visible'));

describe('followTabVisibility', () => {
  it('calls back each time the tab comes back into view, not when it goes away, and stops when asked', () => {
    let calls = 0;
    const stop = followTabVisibility(document, () => (calls += 1));
    switchTab('hidden');
    expect(calls).toBe(0);
    switchTab('visible');
    expect(calls).toBe(1);
    switchTab('hidden');
    switchTab('visible');
    expect(calls).toBe(2);
    stop();
    switchTab('hidden');
    switchTab('visible');
    expect(calls).toBe(2);
  });

});
