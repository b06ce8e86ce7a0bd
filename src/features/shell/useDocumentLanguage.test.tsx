import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentLanguage } from './useDocumentLanguage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('useDocumentLanguage', () => {
  it('sets <html lang> to the locale on the standalone site and follows a change', () => {
    const { rerender } = renderHook(({ locale }) => useDocumentLanguage(locale, true), { initialProps: { locale: 'pt' } });
    expect(document.documentElement.lang).toBe('pt');
    rerender({ locale: 'sw' });
    expect(document.documentElement.lang).toBe('sw');
  });

  it("leaves an embedding page's lang alone", () => {
    document.documentElement.lang = 'de';
    renderHook(() => useDocumentLanguage('fr', false));
    expect(document.documentElement.lang).toBe('de');
  });
});
