/*
 * The one place raw HTML reaches the DOM (README "Security"): rich content such as articles and contract
 * templates, sanitised by DOMPurify against the allow-list of lib/html-allow-list. Screens that render rich HTML import this module,
 * so DOMPurify loads only with them.
 */
import { useMemo } from 'react'
import DOMPurify from 'dompurify'
import './safe-html.css'
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, RASTER_DATA_URL } from '../lib/html-allow-list'

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
  return (
    <div
      className={className ? `rich-document ${className}` : 'rich-document'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
