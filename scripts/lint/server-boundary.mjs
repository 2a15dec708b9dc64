// The line between the server's modules and the browser's, as lint rules (docs/ARCHITECTURE.md, "Server-only
// code"). services/server/ holds what runs only on the server: the cached reads, the existence checks, the
// sitemaps, the request's outcome and the views built from service data. Each of its modules says so with
// `import 'server-only'`, which fails Next's build when a browser bundle reaches it; these rules say it earlier
// and by name, in the editor and in `npm run lint`:
// - `marked`: a module under services/server/ imports 'server-only' before anything else;
// - `unreachable`: nothing a 'use client' module imports, directly or through other modules of ours, lies under
//   services/server/ or imports 'server-only' (a 'use server' module is where that walk stops: the browser gets
//   a reference to call, not its code).
// eslint-plugin-import's no-restricted-paths sees one import at a time and cannot tell a client module from a
// server one, so the walk is ours: a scan of import specifiers (type-only ones left out), resolved as tsconfig's
// `@/` and relative paths resolve, remembered per file for the whole run.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_FOLDER = path.join(ROOT, 'services', 'server') + path.sep;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SPECIFIERS =
  /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveSpecifier(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
  return found ?? null;
}

/** The specifiers a module imports for their values (an `import type` or `export type … from` brings no code). */
function valueImports(source) {
  const specifiers = [];
  for (const match of source.matchAll(SPECIFIERS)) {
    if (match[2]) continue;
    specifiers.push(match[3] ?? match[4]);
  }
  return specifiers;
}

const serverReason = new Map();

/**
 * Why a module of ours cannot go to the browser, as the chain of imports that reaches the server (`a.ts → b.ts`),
 * or null when nothing it imports does. Cycles count as clean while they are being walked.
 */
function serverChain(file) {
  if (serverReason.has(file)) return serverReason.get(file);
  serverReason.set(file, null);
  const reason = walkImports(file);
  serverReason.set(file, reason);
  return reason;
}

function walkImports(file) {
  const relative = path.relative(ROOT, file);
  if (file.startsWith(SERVER_FOLDER)) return relative;
  const source = fs.readFileSync(file, 'utf8');
  // A server action's module reaches the browser as a reference to call, never as code. Comments may come first.
  if (/^['"]use server['"]/m.test(source)) return null;
  for (const specifier of valueImports(source)) {
    if (specifier === 'server-only') return `${relative} (marked server-only)`;
    const target = resolveSpecifier(file, specifier);
    const chain = target && serverChain(target);
    if (chain) return `${relative} → ${chain}`;
  }
  return null;
}

function isClientModule(program) {
  return program.body.some(
    (statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client',
  );
}

const marked = {
  meta: {
    type: 'problem',
    docs: { description: "A module under services/server/ imports 'server-only' first." },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const first = program.body.find((statement) => statement.type === 'ImportDeclaration');
        if (first?.source.value === 'server-only' && first.specifiers.length === 0) return;
        context.report({
          node: first ?? program,
          message:
            "A module under services/server/ starts its imports with `import 'server-only';`, so a browser bundle that reaches it fails the build.",
        });
      },
    };
  },
};

const unreachable = {
  meta: {
    type: 'problem',
    docs: { description: 'A client module reaches no server-only module.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return {
      Program(program) {
        if (!isClientModule(program)) return;
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          if (specifier === 'server-only') {
            context.report({ node, message: "A 'use client' module cannot be server-only." });
            return;
          }
          const target = resolveSpecifier(file, specifier);
          const chain = target && serverChain(target);
          if (chain) {
            context.report({
              node,
              message: `This 'use client' module would bring server-only code to the browser: ${chain}. Hand the client what it needs as props, or move the shared part out of services/server/.`,
            });
          }
        };
        for (const statement of program.body) {
          if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
            check(statement, statement.source.value);
          }
          if (
            (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
            statement.source &&
            statement.exportKind !== 'type'
          ) {
            check(statement, statement.source.value);
          }
        }
      },
      ImportExpression(node) {
        if (!isClientModule(context.sourceCode.ast)) return;
        if (node.source.type !== 'Literal') return;
        const target = resolveSpecifier(file, node.source.value);
        const chain = target && serverChain(target);
        if (chain) {
          context.report({
            node,
            message: `This 'use client' module would load server-only code in the browser: ${chain}.`,
          });
        }
      },
    };
  },
};

export const serverBoundary = { rules: { marked, unreachable } };
