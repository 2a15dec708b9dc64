// A game's awards (seed/awards.ts), kept as a JSON array in commerce_products.awards and answered on the product page.
import type { Db } from '../db/database';
import { awardsBySlug } from '../seed/awards';

/** Writes the seeded awards onto the games that have them; a database without the games yet is left as it is. */
export function storeSeededAwards(db: Db) {
  const update = db.prepare('UPDATE commerce_products SET awards = ? WHERE slug = ?');
  for (const [slug, awards] of Object.entries(awardsBySlug)) update.run(JSON.stringify(awards), slug);
}
