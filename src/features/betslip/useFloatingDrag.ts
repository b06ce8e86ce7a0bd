import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { dragFloatingPosition, initialFloatingPosition, isArrowKey, moveFloatingByKey, snapFloatingPosition, type FloatingGeometry, type FloatingKind, type FloatingPoint, type FloatingSize } from '../../core';

/** Below this distance a press is a click (a shaky thumb must still open the slip). */
const DRAG_THRESHOLD_PX = 5;

/**
 * Where each runtime's control was left, per kind: the control unmounts while the slip is
 * open, and must come back where the bettor put it, not bottom right again.
 */
const leftAt = new WeakMap<object, Partial<Record<FloatingKind, FloatingPoint>>>();

function useViewportSize(): FloatingSize {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

interface DragSession {
  pointerId: number;
  pointer: FloatingPoint;
  start: FloatingPoint;
  moved: boolean;
}

export interface FloatingDrag {
  position: FloatingPoint;
  dragging: boolean;
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
    onClick(event: MouseEvent<HTMLElement>): void;
  };
}

/**
 * Spec 2: the floating betslip moves with the pointer (mouse, touch, pen) and with the
 * arrow keys, and settles inside the 20 px safe margin (core's floatingPosition rules).
 * A press that moved is a drag, so its click does not also toggle the slip.
 */
export function useFloatingDrag(owner: object, kind: FloatingKind, bottomInset: number, onActivate: () => void): FloatingDrag {
  const viewport = useViewportSize();
  const geometry: FloatingGeometry = { kind, viewport, bottomInset };
  const [stored, setStored] = useState<FloatingPoint | null>(() => leftAt.get(owner)?.[kind] ?? null);
  const [held, setHeld] = useState<FloatingPoint | null>(null);
  const session = useRef<DragSession | null>(null);
  const swallowClick = useRef(false);

  const settle = useCallback(
    (point: FloatingPoint) => {
      setStored(point);
      leftAt.set(owner, { ...leftAt.get(owner), [kind]: point });
    },
    [owner, kind],
  );

  // A resize (or a rotation) re-snaps the remembered spot, so the control never ends off screen.
  const resting = snapFloatingPosition(stored ?? initialFloatingPosition(geometry), geometry);
  const position = held ?? resting;

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = session.current;
    if (!current || current.pointerId !== event.pointerId) return;
    session.current = null;
    if (current.moved && !cancelled) settle(snapFloatingPosition(held ?? current.start, geometry));
    swallowClick.current = current.moved;
    setHeld(null);
  };

  return {
    position,
    dragging: held !== null,
    handlers: {
      onPointerDown(event) {
        if (event.button !== 0) return;
        session.current = { pointerId: event.pointerId, pointer: { x: event.clientX, y: event.clientY }, start: resting, moved: false };
        // Keeps the moves coming when the pointer outruns the control (absent in jsdom).
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event) {
        const current = session.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const delta = { x: event.clientX - current.pointer.x, y: event.clientY - current.pointer.y };
        if (!current.moved && Math.hypot(delta.x, delta.y) < DRAG_THRESHOLD_PX) return;
        current.moved = true;
        setHeld(dragFloatingPosition(current.start, delta, geometry));
      },
      onPointerUp: (event) => finish(event, false),
      onPointerCancel: (event) => finish(event, true),
      onKeyDown(event) {
        if (!isArrowKey(event.key)) return;
        // The arrows move the control, not the page under it.
        event.preventDefault();
        settle(moveFloatingByKey(resting, event.key, event.shiftKey, geometry));
      },
      onClick(event) {
        if (swallowClick.current) {
          swallowClick.current = false;
          event.preventDefault();
          return;
        }
        onActivate();
      },
    },
  };
}
