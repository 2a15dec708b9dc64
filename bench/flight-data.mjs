// How much of a page's document is inline flight data: the `self.__next_f.push(...)` scripts through which
// React rebuilds the server's tree in the browser. The phone downloads, parses and hydrates from it before it
// answers a tap, beside the HTML that already shows the same page. bench/web.mjs prints it for FLIGHT_PAGES and the
// bare page; `node bench/flight-data.mjs [origin] [path…]` measures a running shop (default http://localhost:3000
// and FLIGHT_PAGES).
import { pathToFileURL } from 'node:url';

const FLIGHT_PUSH = 'self.__next_f.push(';

/** The pages bench:web measures: the two the budget names (/ at most 90 kB, the product page 45 kB) and two more. */
export const FLIGHT_PAGES = ['/', '/product/ea-sports-fc-26', '/products', '/cart'];

const encoder = new TextEncoder();

/** The bytes of `html` and of its inline flight-data scripts (UTF-8, as sent before compression). */
export function flightDataBytes(html) {
  let flight = 0;
  let scripts = 0;
  // An inline script's text runs to the first `</script`: the flight data escapes every `<` in its JSON.
  for (const [, text] of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script/g)) {
    if (!text.startsWith(FLIGHT_PUSH)) continue;
    flight += encoder.encode(text).length;
    scripts += 1;
  }
  return { html: encoder.encode(html).length, flight, scripts };
}

/** Fetches each path of `origin` as a first visit does (no cookie) and measures its document. */
export async function measureFlightData(origin, paths) {
  const rows = [];
  for (const pathname of paths) {
    const html = await fetch(new URL(pathname, origin)).then((response) => response.text());
    rows.push({ path: pathname, ...flightDataBytes(html) });
  }
  return rows;
}

export function printFlightData(rows) {
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  console.log('\n| page | HTML kB | inline flight data kB | flight pushes |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.path} | ${kB(row.html)} | ${kB(row.flight)} | ${row.scripts} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  const rows = await measureFlightData(origin, paths.length ? paths : FLIGHT_PAGES);
  printFlightData(rows);
}
