// Age ratings as the product DTOs carry them: PEGI and ESRB levels with Persian names, badge images
// and their content descriptors.
import type { components } from '../../contracts/generated/commerce';
import { fileUrls } from '../files/urls';
import { descriptorLabels, esrbInfo, pegiInfo } from '../seed/vocabulary';
import { persianDigits } from '../text';
import type { EsrbKeyword, PegiKeyword, ProductRecord } from './catalog';

/** Persian names of the rating levels, for facets and badges. */
export const pegiLabels: Record<PegiKeyword, string> = {
  PEGI3: `${persianDigits(3)} سال و بالاتر`,
  PEGI7: `${persianDigits(7)} سال و بالاتر`,
  PEGI12: `${persianDigits(12)} سال و بالاتر`,
  PEGI16: `${persianDigits(16)} سال و بالاتر`,
  PEGI18: `${persianDigits(18)} سال و بالاتر`,
};

export const esrbLabels: Record<EsrbKeyword, string> = {
  EC: 'خردسالان',
  E: 'همه سنین',
  E10: `${persianDigits(10)} سال و بالاتر`,
  T: `نوجوانان (${persianDigits(13)} سال و بالاتر)`,
  M: `${persianDigits(17)} سال و بالاتر`,
  AO: 'فقط بزرگسالان',
  RP: 'در انتظار رده‌بندی',
};

// IGDB's AgeRatingRatingEnum values (docs/contracts/commerce.md, "Game metadata"), as the rating ids.
const PEGI_IDS: Record<PegiKeyword, number> = { PEGI3: 1, PEGI7: 2, PEGI12: 3, PEGI16: 4, PEGI18: 5 };
const ESRB_IDS: Record<EsrbKeyword, number> = { RP: 6, EC: 7, E: 8, E10: 9, T: 10, M: 11, AO: 12 };
const DESCRIPTOR_IDS = new Map(Object.keys(descriptorLabels).map((keyword, index) => [keyword, index + 1]));

type AgeRatingDto = components['schemas']['AgeRating'];

function descriptorDto(keyword: string): components['schemas']['ContentDescriptor'] {
  return {
    id: DESCRIPTOR_IDS.get(keyword) ?? 0,
    keyword,
    name: descriptorLabels[keyword] ?? keyword,
    title: null,
    description: null,
    image: fileUrls.descriptorImage(keyword),
    items: null,
  };
}

/** The list card leaves the content descriptors out; the product page lists them. */
export function pegiDto(product: ProductRecord, withDescriptors: boolean): AgeRatingDto {
  const info = pegiInfo[product.pegi];
  return {
    id: PEGI_IDS[product.pegi],
    keyword: product.pegi,
    name: pegiLabels[product.pegi],
    title: info.title,
    description: info.description,
    image: fileUrls.pegiImage(product.pegi),
    items: withDescriptors ? product.pegiDescriptors.map(descriptorDto) : [],
  };
}

export function esrbDto(product: ProductRecord, withDescriptors: boolean): AgeRatingDto {
  const info = esrbInfo[product.esrb];
  return {
    id: ESRB_IDS[product.esrb],
    keyword: product.esrb,
    name: esrbLabels[product.esrb],
    title: info.title,
    description: info.description,
    image: fileUrls.esrbImage(product.esrb),
    items: withDescriptors ? product.esrbDescriptors.map(descriptorDto) : [],
  };
}
