import { z } from 'zod'
import { ACTION_CODE, MODULE_CODE, MODULE_ICONS } from '../contracts/modules.ts'
import { because, optionalText, requiredText } from './fields.ts'
import { roleSchema } from './auth.ts'
import { SCREEN_PATHS } from '../../lib/screen-paths.ts'

/** A role as the roles' list and record read it: its version, and how many accounts hold it (list rows only). */
export const roleRowSchema = roleSchema.extend({
  version: z.number().int(),
  users_count: z.number().int().optional(),
})
export type RoleRow = z.infer<typeof roleRowSchema>

export const moduleActionSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable().optional(),
})

export const moduleSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  sub_actions: z.array(moduleActionSchema),
  createdAt: z.string(),
})
export type Module = z.infer<typeof moduleSchema>

/** A sub-action as create and update send it: `id` for one that exists (roles hold it by id), none for a new one. */
export const moduleActionWriteSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  name: requiredText(255),
  code: requiredText(100).refine((s) => ACTION_CODE.test(s), because('actionCodeFormat')),
  description: optionalText(1000),
})

export const moduleWriteSchema = z
  .object({
    name: requiredText(255),
    code: requiredText(50).refine((s) => MODULE_CODE.test(s), because('moduleCodeFormat')),
    description: optionalText(1000, { multiline: true }),
    icon: z.enum(MODULE_ICONS).nullable().optional(),
    sub_actions: z.array(moduleActionWriteSchema).max(100),
    /** the screen asked, naming the roles, before removing actions roles hold */
    confirm_remove_granted: z.boolean().nullable().optional(),
  })
  .superRefine((m, ctx) => {
    const seen = new Set<string>()
    m.sub_actions.forEach((a, i) => {
      if (seen.has(a.code))
        ctx.addIssue({ code: 'custom', path: ['sub_actions', i, 'code'], ...because('actionCodeTaken') })
      seen.add(a.code)
    })
  })
export type ModuleWrite = z.input<typeof moduleWriteSchema>

/**
 * A side-menu entry (SPEC §3 "Menu item"): a link to a screen of the app, or a subheader over the links after it.
 * `name` is Vietnamese; `name_en` is what English sessions read (the Vietnamese one when empty).
 */
export const menuItemSchema = z.object({
  id: z.number(),
  version: z.number(),
  code: z.string().nullable().optional(),
  name: z.string(),
  name_en: z.string().nullable().optional(),
  slug: z.string(),
  icon: z.string().nullable().optional(),
  type: z.literal('subheader').optional(),
  active: z.boolean(),
  position: z.number(),
})
export type MenuItem = z.infer<typeof menuItemSchema>

/**
 * A menu entry as create and update send it: a link opens a screen of the app (SCREEN_PATHS) and carries that
 * screen's code (the backend gives it), a subheader opens none.
 */
export const menuItemWriteSchema = z
  .object({
    type: z.enum(['link', 'subheader']),
    name: requiredText(100),
    name_en: optionalText(100),
    slug: z.string().nullable().optional(),
    icon: z.enum(MODULE_ICONS).nullable().optional(),
    active: z.boolean(),
  })
  .superRefine((m, ctx) => {
    if (m.type === 'link' && !(SCREEN_PATHS as readonly string[]).includes(m.slug ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        ...because(m.slug ? 'screenUnknown' : 'screenRequired'),
      })
  })
export type MenuItemWrite = z.input<typeof menuItemWriteSchema>

/** The new order of the whole menu: every entry's id, first to last. */
export const menuOrderSchema = z.object({ ids: z.array(z.number().int().positive()).max(500) })
