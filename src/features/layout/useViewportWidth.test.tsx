import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime, memoryPageEnvironment, type PageEnvironment } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { useIsDesktop, useViewportWidth } from './useViewportWidth';

function Probe() {
  return <p data-testid="viewport">{`${useViewportWidth()} ${useIsDesktop() ? 'desktop' : 'mobile'}`}</p>;
}

const runtimes: ReturnType<typeof createRuntime>[] = [];
function renderProbe(page?: PageEnvironment) {
  const runtime = createRuntime({}, page ? { page } : {});
  runtimes.push(runtime);
  render(
    <RuntimeProvider runtime={runtime}>
      <Probe />
    </RuntimeProvider>,
  );
}

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
};

afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('useViewportWidth (spec 2: desktop from 1024 px)', () => {
  it('follows resizes across the 1024 px breakpoint', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    renderProbe();
    expect(screen.getByTestId('viewport').textContent).toBe('375 mobile');
    resizeTo(1023);
    expect(screen.getByTestId('viewport').textContent).toBe('1023 mobile');
    resizeTo(1024);
    expect(screen.getByTestId('viewport').textContent).toBe('1024 desktop');
    resizeTo(1700);
    expect(screen.getByTestId('viewport').textContent).toBe('1700 desktop');
  });

  it('reads the viewport of the runtime’s page, not the window', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1700 });
    renderProbe(memoryPageEnvironment({ viewport: { width: 390, height: 844 } }));
    expect(screen.getByTestId('viewport').textContent).toBe('390 mobile');
  });
});
