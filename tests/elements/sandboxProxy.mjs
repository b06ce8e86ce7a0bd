// The sandbox operator behind /sandbox/ for element tests that need real API answers
// (a game token, an outcome no page has shown). In process, seeded, no port of its own;
// tests opt in with api-base "/sandbox/" so the other tests keep their API-less page.
import { Readable } from 'node:stream';
import { tsImport } from 'tsx/esm/api';

const PREFIX = '/sandbox';

export async function sandboxProxy() {
  const { inProcessSandbox } = await tsImport('../support/inProcessSandbox.ts', import.meta.url);
  const { fetch } = inProcessSandbox('element-tests');
  return async (context, next) => {
    if (context.path !== PREFIX && !context.path.startsWith(`${PREFIX}/`)) return next();
    const chunks = [];
    for await (const chunk of context.req) chunks.push(chunk);
    const url = new URL(context.originalUrl.slice(PREFIX.length) || '/', `http://${context.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(context.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = chunks.length > 0 && context.method !== 'GET' && context.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const response = await fetch(new Request(url, { method: context.method, headers, body }));
    context.status = response.status;
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') context.set(name, value);
    });
    context.body = response.body ? Readable.fromWeb(response.body) : '';
  };
}
