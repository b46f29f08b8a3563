import type { NextConfig } from 'next';

// What create-next-app 16 writes, plus turbopack.root: this folder has its own lockfile inside the
// docs repository, and Next.js would otherwise take the repository's root for the workspace root.
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  turbopack: { root: __dirname },
};

export default nextConfig;
