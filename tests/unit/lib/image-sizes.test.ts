// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { GalleryThumbnail } from '@/components/catalog/product/GalleryThumbnail';
import { DEVICE_SIZES, fixedWidthSources, IMAGE_SIZES } from '@/lib/image-sizes';

// next/image with the shop's configuration, as the build gives it to getImageProps.
const imgConf = prepareImageConfig({
  ...imageConfigDefault,
  deviceSizes: DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
  dangerouslyAllowSVG: true,
});
const nextImage = (props: { src: string; alt: string; width: number; height: number; className?: string }) =>
  getImgProps({ ...props, loading: 'lazy' }, { defaultLoader, imgConf }).props;

const cover = 'http://localhost:4010/commerce/files/products/ea-sports-fc-26/shot 1.svg?v=2';

test.each([48, 100, 288, 500, 1000])('a picture %i px wide has the src and srcSet next/image writes', (width) => {
  const { src, srcSet } = nextImage({ src: cover, alt: '', width, height: width });
  expect(fixedWidthSources(cover, width)).toEqual({ src, srcSet });
});

test("a gallery thumbnail's markup is next/image's, attribute for attribute", () => {
  const props = { src: cover, alt: 'تصویر ۱', className: 'aspect-video w-72 object-cover' };
  const ours = renderToStaticMarkup(createElement(GalleryThumbnail, props));
  const theirs = renderToStaticMarkup(createElement('img', nextImage({ ...props, width: 288, height: 162 })));
  expect(ours).toBe(theirs);
});
