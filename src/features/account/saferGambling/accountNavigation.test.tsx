import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../../../../tests/support/sandboxFetch';
import { AccountPage } from '../../pages/AccountPage';
import { disposeTestRuntimes, renderInRouter, testRuntime } from '../../runtime/testRuntime';

afterEach(disposeTestRuntimes);

async function navigation(brand: string, settings: Record<string, unknown> = {}) {
  const runtime = await testRuntime({ config: { brand, apiBase: 'http://sandbox.test/' }, fetch: sandboxFetch({ settings }).fetch });
  renderInRouter(runtime, <AccountPage section="overview" />);
  return within(screen.getByRole('navigation', { name: 'Account sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the account navigation’s safer gambling entry', () => {
  it('shows where the brand’s profile has tools (kingsbet: uk)', async () => {
    expect(await navigation('kingsbet')).toContain('Safer gambling');
  });

  it('is left out for a brand without a jurisdiction, and for an unknown one', async () => {
    expect(await navigation('eurobet')).not.toContain('Safer gambling');
    disposeTestRuntimes();
    document.body.innerHTML = '';
    expect(await navigation('kingsbet', { jurisdiction: 'england' })).not.toContain('Safer gambling');
  });
});
