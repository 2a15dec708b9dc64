// The footer's mark for a social network the CMS lists (services/views/footer-links.ts), drawn from the sprite
// public/icons/social.svg: the paths come once in a file the browser caches, not in every page's HTML and flight
// data (the footer is in every page twice: its own and the not-found frame's).
import type { SocialNetwork } from '@/services/views/footer-links';

/** The sprite, served from public/. */
const SPRITE = '/icons/social.svg';

export function SocialIcon({ network, size }: { network: SocialNetwork; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${SPRITE}#${network}`} />
    </svg>
  );
}
