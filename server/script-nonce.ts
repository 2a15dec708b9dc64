// Gives this response's nonce to the scripts Next itself wrote, and to nothing else, as the HTML streams out.
// Next applies a nonce only when it renders per request; stamping on the way out keeps the render cache
// (one cached page, a fresh nonce for every response). Trust is by shape, checked strictly: a chunk under
// /_next/static/, or an inline script made only of what Next and React write (pushes of JSON to Next's queues,
// React's streaming runtime and calls of it). And by origin: nothing inside <service-html>, where the HTML of
// the CMS, the blog and product descriptions stands, is trusted whatever its shape. Anything else, an injected
// <script> included, gets no nonce and the browser refuses to run it.

const STATIC_PREFIX = '/_next/static/';

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push(';
const FLIGHT_PUSH = 'self.__next_f.push(';
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** Where the JSON value starting at `start` ends (exclusive), or -1; strings and nesting are followed. */
export function endOfJsonValue(text: string, start: number): number {
  const primitive = /(?:null|true|false|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;
  primitive.lastIndex = start;
  if (primitive.test(text)) return primitive.lastIndex;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') {
        inString = false;
        if (depth === 0) return i + 1;
      }
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (depth === 0) return -1;
  }
  return -1;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

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

const REACT_CALL = /\$R[A-Z]\(/y;

/** `self.__next_f.push([1, "…"])` or `[3, "…"]`: a JSON string (no unescaped quote) and nothing after it. */
const FLIGHT_STRING_PUSH = /^self\.__next_f\.push\(\[[13],"[^"\\]*(?:\\.[^"\\]*)*"\]\)$/;

/** After `(` at `open`: JSON arguments separated by ',' up to ')'. Where the call ends (exclusive), or -1. */
function endOfCall(body: string, open: number): number {
  let at = open;
  if (body[at] === ')') return at + 1;
  for (;;) {
    const valueEnd = endOfJsonValue(body, at);
    if (valueEnd < 0) return -1;
    if (body[valueEnd] === ')') return valueEnd + 1;
    if (body[valueEnd] !== ',') return -1;
    at = valueEnd + 1;
  }
}

/**
 * Is this inline script one the framework writes, and nothing more? Statements joined by ';', each one of:
 * a push of one JSON value to Next's flight or Turbopack queue; one of React's streaming runtime definitions
 * (`reactRuntime`, read from Next's own React, server/react-runtime.ts); a call of such a function
 * (`$RC("B:0","S:0")`) with JSON arguments.
 */
export function isFrameworkInlineScript(body: string, reactRuntime: readonly string[] = []): boolean {
  // Most of a page's scripts are one flight push of a string: checked by one native regex, not char by char.
  if (FLIGHT_STRING_PUSH.test(body)) return true;
  let at = 0;
  while (at < body.length) {
    const definition = reactRuntime.find((candidate) => body.startsWith(candidate, at));
    const queue = [FLIGHT_BOOTSTRAP, FLIGHT_PUSH, TURBOPACK_PUSH].find((candidate) => body.startsWith(candidate, at));
    REACT_CALL.lastIndex = at;
    if (definition) {
      at += definition.length;
    } else if (queue) {
      const jsonStart = at + queue.length;
      const jsonEnd = endOfJsonValue(body, jsonStart);
      if (jsonEnd < 0 || body[jsonEnd] !== ')') return false;
      const value = parseJson(body.slice(jsonStart, jsonEnd));
      if (queue === TURBOPACK_PUSH ? !isTurbopackBootstrap(value) : !isFlightInstruction(value)) return false;
      at = jsonEnd + 1;
    } else if (REACT_CALL.test(body)) {
      at = endOfCall(body, REACT_CALL.lastIndex);
      if (at < 0) return false;
    } else {
      return false;
    }
    while (body[at] === ';') at += 1;
  }
  return at > 0;
}

const ATTRIBUTES = new Map(
  ['src', 'href', 'rel', 'as', 'type'].map((name) => [name, new RegExp(`\\s${name}="([^"]*)"`, 'i')]),
);

function attributeOf(tag: string, name: 'src' | 'href' | 'rel' | 'as' | 'type'): string | null {
  return ATTRIBUTES.get(name)!.exec(tag)?.[1] ?? null;
}

function isStaticChunk(url: string | null): boolean {
  return url !== null && url.startsWith(STATIC_PREFIX) && !url.includes('..') && !url.includes('//');
}

/** `<script …>…</script>` (whole element) or `<link …>` (the tag): should it carry the nonce? */
export function deservesNonce(element: string, reactRuntime: readonly string[] = []): boolean {
  if (/^<link\b/i.test(element)) {
    const rel = attributeOf(element, 'rel');
    const preloadsScript = rel === 'modulepreload' || (rel === 'preload' && attributeOf(element, 'as') === 'script');
    return preloadsScript && isStaticChunk(attributeOf(element, 'href'));
  }
  const openTagEnd = element.indexOf('>');
  const openTag = element.slice(0, openTagEnd + 1);
  if (/\snonce=/i.test(openTag)) return false;
  const src = attributeOf(openTag, 'src');
  if (src !== null) return isStaticChunk(src);
  const type = attributeOf(openTag, 'type');
  if (type !== null && type !== 'text/javascript' && type !== 'module') return false; // data blocks (JSON-LD) never run
  const body = element.slice(openTagEnd + 1, element.length - '</script>'.length);
  return isFrameworkInlineScript(body, reactRuntime);
}

function stamp(element: string, nonce: string): string {
  const nameEnd = element.startsWith('<script') ? '<script'.length : '<link'.length;
  return `${element.slice(0, nameEnd)} nonce="${nonce}"${element.slice(nameEnd)}`;
}

/** The element that holds HTML from a service (components/ui/ServiceHtml): nothing inside it is trusted. */
const SERVICE_HTML_OPEN = '<service-html';
const SERVICE_HTML_CLOSE = '</service-html';

const OPENERS = ['<script', '<link', SERVICE_HTML_OPEN, SERVICE_HTML_CLOSE];

const OPENER = /<(?:script|link|service-html|\/service-html)/g;

/** The next `<script`, `<link` or edge of a service's HTML at or after `from`, or -1 (a native scan). */
function nextOpener(html: string, from: number): number {
  OPENER.lastIndex = from;
  return OPENER.exec(html)?.index ?? -1;
}

/**
 * A streaming stamper: feed it the HTML as it comes (`write`), then `end`. Text passes through as soon as it
 * cannot be part of a script or link tag; a script is held until its `</script>` arrives. Trust is by origin as
 * well as by shape: inside <service-html> (HTML a service wrote, sanitized) no script or link gets the nonce,
 * so markup that slipped past the sanitizer cannot borrow it by looking like the framework's.
 */
export function createNonceStamper(nonce: string, reactRuntime: readonly string[] = []) {
  let pending = '';
  /** How many <service-html> elements the stream is inside. */
  let serviceDepth = 0;

  function drain(final: boolean): string {
    const parts: string[] = [];
    let at = 0;
    while (at < pending.length) {
      const start = nextOpener(pending, at);
      if (start < 0) {
        // Keep a tail that could be the beginning of an opener split across chunks.
        const lastOpen = pending.lastIndexOf('<');
        const tail = lastOpen >= at ? pending.slice(lastOpen) : '';
        const keep = !final && tail && OPENERS.some((opener) => opener.startsWith(tail)) ? tail.length : 0;
        parts.push(pending.slice(at, pending.length - keep));
        at = pending.length - keep;
        break;
      }
      parts.push(pending.slice(at, start));
      at = start;
      const edge = pending.startsWith(SERVICE_HTML_CLOSE, at) ? -1 : pending.startsWith(SERVICE_HTML_OPEN, at) ? 1 : 0;
      if (edge !== 0) {
        const tagEnd = pending.indexOf('>', at);
        if (tagEnd < 0 && !final) break;
        const end = tagEnd < 0 ? pending.length : tagEnd + 1;
        const tag = pending.slice(at, end);
        if (/^<\/?service-html[\s/>]/.test(tag)) serviceDepth = Math.max(0, serviceDepth + edge);
        parts.push(tag);
        at = end;
        continue;
      }
      const isScript = pending.startsWith('<script', at);
      const end = isScript ? pending.indexOf('</script>', at) : pending.indexOf('>', at);
      if (end < 0) {
        if (final) {
          parts.push(pending.slice(at));
          at = pending.length;
        }
        break;
      }
      const elementEnd = isScript ? end + '</script>'.length : end + 1;
      const element = pending.slice(at, elementEnd);
      const nameFollows = /^<(script|link)[\s>]/.test(element);
      parts.push(
        nameFollows && serviceDepth === 0 && deservesNonce(element, reactRuntime) ? stamp(element, nonce) : element,
      );
      at = elementEnd;
    }
    pending = pending.slice(at);
    return parts.join('');
  }

  return {
    write(chunk: string): string {
      pending += chunk;
      return drain(false);
    },
    end(): string {
      return drain(true);
    },
  };
}
