import type { Plugin } from 'vite';
import { buildCustomElementsManifest } from '../elements/elementManifest.ts';

/**
 * Emits dist/custom-elements.json from elements/elementManifest.ts at build time, so the
 * shipped manifest is always the one the code is tested against (package.json
 * "customElements" points at it).
 */
export function customElementsManifest(): Plugin {
  return {
    name: 'sportsbook-custom-elements-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(buildCustomElementsManifest(), null, 2)}\n` });
    },
  };
}
