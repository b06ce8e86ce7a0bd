/**
 * Spec 2 "Betslip presentation": where the floating betslip control sits on the screen.
 * Positions are the control's top-left corner in viewport pixels. Pure geometry, so the
 * drag hook, the keyboard and a viewport resize all go through the same rules.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Spec 2: the mobile button (50 x 50 px) or the desktop bar (200 x 50 px). */
export type FloatingKind = 'button' | 'bar';

export const FLOATING_SIZES: Readonly<Record<FloatingKind, Size>> = {
  button: { width: 50, height: 50 },
  bar: { width: 200, height: 50 },
};

/** Spec 2: the control snaps back inside a 20 px safe margin of the screen edges. */
export const FLOATING_SAFE_MARGIN_PX = 20;

/** How far one arrow key press moves the control, and with Shift. */
export const FLOATING_KEY_STEP_PX = 10;
export const FLOATING_KEY_BIG_STEP_PX = 50;

export interface FloatingGeometry {
  kind: FloatingKind;
  viewport: Size;
  /** Space kept free at the bottom (the mobile footer), on top of the safe margin. */
  bottomInset?: number;
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), Math.max(low, high));

/** The range of top-left corners that keep the control inside the safe margin. */
export function safeArea({ kind, viewport, bottomInset = 0 }: FloatingGeometry): { minX: number; maxX: number; minY: number; maxY: number } {
  const size = FLOATING_SIZES[kind];
  const margin = FLOATING_SAFE_MARGIN_PX;
  const maxX = Math.max(margin, viewport.width - size.width - margin);
  const maxY = Math.max(margin, viewport.height - size.height - margin - bottomInset);
  return { minX: margin, maxX, minY: margin, maxY };
}

/**
 * Where the control starts: bottom right, inside the margin (over the footer's inset on
 * mobile), where a thumb reaches it and it covers the least of the page's reading flow.
 */
export function initialFloatingPosition(geometry: FloatingGeometry): Point {
  const area = safeArea(geometry);
  return { x: area.maxX, y: area.maxY };
}

/**
 * Where the control may be while the pointer holds it: anywhere on screen, except that
 * the desktop bar keeps its height (spec 2: locked to the horizontal axis).
 */
export function dragFloatingPosition(start: Point, delta: Point, geometry: FloatingGeometry): Point {
  const size = FLOATING_SIZES[geometry.kind];
  const x = clamp(start.x + delta.x, 0, geometry.viewport.width - size.width);
  if (geometry.kind === 'bar') return { x, y: safeArea(geometry).maxY };
  return { x, y: clamp(start.y + delta.y, 0, geometry.viewport.height - size.height) };
}

/**
 * Where the control settles on release (or after a resize): pulled back inside the 20 px
 * safe margin; the desktop bar always on its bottom line.
 */
export function snapFloatingPosition(position: Point, geometry: FloatingGeometry): Point {
  const area = safeArea(geometry);
  const x = clamp(position.x, area.minX, area.maxX);
  if (geometry.kind === 'bar') return { x, y: area.maxY };
  return { x, y: clamp(position.y, area.minY, area.maxY) };
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/** The keyboard's drag: one step per arrow key, snapped; the bar ignores up and down. */
export function moveFloatingByKey(position: Point, key: ArrowKey, big: boolean, geometry: FloatingGeometry): Point {
  const step = big ? FLOATING_KEY_BIG_STEP_PX : FLOATING_KEY_STEP_PX;
  const delta: Point = {
    x: key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0,
    y: key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0,
  };
  return snapFloatingPosition({ x: position.x + delta.x, y: position.y + delta.y }, geometry);
}
