import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { RegulatorySeal } from './RegulatorySeal';

const SEAL = { token: 'seal-localhost', certificateUrl: 'https://seal.sandbox.test/certificate' };

describe('regulatory seal (spec 2 gcb_seal_required)', () => {
  it('asks the seal service for this host and links the seal to the certificate page', async () => {
    const { runtime, requests } = await layoutRuntime({ gcb_seal_required: true }, { seal: SEAL });
    renderInShell(runtime, <RegulatorySeal />);
    const link = await screen.findByRole('link', { name: 'Licensed seal-localhost: licence certificate (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://seal.sandbox.test/certificate');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('seal-localhost');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(requests.some((request) => request.startsWith(`/api/gcb_seals?host=${window.location.hostname}`))).toBe(true);
  });

  it('asks once the setting arrives after the first render', async () => {
    const { runtime } = await layoutRuntime({ gcb_seal_required: true }, { seal: SEAL, loadSettings: false });
    renderInShell(runtime, <RegulatorySeal />);
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => {
      await runtime.store.settings.load();
    });
    expect(await screen.findByRole('link', { name: /^Licensed seal-localhost: licence certificate/ })).toBeTruthy();
  });

  it('shows nothing and asks nothing when the setting is off', async () => {
    const { runtime, requests } = await layoutRuntime({ gcb_seal_required: false }, { seal: SEAL });
    const { container } = renderInShell(runtime, <RegulatorySeal />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
    expect(requests.some((request) => request.includes('gcb_seals'))).toBe(false);
  });

  it('shows the seal unlinked when the answer has no web address for the certificate', async () => {
    const { runtime } = await layoutRuntime({ gcb_seal_required: 'true' }, { seal: { token: 'seal-x', certificateUrl: 'javascript:alert(1)' } });
    renderInShell(runtime, <RegulatorySeal />);
    expect(await screen.findByText('seal-x')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
