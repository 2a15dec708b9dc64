import type { NextConfig } from 'next';

// The bare page's build lives beside the shop's: its own output folder, the shop's node_modules.
const nextConfig: NextConfig = { poweredByHeader: false, reactStrictMode: true };

export default nextConfig;
