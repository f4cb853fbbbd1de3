/**
 * Vietnamese text folded for searching: no accents, đ → d, lower case, single spaces.
 * foldVietnamese('Đà  Lạt') === 'da lat'.
 */
export const foldVietnamese = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/**
 * antd Select's filterOption: the option's label (or its `search` words, when it has them) contains what was
 * typed, accents and case ignored.
 */
export const matchesOption = (input: string, option?: { label?: unknown; search?: string }): boolean =>
  foldVietnamese(option?.search ?? String(option?.label ?? '')).includes(foldVietnamese(input))
