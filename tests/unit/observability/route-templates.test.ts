// @vitest-environment node
// Route templates: the labels of every metric and vitals report. A slug never becomes a label, and the list
// names every page of app/ by its public address.
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES, pageRouteOf, routeLabelOf, UNMATCHED_ROUTE } from '@/lib/route-templates';

/** Segments of app/ that render an address under another path (lib/render-routes.ts): never in an address. */
const RENDERING_SEGMENTS = new Set(['[state]', 'search', '[page]', 'uncached', '[variant]']);

function appPageTemplates(dir = path.resolve('app'), prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix || '/'] : [];
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === 'api') return [];
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    return appPageTemplates(path.join(dir, entry.name), prefix + segment);
  });
}

describe('route templates', () => {
  it('a dynamic segment matches any value; the template, not the value, is the label', () => {
    expect(pageRouteOf('/product/elden-ring')).toBe('/product/[slug]');
    expect(pageRouteOf('/blog/%D8%B3%D9%84%D8%A7%D9%85')).toBe('/blog/[post]');
    expect(pageRouteOf('/profile/orders/1042/7')).toBe('/profile/orders/[id]/[itemId]');
    expect(pageRouteOf('/')).toBe('/');
    expect(pageRouteOf('/products/')).toBe('/products');
  });

  it('an address no page has matches nothing, and is labelled as other', () => {
    expect(pageRouteOf('/product/elden-ring/extra')).toBeNull();
    expect(pageRouteOf('/wp-admin')).toBeNull();
    expect(routeLabelOf('/wp-admin/setup.php')).toBe(UNMATCHED_ROUTE);
  });

  it("the server's own answers have labels of their own; build files share one", () => {
    expect(routeLabelOf('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(routeLabelOf('/api/vitals')).toBe('/api/vitals');
    expect(routeLabelOf('/cart')).toBe('/cart');
  });

  it('names every page of app/ by its public address, and nothing else', () => {
    const addresses = new Set(
      appPageTemplates().map((template) => {
        const segments = template.split('/');
        return RENDERING_SEGMENTS.has(segments.at(-1)!) ? segments.slice(0, -1).join('/') || '/' : template;
      }),
    );
    expect([...addresses].sort()).toEqual([...PAGE_ROUTES].sort());
  });
});
