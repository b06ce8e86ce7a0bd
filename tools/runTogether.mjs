// `node tools/runTogether.mjs typecheck lint build`: runs those npm scripts at the same
// time and fails when any of them fails. Each is one process on one core (tsc, eslint, the
// vite builds), so on the 2-core CI runner they take about as long together as the
// longest alone (typecheck 58 s, lint 31 s, build 17 s one after another). Each script's
// output is printed whole once it ends, so two logs never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Name the npm scripts to run together, e.g. `node tools/runTogether.mjs typecheck lint`.');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      process.stdout.write(`\n── npm run ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')} (their output is above).`);
  process.exit(1);
}
