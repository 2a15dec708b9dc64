// @vitest-environment node
// The import arrows of docs/ARCHITECTURE.md are a lint rule: each wrong arrow below fails `npm run lint`,
// and the allowed ones pass. Linted as text at a path of the tree, with the project's own ESLint config.
import path from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../../..') });

async function arrowErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(__dirname, '../../..', file) });
  return result.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import arrows (docs/ARCHITECTURE.md)', () => {
  it.each([
    ['lib/example.ts', "import { createClient } from '@/services/http';\nexport const x = createClient;\n"],
    ['services/example.ts', "import { makeStore } from '@/store/store';\nexport const x = makeStore;\n"],
    ['store/example.ts', "import { Price } from '@/components/ui/Price';\nexport const x = Price;\n"],
    ['components/catalog/Example.tsx', "import Page from '@/app/error';\nexport const x = Page;\n"],
    ['app/example.ts', "import { sandboxConfig } from '@/sandbox/config';\nexport const x = sandboxConfig;\n"],
    ['sandbox/example.ts', "import { toLatinDigits } from '@/lib/digits';\nexport const x = toLatinDigits;\n"],
    [
      'tests/unit/example.test.ts',
      "import { sandboxConfig } from '@/sandbox/config';\nexport const x = sandboxConfig;\n",
    ],
  ])('%s may not make that import', async (file, source) => {
    expect(await arrowErrors(file, source)).not.toEqual([]);
  });

  it.each([
    [
      'components/cart/Example.tsx',
      "import { WalletFaq } from '@/components/wallet/WalletFaq';\nexport const x = WalletFaq;\n",
    ],
    [
      'components/shared/Example.tsx',
      "import { ProductCard } from '@/components/catalog/ProductCard';\nexport const x = ProductCard;\n",
    ],
    [
      'components/ui/Example.tsx',
      "import { useSessionExpiry } from '@/components/shared/useSessionExpiry';\nexport const x = useSessionExpiry;\n",
    ],
  ])('a feature never reaches into another: %s', async (file, source) => {
    expect(await arrowErrors(file, source)).not.toEqual([]);
  });

  it.each([
    [
      'app/example.tsx',
      "import { ProductCard } from '@/components/catalog/ProductCard';\nexport const x = ProductCard;\n",
    ],
    [
      'components/cart/Example.tsx',
      "import { Price } from '@/components/ui/Price';\nimport { useCart } from '@/components/shared/cart/CartProvider';\nexport const x = [Price, useCart];\n",
    ],
    ['services/example.ts', "import { toPersianDigits } from '@/lib/digits';\nexport const x = toPersianDigits;\n"],
    ['sandbox/example.ts', "import { sandboxConfig } from './config';\nexport const x = sandboxConfig;\n"],
  ])('%s may make that import', async (file, source) => {
    expect(await arrowErrors(file, source)).toEqual([]);
  });
});
