// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The architecture's one-way layers (docs/architecture.md), enforced on every import:
 *   core <- api, live <- store <- host, features <- elements
 * A layer lists the folders of ours and the packages it must not import. ESLint applies
 * only the last matching `no-restricted-imports`, so each layer states its full list.
 */
const OUR_LAYERS = ['core', 'api', 'live', 'store', 'host', 'features', 'ui', 'i18n', 'theme', 'elements'];

/** Matches a relative or aliased import that goes into one of the given folders. */
function layerPattern(layers) {
  return `(^|/)(${layers.join('|')})(/|$)`;
}

function packagePattern(packages) {
  return `^(${packages.map((name) => name.replace(/[/*]/g, (c) => (c === '*' ? '[^/]+' : '\\/'))).join('|')})(/|$)`;
}

function boundary({ files, layer, forbiddenLayers, forbiddenPackages = [] }) {
  const patterns = [
    {
      regex: layerPattern(forbiddenLayers),
      message: `${layer} may not import ${forbiddenLayers.join(', ')} (see docs/architecture.md, "Layers").`,
    },
  ];
  if (forbiddenPackages.length > 0) {
    patterns.push({
      regex: packagePattern(forbiddenPackages),
      message: `${layer} may not depend on ${forbiddenPackages.join(', ')} (see docs/architecture.md, "Layers").`,
    });
  }
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const UI_PACKAGES = ['react', 'react-dom', 'react-i18next', '@r2wc/*', '@preact/signals-react', 'lit-html'];
const NETWORK_PACKAGES = ['ky'];
const PAGE_ADDRESS = ['location', 'history'];
const PAGE_ADDRESS_MESSAGE =
  'The page belongs to its hosting mode: use runtime.page (url, replaceUrl, leave, reload) or runtime.router (navigate, back); only src/store/browserPage.ts and elements/siteEnvironment.ts touch location and history.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['src/**/*.tsx', 'elements/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    files: ['demo/server/**/*.ts', 'tests/**/*.{ts,mjs,js}', 'tools/**/*.{ts,mjs}', '*.config.{ts,js}', '.ci/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A test that reaches for a missing node should fail loudly, which `!` does.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}', 'demo/server/testing/**/*.ts'],
    // Tests read JSON bodies whose shape they then assert; `any` there is the honest type.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },

  {
    // The page environment (docs/architecture.md "Page environment"): no model, feature or
    // element reads or writes the page's address or history; they ask runtime.page and
    // runtime.router, so an element on a host's page can never navigate or reload it. The
    // environment files are the exception; tests drive jsdom's address on purpose.
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}'],
    ignores: ['src/store/browserPage.ts', 'elements/siteEnvironment.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...PAGE_ADDRESS.map((name) => ({ name, message: PAGE_ADDRESS_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self', 'document', 'top', 'parent'].flatMap((object) => PAGE_ADDRESS.map((property) => ({ object, property, message: PAGE_ADDRESS_MESSAGE }))),
      ],
    },
  },
  boundary({
    files: ['src/core/**/*.ts'],
    layer: 'src/core',
    forbiddenLayers: OUR_LAYERS.filter((name) => name !== 'core'),
    forbiddenPackages: [...UI_PACKAGES, ...NETWORK_PACKAGES, 'i18next', '@preact/signals-core', 'hono'],
  }),
  {
    // core also runs on servers: no browser globals (its tsconfig has no DOM library either).
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'fetch', 'customElements', 'requestAnimationFrame'].map(
          (name) => ({ name, message: 'src/core is pure: pass the value in as an argument instead of reading the browser.' }),
        ),
      ],
    },
  },
  boundary({
    files: ['src/api/**/*.ts', 'src/live/**/*.ts'],
    layer: 'src/api and src/live',
    forbiddenLayers: ['store', 'host', 'features', 'ui', 'i18n', 'theme', 'elements'],
    forbiddenPackages: UI_PACKAGES,
  }),
  boundary({
    files: ['src/store/**/*.ts'],
    layer: 'src/store',
    forbiddenLayers: ['host', 'features', 'ui', 'theme', 'elements'],
    forbiddenPackages: UI_PACKAGES,
  }),
  boundary({
    files: ['src/host/**/*.ts'],
    layer: 'src/host',
    forbiddenLayers: ['api', 'live', 'features', 'ui', 'elements'],
    forbiddenPackages: [...UI_PACKAGES, ...NETWORK_PACKAGES],
  }),
  boundary({
    files: ['src/features/**/*.{ts,tsx}'],
    layer: 'src/features',
    forbiddenLayers: ['api', 'live', 'host', 'elements'],
    forbiddenPackages: NETWORK_PACKAGES,
  }),
  boundary({
    files: ['src/ui/**/*.{ts,tsx}'],
    layer: 'src/ui',
    forbiddenLayers: ['api', 'live', 'store', 'host', 'features', 'elements'],
    forbiddenPackages: NETWORK_PACKAGES,
  }),
  boundary({
    files: ['src/theme/**/*.ts', 'src/i18n/**/*.ts'],
    layer: 'src/theme and src/i18n',
    forbiddenLayers: ['api', 'live', 'store', 'host', 'features', 'ui', 'elements'],
    forbiddenPackages: NETWORK_PACKAGES,
  }),
  boundary({
    files: ['elements/**/*.{ts,tsx}'],
    layer: 'elements',
    forbiddenLayers: ['api', 'live'],
    forbiddenPackages: NETWORK_PACKAGES,
  }),
);
