// The footer's mark for a social network the CMS lists (services/server/views/footer-links.ts), drawn from the sprite
// public/icons/social.svg: the paths come once in a file the browser caches, not in every page's HTML and flight
// data (the footer is in every page twice: its own and the not-found frame's).
import type { SocialNetwork } from '@/services/server/views/footer-links';

/** The sprite, served from public/. */
const SPRITE = '/icons/social.svg';

/** The mark alone: its size, stroke and colour come from the link's class (app/globals.css, .footer-social-link). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true">
      <use href={`${SPRITE}#${network}`} />
    </svg>
  );
}
