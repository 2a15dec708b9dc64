// The production server (server/main.ts) compiled to one JavaScript module beside the build, so `npm start`
// and each cluster instance run plain `node`: no TypeScript loader in production. Packages stay imports of
// node_modules; only the shop's own modules (server/, and the lib/ and services/ parts it uses) are bundled.
export const SHOP_SERVER = '.next/shop-server/main.mjs';

// services/server/ marks its modules with `server-only`, whose plain import throws (it is for the browser's
// build to fail on); this bundle is the server itself, so the marker is compiled away.
const serverOnlyMarker = {
  name: 'server-only-marker',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'server-only-marker' }));
    build.onLoad({ filter: /.*/, namespace: 'server-only-marker' }, () => ({ contents: '', loader: 'js' }));
  },
};

export async function compileServer() {
  // Loaded here, not at the top: the scripts that only need the path run without the compiler.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: ['server/main.ts'],
    outfile: SHOP_SERVER,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    metafile: true,
    plugins: [serverOnlyMarker],
    logLevel: 'warning',
  });
  return { modules: Object.keys(result.metafile.inputs).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { modules } = await compileServer();
  console.log(`[build] production server: ${modules} modules → ${SHOP_SERVER}`);
}
