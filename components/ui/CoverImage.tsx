// A game's square cover at a fixed size (cart lines, orders), or a grey square of the same size without one.
import Image from 'next/image';

export function CoverImage({ src, alt, size }: { src: string | null | undefined; alt: string; size: number }) {
  if (!src) return <div aria-hidden="true" className="shrink-0 rounded-xl bg-slate-100" style={{ width: size, height: size }} />;
  return (
    <Image src={src} alt={alt} width={size} height={size} sizes={`${size}px`} className="shrink-0 rounded-xl bg-slate-100 object-cover" style={{ width: size, height: size }} />
  );
}
