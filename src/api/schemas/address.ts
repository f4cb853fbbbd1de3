import { z } from 'zod'

/**
 * A province, district or ward (GET /api/address/…): id the General Statistics Office's code, name with its type
 * ("Thành phố Hồ Chí Minh", "Quận 1", "Phường Bến Nghé"). The units before the 1 July 2025 reform.
 */
export const addressUnitSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
})
export type AddressUnit = z.infer<typeof addressUnitSchema>
