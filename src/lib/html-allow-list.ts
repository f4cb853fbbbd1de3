/**
 * What rich HTML (templates, articles) may hold: the one allow-list that SafeHtml renders with (DOMPurify), that
 * the demo backend refuses a save against, and that the editor refuses a paste against. Pure: no DOM.
 */

export const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'div', 'span'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q'],
]
// No style (CSS can load URLs that track readers, or lay a fake form over the app), no class (the app's own
// classes could restyle it), no id or name (they clobber globals and collide with the app's ids).
export const ALLOWED_ATTR = [
  ...['href', 'target', 'src', 'alt', 'width', 'height', 'title', 'lang', 'dir'],
  ...['colspan', 'rowspan', 'scope', 'span', 'start', 'reversed'],
]

/** http, https, mailto, tel or a relative URL: DOMPurify's default pattern without its other schemes. */
export const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
/** DOMPurify lets any data: URL through in img src; keep pasted raster pictures only (an SVG is a document). */
export const RASTER_DATA_URL = /^data:image\/(?:png|gif|jpeg|webp);base64,[a-z0-9+/]+=*$/i

/**
 * The rich-text editor's own schema (src/components/rich-text): what it keeps of pasted or loaded HTML. The
 * rest of the allow-list (a definition list, a mark, a caption …) it would turn into plain paragraphs.
 */
export const EDITOR_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'del'],
]
export const EDITOR_ATTR = ['href', 'target', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start']

/**
 * Presentation a copy from a word processor or a web page always carries, which the editor may drop without
 * losing anything the reader sees as content: said, not refused.
 */
const PRESENTATION_TAGS = ['html', 'head', 'body', 'title', 'meta', 'style', 'span', 'font', 'div', 'o:p']
const PRESENTATION_ATTR = [
  'style',
  'class',
  'id',
  'lang',
  'dir',
  'width',
  'height',
  'align',
  'valign',
  'charset',
]

export interface HtmlFindings {
  /** tags outside the list, as `<name>` */
  tags: string[]
  /** attributes outside the list (event handlers among them), by name */
  attributes: string[]
  /** href or src addresses of a scheme not allowed (`javascript:` …) */
  addresses: string[]
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
/** A comment as a browser ends it: `<!-->` and `<!--->` end at once, else the first `-->` or `--!>` (or the end). */
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g
/** Where markup starts: a tag, an end tag, a declaration or a processing instruction. */
const MARKUP_START = /<[a-zA-Z!/?]/g

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&')

/** An address as a browser reads it: entities decoded, the spaces and control characters it ignores removed. */
const addressOf = (value: string) =>
  [...decodeEntities(value)].filter((c) => c.trim() !== '' && c.charCodeAt(0) > 0x1f).join('')

/** What `html` holds outside `allow` (tags and attributes by name, lower case; each once, in order met). */
export function scanHtml(
  html: string,
  allow: { tags: readonly string[]; attributes: readonly string[] } = {
    tags: ALLOWED_TAGS,
    attributes: ALLOWED_ATTR,
  },
): HtmlFindings {
  const found: HtmlFindings = { tags: [], attributes: [], addresses: [] }
  const add = (list: string[], item: string) => {
    if (!list.includes(item)) list.push(item)
  }
  const text = html.replace(COMMENT, '')
  // markup the tag pattern cannot read (a stray quote inside a tag …): refused as it stands, never skipped
  const read = [...text.matchAll(TAG)].map((m) => [m.index, m.index + m[0].length] as const)
  let next = 0 // both in the text's order: the first read tag not ended before the markup start looked at
  for (const m of text.matchAll(MARKUP_START)) {
    while (next < read.length && read[next][1] <= m.index) next++
    const inside = next < read.length && read[next][0] <= m.index
    if (!inside) add(found.tags, text.slice(m.index, m.index + 24).split(/\s/)[0] || '<')
  }
  for (const [, , rawName, rest] of text.matchAll(TAG)) {
    const name = rawName.toLowerCase()
    if (!allow.tags.includes(name)) add(found.tags, `<${name}>`)
    for (const [, rawAttr, double, single, bare] of rest.matchAll(ATTRIBUTE)) {
      const attr = rawAttr.toLowerCase()
      if (!allow.attributes.includes(attr)) add(found.attributes, attr)
      const value = double ?? single ?? bare
      if ((attr === 'href' || attr === 'src') && value !== undefined) {
        const address = addressOf(value)
        const ok = address.startsWith('data:')
          ? attr === 'src' && RASTER_DATA_URL.test(address)
          : ALLOWED_URI_REGEXP.test(address)
        if (!ok) add(found.addresses, address.slice(0, 40))
      }
    }
  }
  return found
}

/** Whether the findings hold anything at all. */
export const holdsAny = (found: HtmlFindings) =>
  found.tags.length + found.attributes.length + found.addresses.length > 0

/**
 * A paste or a load into the editor: what must be refused (anything the allow-list keeps out, but presentation)
 * and what the editor will leave out of what is kept (said to the user).
 */
export function reviewForEditor(html: string): { refused: HtmlFindings; leftOut: HtmlFindings } {
  const outside = scanHtml(html)
  const refused: HtmlFindings = {
    tags: outside.tags.filter((tag) => !PRESENTATION_TAGS.includes(tag.slice(1, -1))),
    attributes: outside.attributes.filter((attr) => !PRESENTATION_ATTR.includes(attr)),
    addresses: outside.addresses,
  }
  const notHeld = scanHtml(html, { tags: EDITOR_TAGS, attributes: EDITOR_ATTR })
  return {
    refused,
    leftOut: { tags: notHeld.tags, attributes: notHeld.attributes, addresses: [] },
  }
}

/** The findings as a list for a message: `<script>, onerror, javascript:alert(1)`. */
export const describeFindings = (found: HtmlFindings) =>
  [...found.tags, ...found.attributes, ...found.addresses].join(', ')
