import { describe, expect, it, vi } from 'vitest';
import { observeResize, type ResizeObserverFactory } from './observeResize';

function fakeObserver() {
  let callback: ResizeObserverCallback = () => undefined;
  const observe = vi.fn();
  const disconnect = vi.fn();
  const factory: ResizeObserverFactory = (given) => {
    callback = given;
    return { observe, disconnect };
  };
  const resize = (target: Element, inlineSize: number, blockSize: number) =>
    callback([{ target, borderBoxSize: [{ inlineSize, blockSize }], contentRect: { width: 0, height: 0 } } as unknown as ResizeObserverEntry], {} as ResizeObserver);
  return { factory, observe, disconnect, resize };
}

describe('observeResize', () => {
  it('dispatches sportsbook-resize on the element with its rounded border box, only when that changes', () => {
    const element = document.createElement('sportsbook-app');
    const container = document.createElement('div');
    container.append(element);
    const events: CustomEvent[] = [];
    container.addEventListener('sportsbook-resize', (event) => events.push(event));
    const onChange = vi.fn();
    const observer = fakeObserver();

    observeResize(element, onChange, observer.factory);
    expect(observer.observe).toHaveBeenCalledWith(element, { box: 'border-box' });
    observer.resize(element, 1023.6, 640.2);
    observer.resize(element, 1024.4, 639.8);
    observer.resize(element, 1024, 1200.5);

    expect(events.map((event) => event.detail)).toEqual([
      { width: 1024, height: 640 },
      { width: 1024, height: 1201 },
    ]);
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.target).toBe(element);
    expect(onChange.mock.calls).toEqual([[{ width: 1024, height: 640 }], [{ width: 1024, height: 1201 }]]);
  });

  it('stops observing when asked', () => {
    const observer = fakeObserver();
    const stop = observeResize(document.createElement('div'), () => undefined, observer.factory);
    stop();
    expect(observer.disconnect).toHaveBeenCalledTimes(1);
  });
});
