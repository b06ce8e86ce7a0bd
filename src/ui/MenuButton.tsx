import { Children, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** Spread on each item a menu holds (a link or a button) so the menu can find and focus it. */
export const menuItemProps = { role: 'menuitem', tabIndex: -1 } as const;

export interface MenuButtonProps {
  /** What the trigger shows. */
  label: ReactNode;
  /** The trigger's accessible name when `label` is not enough (an icon, a figure). */
  buttonLabel?: string;
  buttonClassName?: string;
  /** The menu's accessible name; defaults to the trigger's. */
  menuLabel?: string;
  menuClassName?: string;
  className?: string;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Items, each carrying `menuItemProps` (`role="menuitem"`, `tabIndex={-1}`). */
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape closes it and puts focus back on the button; choosing an item does too; Tab and
 * a click outside close it and leave focus where the bettor put it. Outside clicks are
 * recognised through the event's composed path, so this works inside a shadow root.
 */
export function MenuButton({ label, buttonLabel, buttonClassName, menuLabel, menuClassName, className, align = 'start', children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  const openAt = (where: 'first' | 'last') => {
    pendingFocus.current = where;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target = pendingFocus.current === 'last' ? list[list.length - 1] : list[0];
    pendingFocus.current = null;
    target?.focus();
    const onPointerDown = (event: PointerEvent | globalThis.MouseEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index < 0 ? list.length - 1 : index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
      case 'Escape':
        // Stops here so a dialog or drawer underneath does not close as well.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const onMenuClick = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest(ITEM_SELECTOR)) close(true);
  };

  return (
    <div ref={wrapper} className={`sb-menu${className ? ` ${className}` : ''}`}>
      <button
        ref={trigger}
        id={`${id}-button`}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
      </button>
      {open ? (
        // The list only routes keys and clicks coming from its items, which are focusable.
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={menuLabel}
          aria-labelledby={menuLabel ? undefined : `${id}-button`}
          className={`sb-menu__list sb-menu__list--${align}${menuClassName ? ` ${menuClassName}` : ''}`}
          onKeyDown={onMenuKeyDown}
          onClick={onMenuClick}
        >
          {Children.map(children, (child) => (child === null || child === false ? null : <li role="none">{child}</li>))}
        </ul>
      ) : null}
    </div>
  );
}
