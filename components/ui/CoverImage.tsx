// A game's square cover at a fixed size (cart lines, orders, the wishlist), or a grey square of the same size without
// one. Lazy by default; a list passes `eager` for the few rows on screen at once.
import Image from 'next/image';

export function CoverImage({
  src,
  alt,
  size,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  size: number;
  eager?: boolean;
}) {
  if (!src)
    return (
      <div aria-hidden="true" className="shrink-0 rounded-xl bg-slate-100" style={{ width: size, height: size }} />
    );
  return (
    <Image
      src={src}
      alt={alt}
      width={size}
      height={size}
      sizes={`${size}px`}
      loading={eager ? 'eager' : 'lazy'}
      className="shrink-0 rounded-xl bg-slate-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
