// The awards the product page shows beside the critics' scores, by game slug, as the real service writes them:
// one Persian line per award, the award's own name and the event kept in English. Games not named have none.
export const awardsBySlug: Record<string, string[]> = {
  'elden-ring': [
    'برنده Game of the Year در The Game Awards 2022',
    'برنده Best Game Direction در The Game Awards 2022',
    'برنده Best Art Direction در The Game Awards 2022',
    'برنده Best Role Playing Game در The Game Awards 2022',
  ],
  'god-of-war-ragnarok': [
    'برنده Best Narrative در The Game Awards 2022',
    'برنده Best Action/Adventure Game در The Game Awards 2022',
    'برنده Best Audio Design در The Game Awards 2022',
  ],
  'the-last-of-us-part-ii-remastered': [
    'برنده Game of the Year در The Game Awards 2020',
    'برنده Best Game Direction در The Game Awards 2020',
    'برنده Best Narrative در The Game Awards 2020',
  ],
  'ghost-of-tsushima-directors-cut': [
    'برنده Best Art Direction در The Game Awards 2020',
    "برنده Player's Voice در The Game Awards 2020",
  ],
  'red-dead-redemption-2': [
    'برنده Best Narrative در The Game Awards 2018',
    'برنده Best Score/Music در The Game Awards 2018',
  ],
  'astro-bot': [
    'برنده Game of the Year در The Game Awards 2024',
    'برنده Best Action/Adventure Game در The Game Awards 2024',
  ],
  'baldurs-gate-3': [
    'برنده Game of the Year در The Game Awards 2023',
    'برنده Best Role Playing Game در The Game Awards 2023',
  ],
  'it-takes-two': [
    'برنده Game of the Year در The Game Awards 2021',
    'برنده Best Multiplayer Game در The Game Awards 2021',
  ],
  'street-fighter-6': ['برنده Best Fighting Game در The Game Awards 2023'],
};
