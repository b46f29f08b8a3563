import type { NextConfig } from 'next';

// What create-next-app 16 writes for the Pages Router (no cacheComponents), plus turbopack.root:
// this folder has its own lockfile inside the docs repository, and Next.js would otherwise take
// the repository's root for the workspace root.
const nextConfig: NextConfig = {
  turbopack: { root: __dirname },
};

export default nextConfig;
