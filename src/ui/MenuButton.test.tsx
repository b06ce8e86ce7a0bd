import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, menuItemProps } from './MenuButton';

function renderMenu(onPick = vi.fn()) {
  render(
    <div>
      <button type="button">Elsewhere</button>
      <MenuButton label="Account" menuLabel="Account menu">
        <a {...menuItemProps} href="/en/account/balances">
          Balances
        </a>
        <button {...menuItemProps} type="button" onClick={onPick}>
          Transactions
        </button>
        <button {...menuItemProps} type="button">
          Log out
        </button>
      </MenuButton>
    </div>,
  );
  return { trigger: screen.getByRole('button', { name: 'Account' }), onPick };
}

const focused = () => document.activeElement?.textContent;

describe('MenuButton (menu button pattern)', () => {
  it('announces its popup and opens on click with focus on the first item', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => trigger.click());
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Balances', 'Transactions', 'Log out']);
    expect(focused()).toBe('Balances');
    act(() => trigger.click());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with ArrowDown on the first item and ArrowUp on the last; arrows, Home and End move and wrap', () => {
    const { trigger } = renderMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(focused()).toBe('Log out');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Balances');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Transactions');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focused()).toBe('Log out');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focused()).toBe('Balances');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('Log out');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(focused()).toBe('Balances');
  });

  it('closes on Escape and gives focus back to the button, without the Escape reaching outer handlers', () => {
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    const { trigger } = renderMenu();
    act(() => trigger.click());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(outer).not.toHaveBeenCalled();
    document.removeEventListener('keydown', outer);
  });

  it('closes on a click outside and leaves focus alone; a click inside keeps it open', () => {
    const { trigger } = renderMenu();
    act(() => trigger.click());
    fireEvent.pointerDown(screen.getByRole('menu'));
    expect(screen.queryByRole('menu')).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs the chosen item and closes, focus back on the button; Tab closes', () => {
    const { trigger, onPick } = renderMenu();
    act(() => trigger.click());
    act(() => screen.getByRole('menuitem', { name: 'Transactions' }).click());
    expect(onPick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    act(() => trigger.click());
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('recognises outside clicks through a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <MenuButton label="Open">
        <button {...menuItemProps} type="button">
          Item
        </button>
      </MenuButton>,
      { container },
    );
    const trigger = shadow.querySelector('button')!;
    act(() => trigger.click());
    const item = shadow.querySelector('[role="menuitem"]')!;
    // Inside the shadow root the document sees the host as the target; the composed path still holds the item.
    fireEvent.pointerDown(item);
    expect(shadow.querySelector('[role="menu"]')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(shadow.querySelector('[role="menu"]')).toBeNull();
    host.remove();
  });
});
