/** English's catalogues, one chunk a namespace: this table loads when English is first chosen (./index.ts). */
export const catalogues = import.meta.glob<{ default: object }>('./locales/en/*.ts')
