import { foldVietnamese } from './fold'

/**
 * The last part of a web address made from a Vietnamese name: no accents, đ → d, lower case, letters and digits
 * in words joined by one '-'. slugify('Tuyến Sài Gòn – Đà Lạt') === 'tuyen-sai-gon-da-lat'.
 */
export const slugify = (text: string): string =>
  foldVietnamese(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
