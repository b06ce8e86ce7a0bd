import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { AppShell } from '../shell/AppShell';
import { Betslip } from './Betslip';

const runtimes: Runtime[] = [];
/** A runtime the file shuts down after each test: the shell's calls under way (settings, news popups) are cancelled, not left to fail while vitest tears the file down. */
function runtimeFor(settings: Parameters<typeof createRuntime>[0] = {}): Runtime {
  const runtime = createRuntime(settings);
  runtimes.push(runtime);
  return runtime;
}
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

describe('Betslip and the app shell sharing one runtime', () => {
  it('opens the separate betslip tree when the shell toggle is pressed, and back', async () => {
    const runtime = runtimeFor({ brand: 'lucky-star' });
    await runtime.i18n.ready;
    // Two React roots, as two custom elements would have, fed the same runtime.
    const shell = render(
      <RuntimeProvider runtime={runtime}>
        <AppShell />
      </RuntimeProvider>,
    );
    const slip = render(
      <RuntimeProvider runtime={runtime}>
        <Betslip />
      </RuntimeProvider>,
    );
    // The footer's toggle: on desktop the shell's right column holds a betslip of its own.
    const shellToggle = within(within(shell.container).getByRole('navigation', { name: 'Footer' })).getByRole('button', { name: /Betslip/ });
    expect(shellToggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(slip.container).queryByRole('region', { name: /Betslip/ })).toBeNull();

    act(() => shellToggle.click());

    expect(within(slip.container).getByRole('region', { name: /Betslip/ }).textContent).toContain('Your betslip is empty');
    expect(shellToggle.getAttribute('aria-expanded')).toBe('true');

    act(() => within(slip.container).getByRole('button', { name: 'Close' }).click());
    expect(shellToggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the count of selections in the toggle badge and the open slip', async () => {
    const runtime = runtimeFor();
    await runtime.i18n.ready;
    render(
      <RuntimeProvider runtime={runtime}>
        <Betslip />
      </RuntimeProvider>,
    );
    expect(screen.getByRole('button', { name: /Betslip/ }).textContent).toBe('Betslip0');
    act(() => {
      seedCatalogue(runtime.store.catalogue);
      runtime.store.betslip.addSelection('o1-1');
      runtime.store.betslip.addSelection('o2-1');
    });
    expect(screen.getByRole('heading', { name: /Betslip/ }).textContent).toBe('Betslip 2');
    expect(screen.getByText('2 selections')).toBeTruthy();
  });

  it('says how to fix a feature rendered without a runtime', () => {
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Betslip />)).toThrow(/Render it inside <RuntimeProvider runtime=\{createRuntime\(\)\}>/);
    } finally {
      console.error = silence;
    }
  });
});
