import { act, fireEvent, render, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

/** A page with an opener button and a modal it opens, rendered inside a shadow root like the elements do. */
function Page({ closable = true, nested = false }: { closable?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open ? (
        <Modal title="Sign in" closeLabel="Close dialog" onClose={closable ? () => setOpen(false) : undefined}>
          <label>
            Name <input />
          </label>
          <button type="button" onClick={() => setInner(true)}>
            Last
          </button>
          {nested && inner ? (
            <Modal title="Sure?" onClose={() => setInner(false)} role="alertdialog">
              <button type="button">Yes</button>
              <button type="button">No</button>
            </Modal>
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
}

function inShadowRoot(ui: React.ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const view = render(ui, { container });
  return { host, shadow, view, q: within(container as HTMLElement) };
}

const focused = (shadow: ShadowRoot) => shadow.activeElement;

afterEach(() => document.body.replaceChildren());

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered inside the shadow root with a backdrop', () => {
    const { shadow, q } = inShadowRoot(<Page />);
    act(() => q.getByRole('button', { name: 'Open' }).click());
    const dialog = q.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getRootNode()).toBe(shadow);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(shadow.querySelector('.sb-modal__backdrop')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('moves focus to the first field, and back to the opener on close', () => {
    const { shadow, q } = inShadowRoot(<Page />);
    const opener = q.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    expect(focused(shadow)).toBe(q.getByRole('textbox', { name: 'Name' }));
    act(() => q.getByRole('button', { name: 'Close dialog' }).click());
    expect(q.queryByRole('dialog')).toBeNull();
    expect(focused(shadow)).toBe(opener);
  });

  it('traps Tab and Shift+Tab inside', () => {
    const { shadow, q } = inShadowRoot(<Page />);
    act(() => q.getByRole('button', { name: 'Open' }).click());
    const dialog = q.getByRole('dialog');
    const close = q.getByRole('button', { name: 'Close dialog' });
    const last = q.getByRole('button', { name: 'Last' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(focused(shadow)).toBe(close);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(focused(shadow)).toBe(last);
    // In the middle the browser moves focus itself: the key is not taken.
    const field = q.getByRole('textbox');
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
    expect(dialog.contains(focused(shadow))).toBe(true);
  });

  it('closes on Escape when closable, and not otherwise', () => {
    const closable = inShadowRoot(<Page />);
    act(() => closable.q.getByRole('button', { name: 'Open' }).click());
    fireEvent.keyDown(closable.q.getByRole('textbox'), { key: 'Escape' });
    expect(closable.q.queryByRole('dialog')).toBeNull();
    closable.view.unmount();

    const forced = inShadowRoot(<Page closable={false} />);
    act(() => forced.q.getByRole('button', { name: 'Open' }).click());
    expect(forced.q.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    fireEvent.keyDown(forced.q.getByRole('textbox'), { key: 'Escape' });
    expect(forced.q.getByRole('dialog')).toBeTruthy();
  });

  it('traps a modal opened from a modal on its own; Escape closes only the inner one', () => {
    const { shadow, q } = inShadowRoot(<Page nested />);
    act(() => q.getByRole('button', { name: 'Open' }).click());
    const opener = q.getByRole('button', { name: 'Last' });
    opener.focus();
    act(() => opener.click());
    const inner = q.getByRole('alertdialog', { name: 'Sure?' });
    const no = within(inner).getByRole('button', { name: 'No' });
    no.focus();
    expect(fireEvent.keyDown(no, { key: 'Tab' })).toBe(false);
    expect(inner.contains(focused(shadow))).toBe(true);
    fireEvent.keyDown(no, { key: 'Escape' });
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(q.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(focused(shadow)).toBe(opener);
  });

  it('keeps focus when the backdrop is pressed', () => {
    const { shadow, q } = inShadowRoot(<Page />);
    act(() => q.getByRole('button', { name: 'Open' }).click());
    const backdrop = shadow.querySelector('.sb-modal__backdrop')!;
    // fireEvent answers false when a handler prevented the default (the focus change).
    expect(fireEvent.mouseDown(backdrop)).toBe(false);
    expect(q.getByRole('dialog').contains(focused(shadow))).toBe(true);
  });
});
