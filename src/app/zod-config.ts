import { config } from 'zod/mini'

// zod compiles object parsers with `new Function` after probing for it. The app's Content-Security-Policy has no
// 'unsafe-eval', and the browser reports even the caught probe as a violation: parse without compiling.
// main.tsx imports this first, before any schema exists.
config({ jitless: true })
