// Where a rail of product cards will stand until its cards come from the server: grey cards at the rail's height.
/**
 * The height of a rail's cards with their scroll margin: the tallest card (a two-line title, the original title
 * and the price) and pb-2. A rail loaded late is this tall whatever its cards, so nothing below it moves.
 */
export const RAIL_HEIGHT = 'h-[338px]';

/** Where a late rail's cards will stand: three grey cards of the rail's height (`className`). */
export function RailPlaceholder({ className = 'h-full' }: { className?: string }) {
  return (
    // The grey cards' style is the list's (rail-bones in globals.css), not each card's in the page's flight data.
    <ul aria-hidden="true" className={`rail-bones flex gap-3 overflow-hidden px-4 pb-2 ${className}`}>
      {[0, 1, 2].map((index) => (
        <li key={index} />
      ))}
    </ul>
  );
}
