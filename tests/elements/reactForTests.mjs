// Serves React 19 as one ES module at /__react.js for element tests that render the
// sportsbook elements from a React host (the test runner cannot load React's CommonJS
// files). Built in memory with vite, once, on first request, in React's development build:
// a host under development is where React reports misuse of custom elements.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const entry = fileURLToPath(new URL('./fixtures/reactForTests.ts', import.meta.url));

export function reactForTests() {
  let bundle;
  return {
    name: 'react-for-tests',
    async serve(context) {
      if (context.path !== '/__react.js') return undefined;
      bundle ??= build({
        configFile: false,
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: 'react' } },
      }).then((result) => (Array.isArray(result) ? result[0] : result).output[0].code);
      return { body: await bundle, type: 'js' };
    },
  };
}
