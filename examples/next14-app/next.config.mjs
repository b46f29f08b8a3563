import { existsSync } from 'node:fs';

// What create-next-app 14 writes ({}: examples/starters/next14-app/next.config.mjs), or the docs' own next.config.mjs when the app written into
// src/ has one (the Email example, whose App Router setup needs it).
const docsConfig = new URL('./src/next.config.mjs', import.meta.url);

/** @type {import("next").NextConfig} */
const nextConfig = existsSync(docsConfig) ? (await import(docsConfig.href)).default : {};

export default nextConfig;
