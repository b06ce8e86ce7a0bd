import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownedModel } from './ownedModel';
import { watchSettingsPublications } from './settingsPublications';

afterEach(() => vi.useRealTimers());

function setup() {
  vi.useFakeTimers();
  const recheck = vi.fn(async () => false);
  let shown = true;
  const listeners: (() => void)[] = [];
  const page = {
    visible: () => shown,
    onVisible: (listener: () => void) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const model = ownedModel((owner) => {
    watchSettingsPublications({ settings: { recheck }, page, owner, everyMs: 1000 });
    return {};
  });
  return { recheck, model, listeners, hide: (hidden: boolean) => (shown = !hidden), show: () => listeners.forEach((listener) => listener()) };
}

describe('watching for new settings publications', () => {
  it('re-checks on its interval while the tab is shown, never while hidden, and at once when the tab is shown again', () => {
    const { recheck, hide, show } = setup();
    vi.advanceTimersByTime(999);
    expect(recheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recheck).toHaveBeenCalledTimes(1);
    hide(true);
    vi.advanceTimersByTime(3000);
    expect(recheck).toHaveBeenCalledTimes(1);
    hide(false);
    show();
    expect(recheck).toHaveBeenCalledTimes(2);
  });

  it('stops with its model: no timer and no listener left', () => {
    const { recheck, model, listeners } = setup();
    model.dispose();
    vi.advanceTimersByTime(5000);
    expect(recheck).not.toHaveBeenCalled();
    expect(listeners).toEqual([]);
  });
});
