// Bundle budgets: the gzip size of the JavaScript a route loads first, measured in a real browser
// against the production build (`npm run build` first) served by `vite preview` with the demo backend.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { preview } from 'vite'
import { chromium } from '@playwright/test'

const KB = 1024
const BUDGETS = [
  { name: '/login (signed out)', path: '/login', signedIn: false, limit: 200 * KB },
  { name: 'signed-in layout + dashboard', path: '/', signedIn: true, limit: 350 * KB },
  // A list screen: DataTable, form kit and the rest of antd's inputs on top of the layout.
  { name: 'signed-in layout + /car', path: '/car', signedIn: true, limit: 500 * KB },
  {
    name: 'signed-in layout + /vehicle (seat diagram editor)',
    path: '/vehicle',
    signedIn: true,
    limit: 500 * KB,
  },
]
const port = Number(process.env.BUDGET_PORT ?? 4179)
const origin = `http://localhost:${port}`

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'warn' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

/** The JS files (dist-relative paths) the page fetched until the network went idle. */
async function scriptsLoadedBy(path, signedIn) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname)
  })
  if (signedIn) {
    const login = await page.request.post(`${origin}/api/auth/login`, {
      headers: { 'X-Client': 'backoffice-web' }, // CLIENT_HEADER of src/api/paths.ts (plain JS cannot import it)
      data: { username: 'admin', password: 'admin123', remember: true },
    })
    const { data } = await login.json()
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token)
        localStorage.setItem('remember', 'true')
        localStorage.setItem('user', user)
      },
      [data.access_token, JSON.stringify(data.user)],
    )
  }
  await page.goto(origin + path, { waitUntil: 'networkidle' })
  await context.close()
  return [...scripts]
}

let failed = false
try {
  for (const budget of BUDGETS) {
    const scripts = await scriptsLoadedBy(budget.path, budget.signedIn)
    const gzip = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', file))).length, 0)
    const ok = gzip <= budget.limit && scripts.length > 0
    failed ||= !ok
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${budget.name}: ${(gzip / KB).toFixed(1)} KB gzip JS in ${scripts.length} files` +
        ` (budget ${(budget.limit / KB).toFixed(0)} KB)`,
    )
  }
} finally {
  await browser.close()
  server.httpServer.close()
}
if (failed) console.error('Bundle budget exceeded.')
// socket.io keeps the preview server's handle open; end explicitly.
process.exit(failed ? 1 : 0)
