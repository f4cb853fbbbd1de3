/*
 * The one place raw HTML reaches the DOM (README "Security"): rich content such as articles and contract
 * templates, sanitised by DOMPurify against an allow-list. Screens that render rich HTML import this module,
 * so DOMPurify loads only with them.
 */
import { useMemo } from 'react'
import DOMPurify from 'dompurify'

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'div', 'span'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q'],
]
// No style (CSS can load URLs that track readers, or lay a fake form over the app), no class (the app's own
// classes could restyle it), no id or name (they clobber globals and collide with the app's ids).
const ALLOWED_ATTR = [
  ...['href', 'target', 'src', 'alt', 'width', 'height', 'title', 'lang', 'dir'],
  ...['colspan', 'rowspan', 'scope', 'span', 'start', 'reversed'],
]

/** http, https, mailto, tel or a relative URL: DOMPurify's default pattern without its other schemes. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
/** DOMPurify lets any data: URL through in img src; keep pasted raster pictures only (an SVG is a document). */
const RASTER_DATA_URL = /^data:image\/(?:png|gif|jpeg|webp);base64,[a-z0-9+/]+=*$/i

const purifier = DOMPurify(window)
purifier.addHook('afterSanitizeAttributes', (node) => {
  const src = node.getAttribute('src')
  if (src?.startsWith('data:') && !RASTER_DATA_URL.test(src)) node.removeAttribute('src')
  if (node.hasAttribute('target')) {
    // Only a new tab, and without a handle back to this page.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    else node.removeAttribute('target')
  }
})

const CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false }

/** Rich HTML from the server, sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifier.sanitize(html, CONFIG), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
