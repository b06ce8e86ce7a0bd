import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { layoutRuntime, renderInShell } from '../layout/layoutTestRuntime';
import { disposeTestRuntimes } from '../runtime/testRuntime';
import { FloatingBetslip } from './FloatingBetslip';

const floating = () => screen.queryByTestId('floating-betslip');
const placeOf = (element: HTMLElement | null) => ({ left: element?.style.left, top: element?.style.top });

async function setup(width: number, settings: Record<string, unknown> = { enable_floating_betslip: true }, height = 700) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  const { runtime } = await layoutRuntime(settings, { width });
  seedCatalogue(runtime.store.catalogue);
  renderInShell(runtime, <FloatingBetslip desktop={width >= 1024} />);
  return runtime;
}

/** Adds selections and closes the slip (adding opens it). */
function collapsedWith(runtime: Awaited<ReturnType<typeof setup>>, ...outcomeIds: string[]) {
  act(() => {
    for (const outcomeId of outcomeIds) runtime.store.betslip.addSelection(outcomeId);
    runtime.store.betslip.close();
  });
}

afterEach(() => {
  disposeTestRuntimes();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
});

describe('floating betslip (spec 2 betslip presentation)', () => {
  it('shows only with enable_floating_betslip, bets on the slip and the slip collapsed', async () => {
    const runtime = await setup(375);
    expect(floating()).toBeNull();
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    // Adding opens the slip: the button waits until it is collapsed.
    expect(floating()).toBeNull();
    act(() => runtime.store.betslip.close());
    expect(floating()).not.toBeNull();
    act(() => void runtime.store.betslip.removeSelection('o1-1'));
    expect(floating()).toBeNull();
  });

  it('stays away without the setting', async () => {
    const runtime = await setup(375, {});
    collapsedWith(runtime, 'o1-1');
    expect(floating()).toBeNull();
  });

  it('is a 50 x 50 button on mobile naming the count, starting bottom right above the footer', async () => {
    const runtime = await setup(375);
    collapsedWith(runtime, 'o1-1', 'o2-1');
    const button = screen.getByRole('button', { name: 'Betslip, selections: 2' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('2');
    expect({ width: button.style.width, height: button.style.height }).toEqual({ width: '50px', height: '50px' });
    // 375 - 50 - 20 = 305; 700 - 50 - 20 - 50 (footer) = 580.
    expect(placeOf(button)).toEqual({ left: '305px', top: '580px' });
  });

  it('is a 200 x 50 bar on desktop, titled Betslip', async () => {
    const runtime = await setup(1366);
    collapsedWith(runtime, 'o1-1');
    const bar = screen.getByRole('button', { name: 'Betslip, selections: 1' });
    expect(bar.textContent).toContain('Betslip');
    expect({ width: bar.style.width, height: bar.style.height }).toEqual({ width: '200px', height: '50px' });
    // 1366 - 200 - 20 = 1146; 700 - 50 - 20 - 50 (footer) = 580.
    expect(placeOf(bar)).toEqual({ left: '1146px', top: '580px' });
  });

  it('a click opens the slip (and the control goes away)', async () => {
    const runtime = await setup(375);
    collapsedWith(runtime, 'o1-1');
    act(() => floating()?.click());
    expect(runtime.store.betslip.isOpen.value).toBe(true);
    expect(floating()).toBeNull();
  });

  it('moves with the arrow keys, 10 px a press and 50 with Shift, never past the 20 px margin', async () => {
    const runtime = await setup(375);
    collapsedWith(runtime, 'o1-1');
    const button = floating() as HTMLElement;
    fireEvent.keyDown(button, { key: 'ArrowLeft' });
    expect(placeOf(button)).toEqual({ left: '295px', top: '580px' });
    fireEvent.keyDown(button, { key: 'ArrowUp', shiftKey: true });
    expect(placeOf(button)).toEqual({ left: '295px', top: '530px' });
    fireEvent.keyDown(button, { key: 'ArrowRight', shiftKey: true });
    expect(placeOf(button)).toEqual({ left: '305px', top: '530px' });
    // A key press is not a click: the slip stays collapsed.
    expect(runtime.store.betslip.isOpen.value).toBe(false);
  });

  it('follows a pointer drag and snaps inside the 20 px margin on release, without opening the slip', async () => {
    const runtime = await setup(375);
    collapsedWith(runtime, 'o1-1');
    const button = floating() as HTMLElement;
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 330, clientY: 605 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 30, clientY: 15 });
    // Held: on screen, past the margin (305 - 300 = 5, 580 - 590 -> 0).
    expect(placeOf(button)).toEqual({ left: '5px', top: '0px' });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 30, clientY: 15 });
    fireEvent.click(button);
    expect(placeOf(button)).toEqual({ left: '20px', top: '20px' });
    expect(runtime.store.betslip.isOpen.value).toBe(false);
    // The next plain click opens it.
    fireEvent.click(button);
    expect(runtime.store.betslip.isOpen.value).toBe(true);
  });

  it('keeps the desktop bar on its bottom line while dragged', async () => {
    const runtime = await setup(1366);
    collapsedWith(runtime, 'o1-1');
    const bar = floating() as HTMLElement;
    fireEvent.pointerDown(bar, { pointerId: 7, button: 0, clientX: 1200, clientY: 650 });
    fireEvent.pointerMove(bar, { pointerId: 7, clientX: 700, clientY: 100 });
    expect(placeOf(bar)).toEqual({ left: '646px', top: '580px' });
    fireEvent.pointerUp(bar, { pointerId: 7, clientX: 700, clientY: 100 });
    expect(placeOf(bar)).toEqual({ left: '646px', top: '580px' });
  });

  it('comes back where it was left after the slip was open', async () => {
    const runtime = await setup(375);
    collapsedWith(runtime, 'o1-1');
    fireEvent.keyDown(floating() as HTMLElement, { key: 'ArrowUp', shiftKey: true });
    act(() => runtime.store.betslip.open());
    act(() => runtime.store.betslip.close());
    expect(placeOf(floating())).toEqual({ left: '305px', top: '530px' });
  });

  it('stays on screen when the viewport shrinks', async () => {
    const runtime = await setup(375);
    collapsedWith(runtime, 'o1-1');
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 320 });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 480 });
      window.dispatchEvent(new Event('resize'));
    });
    // 320 - 50 - 20 = 250; 480 - 50 - 20 - 50 = 360.
    expect(placeOf(floating())).toEqual({ left: '250px', top: '360px' });
  });
});
