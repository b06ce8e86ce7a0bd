import { describe, expect, it } from 'vitest';
import { dragFloatingPosition, initialFloatingPosition, moveFloatingByKey, snapFloatingPosition, type FloatingGeometry } from './floatingPosition';

const phone: FloatingGeometry = { kind: 'button', viewport: { width: 375, height: 667 } };
const desktop: FloatingGeometry = { kind: 'bar', viewport: { width: 1366, height: 768 } };

describe('floating betslip position (spec 2: 20 px safe margin, bar on the horizontal axis)', () => {
  it('starts bottom right, 20 px in from both edges', () => {
    // 375 - 50 - 20 = 305; 667 - 50 - 20 = 597.
    expect(initialFloatingPosition(phone)).toEqual({ x: 305, y: 597 });
    // 1366 - 200 - 20 = 1146; 768 - 50 - 20 = 698.
    expect(initialFloatingPosition(desktop)).toEqual({ x: 1146, y: 698 });
  });

  it('keeps clear of a bottom inset (the mobile footer) on top of the margin', () => {
    expect(initialFloatingPosition({ ...phone, bottomInset: 50 })).toEqual({ x: 305, y: 547 });
  });

  it('snaps a button released past any edge back to 20 px inside it', () => {
    expect(snapFloatingPosition({ x: -40, y: -10 }, phone)).toEqual({ x: 20, y: 20 });
    expect(snapFloatingPosition({ x: 370, y: 700 }, phone)).toEqual({ x: 305, y: 597 });
    expect(snapFloatingPosition({ x: 5, y: 300 }, phone)).toEqual({ x: 20, y: 300 });
  });

  it('leaves a button released inside the safe area where it is', () => {
    expect(snapFloatingPosition({ x: 120, y: 240 }, phone)).toEqual({ x: 120, y: 240 });
  });

  it('locks the desktop bar to its bottom line, while dragging and on release', () => {
    expect(dragFloatingPosition({ x: 600, y: 698 }, { x: -100, y: -400 }, desktop)).toEqual({ x: 500, y: 698 });
    expect(snapFloatingPosition({ x: 1300, y: 10 }, desktop)).toEqual({ x: 1146, y: 698 });
    expect(snapFloatingPosition({ x: 3, y: 698 }, desktop)).toEqual({ x: 20, y: 698 });
  });

  it('follows the pointer freely on screen while held, then snaps', () => {
    const held = dragFloatingPosition({ x: 305, y: 597 }, { x: 80, y: 100 }, phone);
    // Held on screen (0..325, 0..617) but inside the margin only after release.
    expect(held).toEqual({ x: 325, y: 617 });
    expect(snapFloatingPosition(held, phone)).toEqual({ x: 305, y: 597 });
  });

  it('keeps a position on screen when the viewport shrinks', () => {
    const smaller: FloatingGeometry = { kind: 'button', viewport: { width: 320, height: 480 } };
    expect(snapFloatingPosition({ x: 305, y: 597 }, smaller)).toEqual({ x: 250, y: 410 });
    const narrowDesktop: FloatingGeometry = { kind: 'bar', viewport: { width: 1024, height: 600 } };
    expect(snapFloatingPosition({ x: 1146, y: 698 }, narrowDesktop)).toEqual({ x: 804, y: 530 });
  });

  it('moves 10 px per arrow key (50 with Shift), never out of the margin; the bar ignores up and down', () => {
    expect(moveFloatingByKey({ x: 100, y: 100 }, 'ArrowLeft', false, phone)).toEqual({ x: 90, y: 100 });
    expect(moveFloatingByKey({ x: 100, y: 100 }, 'ArrowDown', true, phone)).toEqual({ x: 100, y: 150 });
    expect(moveFloatingByKey({ x: 25, y: 100 }, 'ArrowLeft', true, phone)).toEqual({ x: 20, y: 100 });
    expect(moveFloatingByKey({ x: 600, y: 698 }, 'ArrowUp', true, desktop)).toEqual({ x: 600, y: 698 });
    expect(moveFloatingByKey({ x: 600, y: 698 }, 'ArrowRight', false, desktop)).toEqual({ x: 610, y: 698 });
  });

  it('puts a control bigger than the viewport at the margin rather than off the top or left', () => {
    expect(snapFloatingPosition({ x: 50, y: 50 }, { kind: 'bar', viewport: { width: 200, height: 60 } })).toEqual({ x: 20, y: 20 });
  });
});
