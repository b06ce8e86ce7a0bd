import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRuntime, memoryStorage, type UiModel } from '../../store';
import { useScrollLock } from './useScrollLock';

function Probe({ ui }: { ui: UiModel }) {
  useScrollLock(ui);
  return null;
}

describe('scroll lock (spec 2)', () => {
  it('blocks page scrolling while the login dialog or the mobile menu is open, and restores the page’s value', () => {
    document.documentElement.style.overflow = 'auto';
    const { ui } = createRuntime({}, { storage: memoryStorage(), reload: () => undefined }).store;
    render(<Probe ui={ui} />);
    expect(document.documentElement.style.overflow).toBe('auto');
    act(() => ui.openModal('isLoginOpen'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => ui.closeModals());
    expect(document.documentElement.style.overflow).toBe('auto');
    act(() => ui.toggleMobileMenu());
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => ui.toggleMobileMenu());
    expect(document.documentElement.style.overflow).toBe('auto');
  });
});
