// The plain script installs the counter when evaluated; it exports nothing (see reactRenderCounter.ts).
export {};
