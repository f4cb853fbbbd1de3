/** What the statistics calls answer (computed by the backend from the same rows the lists show). */
import { z } from 'zod'
import { PAY_KINDS } from '../contracts/stats.ts'

export const statRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
})
export type StatRange = z.infer<typeof statRangeSchema>

/** The range asked and the previous period of the same length, whose figures are shown beside. */
const ranges = { range: statRangeSchema, previous_range: statRangeSchema }

/** GET list-of-monthly-trips: trips (not cancelled) per month of a year, by plan date. */
export const monthlyTripsSchema = z.object({
  year: z.number(),
  months: z.array(z.object({ month: z.number(), trips: z.number() })),
  total: z.number(),
})
export type MonthlyTrips = z.infer<typeof monthlyTripsSchema>

/** GET revenue-of-vehicle: each car's trips and revenue (tickets + shipping fees) in a month. */
export const vehicleRevenueSchema = z.object({
  year: z.number(),
  month: z.number(),
  cars: z.array(
    z.object({
      car_id: z.number(),
      name: z.string(),
      license_plate: z.string(),
      trips: z.number(),
      revenue: z.number(),
    }),
  ),
  total: z.number(),
})
export type VehicleRevenue = z.infer<typeof vehicleRevenueSchema>

/** The figures of a set of trips. net = ticket_revenue + goods_revenue − costs. */
export const tripTotalsSchema = z.object({
  trips: z.number(),
  passengers: z.number(),
  ticket_revenue: z.number(),
  goods_revenue: z.number(),
  costs: z.number(),
  net: z.number(),
})
export type TripTotals = z.infer<typeof tripTotalsSchema>

export const tripStatRowSchema = tripTotalsSchema.omit({ trips: true }).extend({
  trip_id: z.number(),
  name: z.string(),
  plan_date: z.string(),
  departure_time: z.string(),
  map_detail_id: z.number(),
  driver_id: z.number().nullable(),
  driver_name: z.string().nullable(),
  car_name: z.string().nullable(),
})
export type TripStatRow = z.infer<typeof tripStatRowSchema>

/** GET /api/trip/statistical */
export const tripStatisticsSchema = z.object({
  ...ranges,
  totals: tripTotalsSchema,
  previous_totals: tripTotalsSchema,
  by_day: z.array(tripTotalsSchema.extend({ date: z.string() })),
  rows: z.array(tripStatRowSchema),
})
export type TripStatistics = z.infer<typeof tripStatisticsSchema>

/** GET /api/trip/statistical/detail: the tickets and parcels behind a trip's revenue. */
export const tripStatDetailSchema = z.object({
  trip_id: z.number(),
  tickets: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      customer_name: z.string(),
      phone: z.string(),
      seat_code: z.string(),
      total: z.number(),
    }),
  ),
  parcels: z.array(z.object({ id: z.number(), code: z.string(), package_name: z.string(), fee: z.number() })),
  ticket_revenue: z.number(),
  goods_revenue: z.number(),
})
export type TripStatDetail = z.infer<typeof tripStatDetailSchema>

// --------------------------------------------------------------------------------------------- rankings

export const driverRankSchema = z.object({
  rank: z.number(),
  driver_id: z.number(),
  fullname: z.string(),
  phone: z.string().nullable(),
  trips: z.number(),
  kilometers: z.number(),
  revenue: z.number(),
})
export type DriverRank = z.infer<typeof driverRankSchema>

export const customerRankSchema = z.object({
  rank: z.number(),
  phone: z.string(),
  customer_name: z.string(),
  tickets: z.number(),
  money: z.number(),
})
export type CustomerRank = z.infer<typeof customerRankSchema>

/** A ranking with the whole range's figures and the previous period's beside them. */
export interface Ranking<Row, Sum> {
  range: StatRange
  previous_range: StatRange
  summary: Sum
  previous_summary: Sum
  rows: Row[]
}
const ranking = <Row extends z.ZodType, Sum extends z.ZodType>(row: Row, summary: Sum) =>
  z.object({ ...ranges, summary, previous_summary: summary, rows: z.array(row) })

export const driverSummarySchema = z.object({
  drivers: z.number(),
  trips: z.number(),
  kilometers: z.number(),
  revenue: z.number(),
})
export type DriverSummary = z.infer<typeof driverSummarySchema>
export const customerSummarySchema = z.object({
  customers: z.number(),
  tickets: z.number(),
  money: z.number(),
})
export type CustomerSummary = z.infer<typeof customerSummarySchema>

/** GET /api/trip/top-drivers */
export const topDriversSchema = ranking(driverRankSchema, driverSummarySchema)
export type TopDrivers = z.infer<typeof topDriversSchema>
/** GET /api/ticket/top-customers */
export const topCustomersSchema = ranking(customerRankSchema, customerSummarySchema)
export type TopCustomers = z.infer<typeof topCustomersSchema>

/** GET /api/trip/top-drivers/trips: the trips behind a driver's figures. */
export const driverTripSchema = z.object({
  trip_id: z.number(),
  name: z.string(),
  plan_date: z.string(),
  kilometers: z.number(),
  revenue: z.number(),
})
export type DriverTrip = z.infer<typeof driverTripSchema>

/** GET /api/ticket/top-customers/tickets: the tickets behind a customer's figures. */
export const customerTicketSchema = z.object({
  id: z.number(),
  code: z.string(),
  customer_name: z.string(),
  trip_name: z.string(),
  plan_date: z.string(),
  total: z.number(),
})
export type CustomerTicket = z.infer<typeof customerTicketSchema>

// ------------------------------------------------------------------------------------ shipping revenue

/**
 * The figures of a set of parcels over a range (DECISIONS #17): a parcel and its fees count on the day it was
 * received, a cancelled one never, a free one brings no fee; charges = fee + delivery_fee + surcharge. Its COD
 * counts as collected on the day it was handed over; cod_outstanding is the COD of parcels received in the range
 * and not handed over yet.
 */
export const shippingFiguresSchema = z.object({
  parcels: z.number(),
  fee: z.number(),
  delivery_fee: z.number(),
  surcharge: z.number(),
  charges: z.number(),
  cod_collected: z.number(),
  cod_outstanding: z.number(),
})
export type ShippingFigures = z.infer<typeof shippingFiguresSchema>

/** One row of /statistical-shipping: a sending office, a direction and a goods type (0: none). */
export const shippingStatRowSchema = shippingFiguresSchema.extend({
  office_id: z.number(),
  office_name: z.string(),
  map_detail_id: z.number(),
  direction: z.string(),
  product_type_id: z.number(),
  goods_type: z.string().nullable(),
})
export type ShippingStatRow = z.infer<typeof shippingStatRowSchema>

/** GET /api/trip/statistical-shipping */
export const shippingStatisticsSchema = z.object({
  ...ranges,
  totals: shippingFiguresSchema,
  previous_totals: shippingFiguresSchema,
  by_day: z.array(shippingFiguresSchema.extend({ date: z.string() })),
  rows: z.array(shippingStatRowSchema),
})
export type ShippingStatistics = z.infer<typeof shippingStatisticsSchema>

/**
 * GET /api/trip/statistical-shipping/parcels: the parcels behind a figure, each with what it brings there
 * (`parcels` 1 when received there, 0 when only handed over there); their sums are the figure.
 */
export const shippingStatParcelsSchema = z.object({
  parcels: z.array(
    shippingFiguresSchema.extend({
      id: z.number(),
      code: z.string(),
      package_name: z.string(),
      received_on: z.string(),
      /** the day it was handed over (its COD counts on it); null until then */
      handed_over_on: z.string().nullable(),
      sender_name: z.string(),
      receiver_name: z.string(),
      status: z.number(),
    }),
  ),
  totals: shippingFiguresSchema,
})
export type ShippingStatParcels = z.infer<typeof shippingStatParcelsSchema>

// ------------------------------------------------------------------------- driver and motorbike pay

/**
 * What a driver or a motorbike driver earned and collected (README "Decisions taken here").
 * earned = driver_money + pick_fees + delivery_fees; balance = earned + handed_in − collected − cod: what the
 * office still owes the person (below zero: what the person still owes the office).
 */
export const payFiguresSchema = z.object({
  trips: z.number(),
  pickups: z.number(),
  deliveries: z.number(),
  driver_money: z.number(),
  pick_fees: z.number(),
  delivery_fees: z.number(),
  earned: z.number(),
  collected: z.number(),
  cod: z.number(),
  handed_in: z.number(),
  balance: z.number(),
})
export type PayFigures = z.infer<typeof payFiguresSchema>

export const payKindSchema = z.enum(PAY_KINDS)
export type PayKind = z.infer<typeof payKindSchema>

export const payRowSchema = payFiguresSchema.extend({
  person_id: z.number(),
  fullname: z.string(),
  phone: z.string().nullable(),
  kind: payKindSchema,
})
export type PayRow = z.infer<typeof payRowSchema>

/** GET /api/statistics/money-driver-and-moto */
export const payStatisticsSchema = z.object({
  ...ranges,
  totals: payFiguresSchema.extend({ people: z.number() }),
  previous_totals: payFiguresSchema.extend({ people: z.number() }),
  rows: z.array(payRowSchema),
})
export type PayStatistics = z.infer<typeof payStatisticsSchema>

/** One trip, pick-up or delivery behind a person's figures. */
export const payLineSchema = payFiguresSchema.omit({ trips: true, pickups: true, deliveries: true }).extend({
  kind: z.enum(['trip', 'pickup', 'delivery']),
  id: z.number(),
  date: z.string(),
  label: z.string(),
})
export type PayLine = z.infer<typeof payLineSchema>

/** GET /api/statistics/money-driver-and-moto/detail: the lines add up to the person's figures. */
export const payDetailSchema = z.object({
  person_id: z.number(),
  lines: z.array(payLineSchema),
  totals: payFiguresSchema,
})
export type PayDetail = z.infer<typeof payDetailSchema>
