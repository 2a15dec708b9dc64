// Gives this response's nonce to the scripts Next itself wrote, and to nothing else, as the HTML streams out.
// Next applies a nonce only when it renders per request; stamping on the way out keeps the render cache
// (one cached page, a fresh nonce for every response). Trust is by shape, checked strictly: a chunk under
// /_next/static/, or an inline script made only of what Next and React write (pushes of JSON to Next's queues,
// React's streaming runtime and calls of it). And by origin: nothing inside <service-html>, where the HTML of
// the CMS, the blog and product descriptions stands, is trusted whatever its shape. Anything else, an injected
// <script> included, gets no nonce and the browser refuses to run it.
import { parse, type Expression, type ModuleDeclaration, type SpreadElement, type Statement } from 'acorn';
import { Parser } from 'htmlparser2';

const STATIC_PREFIX = '/_next/static/';
const NO_RUNTIME: readonly string[] = [];

/** A flight instruction: [0], [1, text], [2, form state] or [3, base64]. */
function isFlightInstruction(value: unknown): boolean {
  if (!Array.isArray(value) || typeof value[0] !== 'number') return false;
  if (value[0] === 0) return value.length === 1;
  if (value[0] === 1 || value[0] === 3) return value.length === 2 && typeof value[1] === 'string';
  return value[0] === 2 && value.length === 2;
}

/** Turbopack's chunk list: every string in it names a file under static/. */
function isTurbopackBootstrap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const strings: unknown[] = Object.values(value).flatMap((entry) => (Array.isArray(entry) ? entry : [entry]));
  return strings.every(
    (entry) =>
      typeof entry === 'number' ||
      (typeof entry === 'string' && /^static\/[\w\-./]+$/.test(entry) && !entry.includes('..')),
  );
}

/** The queues Next and Turbopack push to, as written up to the argument, and what each push may carry. */
const QUEUES = new Map([
  ['(self.__next_f=self.__next_f||[]).push(', isFlightInstruction],
  ['self.__next_f.push(', isFlightInstruction],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', isTurbopackBootstrap],
]);

/** `self.__next_f.push([1, "…"])` or `[3, "…"]`: a JSON string (no unescaped quote) and nothing after it. */
const FLIGHT_STRING_PUSH = /^self\.__next_f\.push\(\[[13],"[^"\\]*(?:\\.[^"\\]*)*"\]\)$/;

const NOT_DATA = Symbol('not data');

/** The value a literal of data stands for (arrays, objects, strings, numbers, booleans, null), or NOT_DATA. */
function dataOf(node: Expression | SpreadElement | null): unknown {
  if (node?.type === 'Literal') return node.regex || node.bigint !== undefined ? NOT_DATA : node.value;
  if (node?.type === 'UnaryExpression' && node.operator === '-') {
    const value = dataOf(node.argument);
    return typeof value === 'number' ? -value : NOT_DATA;
  }
  if (node?.type === 'ArrayExpression') {
    const items = node.elements.map(dataOf);
    return items.includes(NOT_DATA) ? NOT_DATA : items;
  }
  if (node?.type !== 'ObjectExpression') return NOT_DATA;
  const entries = node.properties.map((property) =>
    property.type === 'Property' && property.kind === 'init' && !property.computed
      ? [dataOf(property.key), dataOf(property.value)]
      : [NOT_DATA, NOT_DATA],
  );
  // A "__proto__" key would set the prototype, not a property.
  const fair = entries.every(([key, value]) => typeof key === 'string' && key !== '__proto__' && value !== NOT_DATA);
  return fair ? Object.fromEntries(entries) : NOT_DATA;
}

/** The statements of `source` as a script, or null when it is not one. */
function statementsOf(source: string): (Statement | ModuleDeclaration)[] | null {
  try {
    return parse(source, { ecmaVersion: 'latest' }).body.filter((statement) => statement.type !== 'EmptyStatement');
  } catch {
    return null;
  }
}

const textOf = (source: string, node: { start: number; end: number }) =>
  source.slice(node.start, node.end).replace(/;$/, '');

/** The text of every statement of React's runtime definitions, read once per runtime. */
const runtimeStatements = new WeakMap<readonly string[], Set<string>>();

function runtimeStatementsOf(reactRuntime: readonly string[]): Set<string> {
  let known = runtimeStatements.get(reactRuntime);
  if (!known) {
    known = new Set(reactRuntime.flatMap((source) => (statementsOf(source) ?? []).map((s) => textOf(source, s))));
    runtimeStatements.set(reactRuntime, known);
  }
  return known;
}

/** A push of one piece of data to a queue of Next's, or a call of React's runtime (`$RC("B:0","S:0")`) with data. */
function isFrameworkCall(body: string, statement: Statement | ModuleDeclaration): boolean {
  if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression') return false;
  const call = statement.expression;
  const values = call.arguments.map(dataOf);
  if (values.includes(NOT_DATA)) return false;
  if (call.callee.type === 'Identifier' && /^\$R[A-Z]$/.test(call.callee.name)) return true;
  const [argument] = call.arguments;
  const fits = argument && values.length === 1 && body.slice(argument.end, call.end) === ')';
  return Boolean(fits && QUEUES.get(body.slice(call.start, argument.start))?.(values[0]));
}

/**
 * Is this inline script one the framework writes, and nothing more? Each of its statements is one of: a push
 * of data to Next's flight or Turbopack queue; a statement of React's streaming runtime definitions
 * (`reactRuntime`, read from Next's own React, server/react-runtime.ts), matched by its text; a call of such a
 * function with data.
 */
export function isFrameworkInlineScript(body: string, reactRuntime: readonly string[] = NO_RUNTIME): boolean {
  // Most of a page's scripts are one flight push of a string: checked by one native regex, not parsed.
  if (FLIGHT_STRING_PUSH.test(body)) return true;
  const statements = statementsOf(body);
  if (!statements?.length) return false;
  const known = runtimeStatementsOf(reactRuntime);
  return statements.every((statement) => known.has(textOf(body, statement)) || isFrameworkCall(body, statement));
}

function isStaticChunk(url: string | undefined): boolean {
  return url !== undefined && url.startsWith(STATIC_PREFIX) && !/\.\.|\/\/|&/.test(url);
}

type Attributes = Map<string, string>;

function linkDeservesNonce(attributes: Attributes): boolean {
  const rel = attributes.get('rel');
  const preloadsScript = rel === 'modulepreload' || (rel === 'preload' && attributes.get('as') === 'script');
  return preloadsScript && isStaticChunk(attributes.get('href'));
}

function scriptDeservesNonce(attributes: Attributes, body: string, reactRuntime: readonly string[]): boolean {
  if (attributes.has('nonce')) return false;
  if (attributes.has('src')) return isStaticChunk(attributes.get('src'));
  const type = attributes.get('type');
  if (type !== undefined && type !== 'text/javascript' && type !== 'module') return false; // data (JSON-LD) never runs
  // After `<!--` a browser may end the script at a later </script> than the one seen here.
  return !body.includes('<!--') && isFrameworkInlineScript(body, reactRuntime);
}

/**
 * A streaming stamper: feed it the HTML as it comes (`write`), then `end`. htmlparser2 finds the tags; the bytes
 * go out as they came, with ` nonce="…"` after a trusted tag's name. Text passes through as soon as no tag
 * spans it; a script or link is held until it can be judged (its `</script>`, its `>`).
 */
export function createNonceStamper(nonce: string, reactRuntime: readonly string[] = NO_RUNTIME) {
  /** The stream from `heldFrom` on that has not gone out yet. */
  let held = '';
  let heldFrom = 0;
  let out: string[] = [];
  /** Where the <script> or <link> being judged starts, or -1; where its last attribute ends. */
  let tagStart = -1;
  let attributesEnd = 0;
  let attributes: Attributes = new Map();
  /** How many <service-html> elements the stream is inside. */
  let serviceDepth = 0;

  function sendUpTo(index: number): void {
    if (index <= heldFrom) return;
    out.push(held.slice(0, index - heldFrom));
    held = held.slice(index - heldFrom);
    heldFrom = index;
  }

  /** The text of the script element ending at `end`, between its tags. */
  function scriptBody(end: number): string {
    const element = held.slice(0, end - heldFrom);
    return element.slice(element.indexOf('>', attributesEnd - heldFrom) + 1, element.lastIndexOf('</'));
  }

  // Attributes are read only for the tags being judged (a link is void: it closes as its tag ends).
  const parser: Parser = new Parser(
    {
      onopentagname(name) {
        if (name === 'service-html') serviceDepth += 1;
        else if ((name === 'script' || name === 'link') && serviceDepth === 0) {
          [tagStart, attributesEnd, attributes] = [parser.startIndex, parser.startIndex, new Map()];
        }
      },
      onattribute(name, value) {
        if (tagStart < 0) return;
        if (!attributes.has(name)) attributes.set(name, value);
        attributesEnd = parser.endIndex;
      },
      onclosetag(name, isImplied) {
        // Only its own closing tag ends a service's HTML: a stray closing tag inside it leaves the rest untrusted.
        if (name === 'service-html' && !isImplied) serviceDepth -= 1;
        if (tagStart < 0 || (name !== 'script' && name !== 'link')) return;
        const end = parser.endIndex + 1;
        const trusted =
          name === 'link'
            ? linkDeservesNonce(attributes)
            : !isImplied && scriptDeservesNonce(attributes, scriptBody(end), reactRuntime);
        const nameEnd = tagStart + 1 + name.length;
        tagStart = -1;
        sendUpTo(nameEnd);
        if (trusted) out.push(` nonce="${nonce}"`);
        sendUpTo(end);
      },
    },
    // Entities stay as written: a chunk's address never has one, and isStaticChunk refuses '&'.
    { decodeEntities: false },
  );

  function flush(): string {
    const text = out.join('');
    out = [];
    return text;
  }

  return {
    write(chunk: string): string {
      held += chunk;
      parser.write(chunk);
      sendUpTo(tagStart < 0 ? parser.startIndex : tagStart);
      return flush();
    },
    end(): string {
      parser.end();
      sendUpTo(heldFrom + held.length);
      return flush();
    },
  };
}
