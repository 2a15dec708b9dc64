// React's streaming runtime: the small scripts React inlines to reveal streamed parts of a page (`$RC`, `$RS`,
// `$RX`, `$RR`, `$RV`). They are string constants of the React build Next ships, so they are read from there,
// once, at start-up: the nonce stamper then recognises them exactly, whatever version is installed.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const RUNTIME_LITERAL = /(['"])((?:\$R[A-Z]=|requestAnimationFrame\(function\(\)\{\$RT)(?:\\.|(?!\1)[^\\\n])*)\1/g;

function unescapeJsString(text: string): string {
  return text.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, escape: string) => {
    if (escape[0] === 'x' || escape[0] === 'u') return String.fromCharCode(parseInt(escape.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' }[escape] ?? escape;
  });
}

/** The runtime definitions found in `source`, each without the call some of them end with (`…;$RS("`). */
export function reactRuntimeDefinitionsIn(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(RUNTIME_LITERAL)) {
    const definition = unescapeJsString(match[2]).replace(/\$R[A-Z]\("$/, '');
    if (definition) found.add(definition);
  }
  return [...found];
}

/** Every runtime definition in the production page runtimes of the installed Next, longest first. */
export function loadReactRuntime(): string[] {
  const require = createRequire(import.meta.url);
  const runtimes = join(dirname(require.resolve('next/package.json')), 'dist/compiled/next-server');
  const definitions = new Set<string>();
  for (const file of readdirSync(runtimes)) {
    if (!/^app-page.*\.runtime\.prod\.js$/.test(file)) continue;
    for (const definition of reactRuntimeDefinitionsIn(readFileSync(join(runtimes, file), 'utf8')))
      definitions.add(definition);
  }
  return [...definitions].sort((a, b) => b.length - a.length);
}
