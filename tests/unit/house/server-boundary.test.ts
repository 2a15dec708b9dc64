// @vitest-environment node
// Server-only code where it says so (docs/ARCHITECTURE.md): a 'use client' module that reaches services/server/,
// directly or through a module of ours, fails `npm run lint`, and so does a module there without its marker.
// Linted as text at a path of the tree, with the project's own ESLint config, against the real files it imports.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages
    .filter(
      (message) => message.ruleId?.startsWith('server-boundary/') || message.ruleId === 'import/no-restricted-paths',
    )
    .map((message) => message.message);
}

describe('the server-only boundary', () => {
  it('refuses a client module that imports a cached read', async () => {
    const errors = await boundaryErrors(
      'components/catalog/Example.tsx',
      "'use client';\nimport { readCompany } from '@/services/server/cached/catalog';\nexport const x = readCompany;\n",
    );
    expect(errors).toEqual([expect.stringContaining('services/server/cached/catalog.ts')]);
  });

  it('refuses one that reaches it through a server component of ours, naming the chain', async () => {
    const errors = await boundaryErrors(
      'components/catalog/Example.tsx',
      "'use client';\nimport { ProductCritics } from '@/components/catalog/product/ProductCritics';\nexport const x = ProductCritics;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/components\/catalog\/product\/ProductCritics\.tsx → services\/server\/views\//),
    ]);
  });

  it('refuses a lazy import of it and the marker itself in a client module', async () => {
    const lazy = await boundaryErrors(
      'components/cart/Example.tsx',
      "'use client';\nexport const load = () => import('@/services/server/sitemaps');\n",
    );
    expect(lazy).toEqual([expect.stringContaining('services/server/sitemaps.ts')]);
    const marker = await boundaryErrors('components/cart/Example.tsx', "'use client';\nimport 'server-only';\n");
    expect(marker).toEqual([expect.stringContaining('cannot be server-only')]);
  });

  it('lets a client module import a server action, whose module reaches the browser as a reference', async () => {
    const errors = await boundaryErrors(
      'app/(shop)/Example.tsx',
      "'use client';\nimport { loadBestSellers } from '@/app/(shop)/best-sellers-action';\nexport const x = loadBestSellers;\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps services/server/ out of the store', async () => {
    const errors = await boundaryErrors(
      'store/example.ts',
      "import { namesExist } from '@/services/server/known-addresses';\nexport const x = namesExist;\n",
    );
    expect(errors).not.toEqual([]);
  });

  it('lets a client module use what the browser shares with the server, and a server component use the server', async () => {
    expect(
      await boundaryErrors(
        'components/catalog/Example.tsx',
        "'use client';\nimport { purchaseOptions } from '@/services/commerce/purchase-options';\nimport type { PageSeo } from '@/services/server/views/seo';\nexport const x = purchaseOptions;\nexport type Y = PageSeo;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'components/catalog/Example.tsx',
        "import { readCompany } from '@/services/server/cached/catalog';\nexport const x = readCompany;\n",
      ),
    ).toEqual([]);
  });

  it("asks every module under services/server/ to import 'server-only' first", async () => {
    const unmarked = await boundaryErrors(
      'services/server/example.ts',
      "import { CACHE_POLICY } from './cached/policy';\nexport const x = CACHE_POLICY;\n",
    );
    expect(unmarked).toEqual([expect.stringContaining("import 'server-only'")]);
    const markedModule = await boundaryErrors(
      'services/server/example.ts',
      "import 'server-only';\nimport { CACHE_POLICY } from './cached/policy';\nexport const x = CACHE_POLICY;\n",
    );
    expect(markedModule).toEqual([]);
  });
});
