// What create-next-app 14 writes.
/** @type {import("next").NextConfig} */
const nextConfig = {};

export default nextConfig;
