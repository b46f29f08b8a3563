// What create-next-app 14 writes for the Pages Router (examples/starters/next14-pages/next.config.mjs).
/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
};

export default nextConfig;
