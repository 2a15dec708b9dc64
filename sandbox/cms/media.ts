// The CMS's media objects in Strapi 5's shape with relative /uploads URLs (docs/contracts/cms.md, "Media"): the
// pictures the seed names and the highlights' videos.
import { readTrailerFile } from '../files/gallery';
import { cmsUploadFormat, fileUrls, PICTURE_MIME_TYPES } from '../files/urls';
import { cmsUploads, findCmsUpload } from '../seed/cms';
import { cmsVideoUploads, findCmsVideo } from '../seed/cms-highlights';
import { documentIdFor, timestamps } from './stamps';

/** A media object for an upload: a drawn picture (WebP, JPEG or PNG) or one of the highlights' videos (MP4). */
export function mediaObject(name: string) {
  const video = findCmsVideo(name);
  if (video) {
    const bytes = readTrailerFile(video.trailer, 'trailer.mp4');
    if (!bytes) throw new Error(`no trailer file for CMS video ${name}`);
    // Videos are numbered after the pictures, as uploaded later.
    const id = cmsUploads.length + cmsVideoUploads.indexOf(video) + 1;
    return media(id, name, {
      alternativeText: video.title,
      width: video.width,
      height: video.height,
      ext: '.mp4',
      mime: 'video/mp4',
      size: Math.round(bytes.length / 10.24) / 100,
    });
  }
  const upload = findCmsUpload(name);
  if (!upload) throw new Error(`no CMS upload named ${name}`);
  const format = cmsUploadFormat(upload.kind);
  return media(cmsUploads.indexOf(upload) + 1, name, {
    alternativeText: upload.title,
    width: upload.width,
    height: upload.height,
    ext: `.${format}`,
    mime: PICTURE_MIME_TYPES[format],
    size: 4.2,
  });
}

type MediaFile = {
  alternativeText: string;
  width: number;
  height: number;
  ext: string;
  mime: string;
  size: number;
};

function media(id: number, name: string, file: MediaFile) {
  return {
    id,
    documentId: documentIdFor(`upload:${name}`),
    name: `${name}${file.ext}`,
    alternativeText: file.alternativeText,
    caption: null,
    width: file.width,
    height: file.height,
    formats: null,
    hash: `${name.replace(/-/g, '_')}_${documentIdFor(name).slice(0, 10)}`,
    ext: file.ext,
    mime: file.mime,
    size: file.size,
    url: fileUrls.cmsUpload(name, file.ext),
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    ...timestamps(),
  };
}
