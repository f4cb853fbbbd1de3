// @vitest-environment node
/* The project's own lint rules (eslint.config.js) report what they guard: snippets linted as if at a path. */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const RULES = ['no-restricted-imports', 'no-restricted-syntax']
const ABOVE = (layer: string) => `${layer}/ is above this file`
const RAW_HTML = 'Rich HTML goes through <SafeHtml'

const cases: Array<{ name: string; file: string; code: string; reports: string[] }> = [
  {
    name: 'a component importing a feature',
    file: 'src/components/Probe.tsx',
    code: "import { CarsPage } from '../features/fleet/CarsPage'\nexport default CarsPage",
    reports: [ABOVE('features')],
  },
  {
    name: 'a component importing domain UI (entities/)',
    file: 'src/components/data-table/Probe.tsx',
    code: "import { PassengerTable } from '../../entities/booking/PassengerTable'\nexport default PassengerTable",
    reports: [ABOVE('entities')],
  },
  {
    name: 'an entity importing a feature, beside components/ and api/',
    file: 'src/entities/booking/Probe.tsx',
    code: [
      "import { CarsPage } from '../../features/fleet/CarsPage'",
      "import { toast } from '../../components/toast'",
      "import { saleDiagram } from '../../api/resources/ticket'",
      'export default [CarsPage, toast, saleDiagram]',
    ].join('\n'),
    reports: [ABOVE('features')],
  },
  {
    name: 'a component importing app/',
    file: 'src/components/form/Probe.tsx',
    code: "import { AppProviders } from '../../app/providers'\nexport default AppProviders",
    reports: [ABOVE('app')],
  },
  {
    name: 'a feature importing another feature, beside its own files and components/',
    file: 'src/features/layout/Probe.tsx',
    code: [
      "import { CarsPage } from '../fleet/CarsPage'",
      "import { SideMenu } from './SideMenu'",
      "import { NotFoundPage } from '../../components/NotFound'",
      'export default [CarsPage, SideMenu, NotFoundPage]',
    ].join('\n'),
    reports: ['A feature never imports another feature'],
  },
  {
    name: 'a type-only import of app/ from a feature',
    file: 'src/features/auth/Probe.tsx',
    code: "import type { AppRouter } from '../../app/router'\nexport type Probe = AppRouter",
    reports: [ABOVE('app')],
  },
  {
    name: 'a route importing app/',
    file: 'src/routes/probe.tsx',
    code: "import { createAppRouter } from '../app/router'\nexport default createAppRouter",
    reports: [ABOVE('app')],
  },
  {
    name: 'lib/ importing React, the i18n instance, a store and the HTTP client (the wire contract is fine)',
    file: 'src/lib/probe.ts',
    code: [
      "import { useState } from 'react'",
      "import i18n from '../i18n'",
      "import { useUi } from '../stores/ui'",
      "import { api } from '../api/http'",
      "import { DEFAULT_PAGE } from '../api/envelope'",
      "import type { Settings } from '../api/schemas/settings'",
      'export default [useState, i18n, useUi, api, DEFAULT_PAGE] as unknown as Settings',
    ].join('\n'),
    reports: ['lib/ and the wire contract are pure', ABOVE('i18n'), ABOVE('stores'), ABOVE('api')],
  },
  {
    name: 'a store importing a resource module',
    file: 'src/stores/probe.ts',
    code: "import { settingKeys } from '../api/resources/settings'\nexport default settingKeys",
    reports: [ABOVE('api')],
  },
  {
    name: 'api/ importing UI and the socket',
    file: 'src/api/resources/probe.ts',
    code: [
      "import { toast } from '../../components/toast'",
      "import { disconnectSocket } from '../../realtime/socket'",
      'export default [toast, disconnectSocket]',
    ].join('\n'),
    reports: [ABOVE('components'), ABOVE('realtime')],
  },
  {
    name: 'the wire contract importing the HTTP client',
    file: 'src/api/schemas/probe.ts',
    code: "import { z } from 'zod'\nimport { api } from '../http'\nexport default [z, api]",
    reports: ['The wire contract imports only zod, lib/ and itself'],
  },
  {
    name: 'the demo backend importing React and the app (the paths are fine)',
    file: 'mocks/handlers/probe.ts',
    code: [
      "import { useState } from 'react'",
      "import { createQueryClient } from '../../src/app/query-client'",
      "import { API } from '../../src/api/paths'",
      'export default [useState, createQueryClient, API]',
    ].join('\n'),
    reports: ['mocks/ has no React', 'mocks/ imports only'],
  },
  {
    name: 'shipped code importing a test helper',
    file: 'src/app/probe.tsx',
    code: "import { renderApp } from './test-utils'\nexport default renderApp",
    reports: ['never imports tests, test helpers or the demo backend'],
  },
  {
    name: 'main.tsx importing app/',
    file: 'src/main.tsx',
    code: "import { createAppRouter } from './app/router'\nexport default createAppRouter",
    reports: [],
  },
  {
    name: 'a test importing app/',
    file: 'src/features/auth/Probe.test.tsx',
    code: "import { renderApp } from '../../app/test-utils'\nexport default renderApp",
    reports: [],
  },
  {
    name: 'raw HTML outside SafeHtml',
    file: 'src/features/fleet/Probe.tsx',
    code: [
      'export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />',
      'export const B = (el: HTMLElement, html: string) => {',
      '  el.innerHTML = html',
      '}',
    ].join('\n'),
    reports: [RAW_HTML, RAW_HTML],
  },
  {
    name: 'raw HTML in SafeHtml',
    file: 'src/components/SafeHtml.tsx',
    code: 'export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />',
    reports: [],
  },
]

const results = new Map<string, string[]>()

beforeAll(async () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })
  for (const { name, file, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath: file })
    results.set(
      name,
      result.messages.filter((m) => m.ruleId && RULES.includes(m.ruleId)).map((m) => m.message),
    )
  }
}, 120_000)

describe('the lint rules', () => {
  it.each(cases)('$name', ({ name, reports }) => {
    expect(results.get(name)).toEqual(reports.map((text) => expect.stringContaining(text)))
  })
})
