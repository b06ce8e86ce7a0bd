/* global document, MediaRecorder -- the function given to page.evaluate runs in the page */
// Records the sandbox's test stream (demo/server/media/test-stream.webm) once, offline:
// Chromium's MediaRecorder encodes a canvas animation to VP8 WebM. The file is committed,
// so no test or server start needs a browser or ffmpeg to have a playable video.
// Run: node tools/makeTestStream.mjs  (needs Chromium at CHROME_PATH or /usr/bin/chromium)
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';

const SECONDS = 6;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const context = canvas.getContext('2d');
  const stream = canvas.captureStream(12);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 40_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const started = performance.now();
  const draw = () => {
    const elapsed = (performance.now() - started) / 1000;
    context.fillStyle = '#1e6b34';
    context.fillRect(0, 0, 320, 180);
    context.strokeStyle = '#ffffff';
    context.lineWidth = 2;
    context.strokeRect(10, 10, 300, 160);
    context.beginPath();
    context.moveTo(160, 10);
    context.lineTo(160, 170);
    context.stroke();
    context.beginPath();
    context.arc(160, 90, 24, 0, Math.PI * 2);
    context.stroke();
    const x = 160 + Math.sin(elapsed * 1.7) * 120;
    const y = 90 + Math.cos(elapsed * 2.3) * 60;
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(x, y, 6, 0, Math.PI * 2);
    context.fill();
    context.font = '14px sans-serif';
    context.fillText(`SANDBOX TEST STREAM ${elapsed.toFixed(1)}s`, 16, 28);
  };
  const timer = setInterval(draw, 1000 / 12);
  draw();
  recorder.start(500);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await new Promise((resolve) => {
    recorder.onstop = resolve;
    recorder.stop();
  });
  clearInterval(timer);
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}, SECONDS);
await browser.close();
const file = new URL('../demo/server/media/test-stream.webm', import.meta.url);
await writeFile(file, Buffer.from(base64, 'base64'));
console.log(`wrote ${file.pathname}: ${Buffer.from(base64, 'base64').length} bytes`);
