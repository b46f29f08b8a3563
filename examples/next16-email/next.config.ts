import type { NextConfig } from 'next';
import docsConfig from './src/next.config';

// The docs' next.config.ts (written to src/ by the harness), plus turbopack.root: this folder has
// its own lockfile inside the docs repository, and Next.js would otherwise take the repository's
// root for the workspace root.
const nextConfig: NextConfig = { ...docsConfig, turbopack: { ...docsConfig.turbopack, root: __dirname } };

export default nextConfig;
