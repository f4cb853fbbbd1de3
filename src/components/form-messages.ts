import { messages } from './validation-messages'

/**
 * SPEC §5 messages (validation-messages.ts) as lazy zod `error` options: resolved when validation runs, so they come
 * out in the language in use. Labels are ui keys.
 */
export const msg = {
  required: (labelKey: string) => () => messages.required(labelKey),
  requiredSelect: (labelKey: string) => () => messages.requiredSelect(labelKey),
  email: () => () => messages.email(),
  minLength: (n: number) => () => messages.minLength(n),
  maxLength: (n: number) => () => messages.maxLength(n),
  same: (labelKey: string) => () => messages.same(labelKey),
}
