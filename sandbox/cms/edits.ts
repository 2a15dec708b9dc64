// An editor's change to a CMS page, as the development endpoint POST /__sandbox/publish makes it: the title of a
// page's first section. Kept in the database, so a reset takes it away with everything else.
import type { Migration } from '../db/database';
import type { SandboxDeps } from '../deps';
import { publishableTitle, type Published } from '../publishing';
import { cmsPages } from '../seed/cms';
import type { CmsDocument } from './query';

export const pageEditsMigration: Migration = {
  id: 'cms-002-page-edits',
  up: (db) => {
    db.exec(`CREATE TABLE cms_page_edits (
      page TEXT PRIMARY KEY,
      first_section_title TEXT NOT NULL,
      edited_at TEXT NOT NULL
    )`);
  },
};

type PageEdit = { first_section_title: string; edited_at: string };

/** `{ page, title }`: the page's first section gets the title. */
export function publishPageEdit(deps: SandboxDeps, change: Record<string, unknown>): Published {
  const { page } = change;
  const title = publishableTitle(change.title);
  if (typeof page !== 'string' || title === null) {
    return { ok: false, error: 'send { "service": "cms", "page": <a page name>, "title": <1 to 200 characters> }' };
  }
  if (!cmsPages.some((seed) => seed.Page === page)) return { ok: false, error: `no CMS page named ${page}` };
  deps.db
    .prepare('INSERT OR REPLACE INTO cms_page_edits (page, first_section_title, edited_at) VALUES (?, ?, ?)')
    .run(page, title, new Date().toISOString());
  return { ok: true };
}

/** Serves each page as edited, or as seeded when nobody edited it. */
export function withPageEdits(deps: SandboxDeps): (document: CmsDocument) => CmsDocument {
  const read = deps.db.prepare('SELECT first_section_title, edited_at FROM cms_page_edits WHERE page = ?');
  return (document) => {
    const page = document.scalars.Page;
    if (typeof page !== 'string') return document;
    const edit = read.get(page) as PageEdit | undefined;
    const sections = document.populatable.Sections;
    if (!edit || !Array.isArray(sections) || sections.length === 0) return document;
    const [first, ...rest] = sections as Record<string, unknown>[];
    return {
      scalars: { ...document.scalars, updatedAt: edit.edited_at, publishedAt: edit.edited_at },
      populatable: { ...document.populatable, Sections: [{ ...first, Title: edit.first_section_title }, ...rest] },
    };
  };
}
