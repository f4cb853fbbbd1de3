/**
 * The car-rental contract's template (settings "template-contract"): rich HTML with placeholders such as
 * `{{customer_name}}`, filled from a contract when it is previewed or printed. The app and the demo backend
 * (which refuses a placeholder not listed here) read this one module.
 */

/** Every placeholder a template may hold, in the order the editor offers them. */
export const CONTRACT_PLACEHOLDERS = [
  'contract_code',
  'today',
  'company_name',
  'company_phone',
  'company_address',
  'customer_name',
  'customer_phone',
  'customer_email',
  'customer_address',
  'car_plate',
  'start_date',
  'end_date',
  'lines',
  'total_fee',
  'paid',
  'outstanding',
  'note',
] as const
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number]

/** A placeholder as written in a template. */
export const placeholderText = (name: string) => `{{${name}}}`

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g
/** A placeholder, or a paragraph holding only `{{lines}}` (the editor's way of writing it on a line of its own). */
const FILLED = /<p>\s*\{\{\s*lines\s*\}\}\s*<\/p>|\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g

/** The placeholders a template holds that are not in the list (each once). */
export function unknownPlaceholders(html: string): string[] {
  const known: readonly string[] = CONTRACT_PLACEHOLDERS
  return [
    ...new Set([...html.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !known.includes(name))),
  ]
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** A contract's values for its template: text (escaped when filled in), the lines already a table of HTML. */
export type ContractValues = Record<Exclude<ContractPlaceholder, 'lines'>, string> & {
  lines: { html: string }
}

/** The template with each placeholder replaced by the contract's value; an unknown one stays as written. */
export function fillTemplate(html: string, values: ContractValues): string {
  // one pass: what a value holds is never read as a placeholder; the lines' table takes the place of a paragraph
  // holding only its placeholder (a table cannot sit in a <p>)
  return html.replace(FILLED, (written, name: string | undefined) => {
    if (name === undefined || name === 'lines') return values.lines.html
    const value = (values as unknown as Record<string, string | undefined>)[name]
    return value === undefined ? written : escapeHtml(value)
  })
}

export interface ContractLineText {
  description: string
  quantity: string
  price: string
  discount: string
  subtotal: string
}

/** The contract's lines as the `{{lines}}` table: a header row of `headers`, then a row a line (text escaped). */
export function linesTable(headers: ContractLineText, lines: readonly ContractLineText[]): string {
  const keys = ['description', 'quantity', 'price', 'discount', 'subtotal'] as const
  const row = (cells: ContractLineText, tag: 'th' | 'td') =>
    `<tr>${keys.map((key) => `<${tag}>${escapeHtml(cells[key])}</${tag}>`).join('')}</tr>`
  return `<table><thead>${row(headers, 'th')}</thead><tbody>${lines.map((line) => row(line, 'td')).join('')}</tbody></table>`
}
