import { z } from 'zod'

/** Every response body: `{ code, message, data }`. Success only when code is 200 and data is not null. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string().nullable().optional(), data: data.nullable() })

export interface Envelope<T> {
  code: number
  message?: string | null
  data: T | null
}

/** `data` of a list response. */
export interface ListPage<T> {
  last_page: number
  total: number
  data: T[]
}
