import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { configure } from '@testing-library/react'

// CI machines have two cores and run the files side by side: findBy/waitFor get 5 s (and a test 30 s,
// vite.config.ts) before they count as failed; a fast machine still passes in milliseconds.
configure({ asyncUtilTimeout: 5000 })

// The demo backend's tests run in Node (no window); the rest run in jsdom, which lacks a few browser APIs.
if (typeof window !== 'undefined') {
  // antd's responsive helpers.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  if (!('ResizeObserver' in window)) {
    ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  }
  // No layout, so no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {}
}

// Screens load their translation namespaces with their routes; components rendered alone in tests get
// every catalogue up front, in both languages.
if (typeof window !== 'undefined') {
  const { default: i18n } = await import('../i18n')
  const namespaces = Object.keys(import.meta.glob('../i18n/locales/vi/*.ts')).map((path) =>
    path.replace(/^.*\/(\w+)\.ts$/, '$1'),
  )
  await i18n.loadNamespaces(namespaces)
  await i18n.loadLanguages('en')
}

// antd's CSS-in-JS goes to a node outside the document. jsdom lays nothing out, and it matches every one of the
// thousands of rules antd injects against each element whose style is asked (every role query asks it of every
// candidate and its ancestors, to tell hidden from shown): the screen tests spent most of their time there. The
// app's own CSS is not loaded in these tests either (vitest `css: false`); real styles and what they hide are the
// browsers' tests' (e2e).
// Once a worker: this file runs again for each test file, on the same document.
const ANTD_STYLES_OUTSIDE = Symbol.for('test:antd-styles-outside')
if (typeof window !== 'undefined' && !(ANTD_STYLES_OUTSIDE in document.head)) {
  const outside = document.createElement('div')
  Object.defineProperty(document.head, ANTD_STYLES_OUTSIDE, { value: outside })
  const isAntdStyle = (node: Node) =>
    node instanceof HTMLStyleElement &&
    ['data-css-hash', 'data-token-hash', 'data-rc-order'].some((name) => node.hasAttribute(name))
  const head = document.head
  const { insertBefore, appendChild, removeChild } = {
    insertBefore: head.insertBefore.bind(head),
    appendChild: head.appendChild.bind(head),
    removeChild: head.removeChild.bind(head),
  }
  head.insertBefore = (<T extends Node>(node: T, child: Node | null) =>
    isAntdStyle(node) ? outside.appendChild(node) : insertBefore(node, child)) as typeof head.insertBefore
  head.appendChild = (<T extends Node>(node: T) =>
    isAntdStyle(node) ? outside.appendChild(node) : appendChild(node)) as typeof head.appendChild
  head.removeChild = (<T extends Node>(node: T) =>
    node.parentNode === outside ? outside.removeChild(node) : removeChild(node)) as typeof head.removeChild
}

// A worker keeps its modules from one file to the next (vite.config.ts): this file runs again for each, and puts
// back what a test may leave behind. Before a file: the real clock, Vietnamese as the app starts (dayjs's own
// default until the app sets it), the address at the root. After every test (vitest runs without globals, so
// testing-library cannot register its own cleanup): the rendered tree unmounted, the session, UI state, storage
// and the app's toast sink back to nothing. The helpers load here, before a test file: a file that replaces a
// module (vi.mock) the app loads with them calls vi.resetModules() before loading what it checks
// (src/api/queries-checked.test.ts).
if (typeof window !== 'undefined') {
  vi.useRealTimers()
  const [{ default: i18n }, { default: dayjs }] = await Promise.all([import('../i18n'), import('dayjs')])
  dayjs.locale('en')
  if (i18n.language !== 'vi') await i18n.changeLanguage('vi')
  window.history.replaceState(null, '', '/')
  const { resetAppState } = await import('../app/test-utils')
  afterEach(resetAppState)
}
