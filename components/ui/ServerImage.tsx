// next/image's markup (srcset, sizes, the optimizer's URLs, lazy loading) rendered on the server as a plain
// <img>. next/image itself is a client component: every picture on a page was one more component for the
// phone to hydrate (40 on the home page), for behaviour these pictures do not use (blur placeholders, onLoad).
import { getImageProps, type ImageProps } from 'next/image';

export function ServerImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props);
  // The alt text comes with imageProps: getImageProps requires it.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...imageProps} />;
}
