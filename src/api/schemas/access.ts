import { z } from 'zod'

export const moduleActionSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable().optional(),
})

export const moduleSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  sub_actions: z.array(moduleActionSchema),
  createdAt: z.string(),
})
export type Module = z.infer<typeof moduleSchema>

export const menuItemSchema = z.object({
  id: z.number(),
  code: z.string().nullable().optional(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable().optional(),
  type: z.literal('subheader').optional(),
  active: z.boolean().optional(),
  position: z.number(),
})
export type MenuItem = z.infer<typeof menuItemSchema>
