import type { Browser } from '@playwright/test';
import { openMeasuredPage, waitForFirstOdds } from '../browserSession';
import { gzipSize } from '../gzipSize';

export interface ColdStartRun {
  /** Navigation start to the frame that painted the first odds (pageProbe.script.js). */
  firstOddsMs: number;
  /** JavaScript files finished before that frame. */
  jsFiles: number;
  /** Their bodies, gzip -9, summed. */
  jsGzipBytes: number;
  /** Their bodies as they came (decoded), summed. */
  jsRawBytes: number;
}

const isJavaScript = (url: string, mimeType: string, type: string) => type === 'Script' || /javascript|ecmascript/.test(mimeType) || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * One cold start of `url`: a fresh browser context (empty cache, no storage), the CPU slowed
 * `cpuRate` times from before navigation, and the page left to load until the probe sees the
 * first odds painted. The JavaScript the page had downloaded by then is read back through
 * the DevTools protocol's Network domain and gzipped here.
 */
export async function coldStart(browser: Browser, url: string, cpuRate: number): Promise<ColdStartRun> {
  const measured = await openMeasuredPage(browser);
  try {
    const { cdp, page } = measured;
    const responses = new Map<string, { requestId: string; mimeType: string; type: string }>();
    await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: 16 * 1024 * 1024 });
    cdp.on('Network.responseReceived', (event) => responses.set(event.response.url, { requestId: event.requestId, mimeType: event.response.mimeType, type: event.type }));
    await page.goto('about:blank');
    await measured.throttle(cpuRate);
    await page.goto(url, { waitUntil: 'commit' });
    const first = await waitForFirstOdds(page, 60_000 * cpuRate);
    await measured.throttle(1);
    let jsFiles = 0;
    let jsGzipBytes = 0;
    let jsRawBytes = 0;
    for (const resource of new Set(first.resources)) {
      const response = responses.get(resource);
      if (response === undefined || !isJavaScript(resource, response.mimeType, response.type)) continue;
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: response.requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      jsFiles += 1;
      jsRawBytes += bytes.length;
      jsGzipBytes += gzipSize(bytes);
    }
    return { firstOddsMs: first.at, jsFiles, jsGzipBytes, jsRawBytes };
  } finally {
    await measured.close();
  }
}
