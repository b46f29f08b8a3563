import type { NextConfig } from 'next';

// What create-next-app 16 writes for the Pages Router (examples/starters/next16-pages/next.config.ts),
// plus turbopack.root: this folder has its own lockfile inside the docs repository, and Next.js
// would otherwise take the repository's root for the workspace root.
const nextConfig: NextConfig = {
  turbopack: {
    root: __dirname,
    rules: {
      '*.css': {
        loaders: ['@tailwindcss/turbopack'],
        as: '*.css',
      },
    },
  },
  reactStrictMode: true,
};

export default nextConfig;
