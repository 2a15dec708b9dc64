// The product list card (ProductListItem) and the pieces the product page shares with it: cover,
// companies, brands and the keyword lists. Image URLs are built per response, because the public URL
// is only known once the server listens.
import { abpDate } from '../dates';
import { fileUrls } from '../files/urls';
import type { SeedCompany } from '../seed/types';
import { gameplayLabels, genreLabels, perspectiveLabels, themeLabels } from '../seed/vocabulary';
import { esrbDto, pegiDto } from './age-ratings';
import type { BrandRecord, ProductRecord, VariantRecord } from './catalog';
import { minVariantOf } from './prices';

export function companyDto(company: SeedCompany) {
  return {
    name: company.name,
    slug: company.slug,
    filePath: fileUrls.companyLogo(company.slug),
    fileTitleAttribute: company.name,
    fileAltAttribute: `لوگوی ${company.name}`,
  };
}

export function brandDto(brand: BrandRecord) {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    isDefault: brand.isDefault,
    fileUniqKey: null,
    filePath: fileUrls.brandLogo(brand.slug),
    fileTitleAttribute: brand.name,
    fileAltAttribute: `لوگوی ${brand.persianName}`,
  };
}

const keywords = (values: string[], labels: Record<string, string>) =>
  values.map((keyword) => ({ keyword, name: labels[keyword] ?? keyword }));

/**
 * The keyword lists under the client's names: singular except `genres` (docs/contracts/commerce.md,
 * "Product list card").
 */
export function keywordLists(product: ProductRecord) {
  return {
    genres: keywords(product.genres, genreLabels),
    theme: keywords(product.themes, themeLabels),
    gameplay: keywords(product.gameplays, gameplayLabels),
    playerPerspective: keywords(product.playerPerspectives, perspectiveLabels),
  };
}

export function coverOf(product: Pick<ProductRecord, 'slug' | 'name' | 'persianName'>) {
  return {
    filePath: fileUrls.productCover(product.slug),
    fileTitleAttribute: product.name,
    fileAltAttribute: `کاور بازی ${product.persianName}`,
  };
}

/** ProductListItem; `variants` narrows the price to some platforms (a platform filter). */
export function productListItem(product: ProductRecord, variants: VariantRecord[] = product.variants) {
  return {
    id: product.id,
    slug: product.slug,
    permalink: `product/${product.slug}/`,
    name: product.name,
    persianName: product.persianName,
    ...coverOf(product),
    shortDescription: product.shortDescription,
    releaseDate: abpDate(product.releaseDate),
    minVariant: minVariantOf(variants),
    pegi: pegiDto(product, false),
    esrb: esrbDto(product, false),
    ...keywordLists(product),
    developer: companyDto(product.developer),
    publisher: companyDto(product.publisher),
    brands: product.brands.map(brandDto),
    tags: [],
  };
}
