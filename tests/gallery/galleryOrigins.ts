/** The gallery's sandbox: GALLERY_PORT (default 4750) for the host pages, the next two for the SDK and the API. */
const base = Number(process.env.GALLERY_PORT ?? 4750);

export const GALLERY_PORTS = { hostPages: base, sdk: base + 1, api: base + 2 } as const;

export const GALLERY_ORIGINS = {
  hostPages: `http://localhost:${GALLERY_PORTS.hostPages}`,
  api: `http://127.0.0.1:${GALLERY_PORTS.api}`,
} as const;
