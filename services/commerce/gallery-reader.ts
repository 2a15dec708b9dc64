// Product/GetGallries read tolerantly: an item the gallery cannot show (no address) is left out, a caption that is
// missing is left to the page (it names the game instead), and an unknown media type is shown as a picture.
// Each difference from the document is reported once (services/contract-drift.ts).
import { reportContractDrift } from '../contract-drift';
import type { GalleryItem } from '../types/commerce';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function readGallery(raw: unknown): GalleryItem[] {
  const note = (field: string) => reportContractDrift({ service: 'commerce', operation: 'Product_GetGallries', field });
  if (!Array.isArray(raw)) {
    if (raw !== null && raw !== undefined) note('[]');
    return [];
  }
  return raw.filter(isObject).flatMap((item): GalleryItem[] => {
    const filePath = textOrNull(item.filePath) ?? '';
    const cdnPath = textOrNull(item.cdnPath) ?? '';
    if (!filePath && !cdnPath) {
      note('[].filePath');
      return [];
    }
    for (const member of ['fileAltAttribute', 'fileTitleAttribute'] as const) {
      if (!(member in item)) note(`[].${member}`);
    }
    let mediaType: GalleryItem['mediaType'] = 'Image';
    if (item.mediaType === 'Video' || item.mediaType === 'Image') mediaType = item.mediaType;
    else note('[].mediaType');
    return [
      {
        id: typeof item.id === 'number' ? item.id : 0,
        mediaType,
        filePath,
        cdnPath,
        thumbnail: textOrNull(item.thumbnail) ?? '',
        cdnThumbnail: textOrNull(item.cdnThumbnail),
        duration: typeof item.duration === 'number' ? item.duration : null,
        fileAltAttribute: textOrNull(item.fileAltAttribute),
        fileTitleAttribute: textOrNull(item.fileTitleAttribute),
        creationTime: textOrNull(item.creationTime) ?? '',
      },
    ];
  });
}
