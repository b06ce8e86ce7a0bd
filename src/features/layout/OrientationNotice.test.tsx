import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { OrientationNotice, PHONE_LANDSCAPE_QUERY } from './OrientationNotice';

/** A controllable matchMedia for the phone-landscape query (jsdom has none). */
function stubOrientation(landscape: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    media: PHONE_LANDSCAPE_QUERY,
    matches: landscape,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((media: string) => (media === PHONE_LANDSCAPE_QUERY ? query : { media, matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  return {
    turn(nowLandscape: boolean) {
      query.matches = nowLandscape;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

async function renderNotice() {
  const runtime = createRuntime({}, { storage: memoryStorage(), reload: () => undefined });
  await runtime.i18n.ready;
  render(
    <RuntimeProvider runtime={runtime}>
      <OrientationNotice />
    </RuntimeProvider>,
  );
}

const notice = () => screen.queryByText('Please turn your device upright for the best view.');

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('device-orientation notice (spec 2)', () => {
  it('asks to turn a phone upright in landscape, and goes when it is upright', async () => {
    const device = stubOrientation(true);
    await renderNotice();
    expect(screen.getByRole('status').textContent).toContain('Please turn your device upright');
    device.turn(false);
    expect(notice()).toBeNull();
  });

  it('is dismissible, and comes back only after the phone has been upright again', async () => {
    const device = stubOrientation(true);
    await renderNotice();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(notice()).toBeNull();
    device.turn(true);
    expect(notice()).toBeNull();
    device.turn(false);
    device.turn(true);
    expect(notice()).not.toBeNull();
  });

  it('shows nothing in portrait or where matchMedia does not exist', async () => {
    stubOrientation(false);
    await renderNotice();
    expect(notice()).toBeNull();
    delete (window as { matchMedia?: unknown }).matchMedia;
    await renderNotice();
    expect(notice()).toBeNull();
  });
});
