/** What the statistics calls answer (computed by the backend from the same rows the lists show). */

/** GET list-of-monthly-trips: trips (not cancelled) per month of a year, by plan date. */
export interface MonthlyTrips {
  year: number
  months: Array<{ month: number; trips: number }>
  total: number
}

/** GET revenue-of-vehicle: each car's trips and revenue (tickets + shipping fees) in a month. */
export interface VehicleRevenue {
  year: number
  month: number
  cars: Array<{ car_id: number; name: string; license_plate: string; trips: number; revenue: number }>
  total: number
}

/** The figures of a set of trips. net = ticket_revenue + goods_revenue − costs. */
export interface TripTotals {
  trips: number
  passengers: number
  ticket_revenue: number
  goods_revenue: number
  costs: number
  net: number
}

export interface TripStatRow extends Omit<TripTotals, 'trips'> {
  trip_id: number
  name: string
  plan_date: string
  departure_time: string
  map_detail_id: number
  driver_id: number | null
  driver_name: string | null
  car_name: string | null
}

export interface StatRange {
  from: string
  to: string
}

/** GET /api/trip/statistical */
export interface TripStatistics {
  range: StatRange
  previous_range: StatRange
  totals: TripTotals
  previous_totals: TripTotals
  by_day: Array<{ date: string } & TripTotals>
  rows: TripStatRow[]
}

/** GET /api/trip/statistical/detail: the tickets and parcels behind a trip's revenue. */
export interface TripStatDetail {
  trip_id: number
  tickets: Array<{
    id: number
    code: string
    customer_name: string
    phone: string
    seat_code: string
    total: number
  }>
  parcels: Array<{ id: number; code: string; package_name: string; fee: number }>
  ticket_revenue: number
  goods_revenue: number
}

export interface DriverRank {
  rank: number
  driver_id: number
  fullname: string
  phone: string | null
  trips: number
  kilometers: number
  revenue: number
}

export interface CustomerRank {
  rank: number
  phone: string
  customer_name: string
  tickets: number
  money: number
}

/** A ranking with the whole range's figures and the previous period's beside them. */
export interface Ranking<Row, Sum> {
  range: StatRange
  previous_range: StatRange
  summary: Sum
  previous_summary: Sum
  rows: Row[]
}

export type DriverSummary = { drivers: number; trips: number; kilometers: number; revenue: number }
export type CustomerSummary = { customers: number; tickets: number; money: number }
export type TopDrivers = Ranking<DriverRank, DriverSummary>
export type TopCustomers = Ranking<CustomerRank, CustomerSummary>

/** GET /api/trip/top-drivers/trips: the trips behind a driver's figures. */
export interface DriverTrip {
  trip_id: number
  name: string
  plan_date: string
  kilometers: number
  revenue: number
}

/** GET /api/ticket/top-customers/tickets: the tickets behind a customer's figures. */
export interface CustomerTicket {
  id: number
  code: string
  customer_name: string
  trip_name: string
  plan_date: string
  total: number
}

// ------------------------------------------------------------------------------------ shipping revenue

/**
 * The figures of a set of parcels over a range (DECISIONS #17): a parcel and its fees count on the day it was
 * received, a cancelled one never, a free one brings no fee; charges = fee + delivery_fee + surcharge. Its COD
 * counts as collected on the day it was handed over; cod_outstanding is the COD of parcels received in the range
 * and not handed over yet.
 */
export interface ShippingFigures {
  parcels: number
  fee: number
  delivery_fee: number
  surcharge: number
  charges: number
  cod_collected: number
  cod_outstanding: number
}

/** One row of /statistical-shipping: a sending office, a direction and a goods type (0: none). */
export interface ShippingStatRow extends ShippingFigures {
  office_id: number
  office_name: string
  map_detail_id: number
  direction: string
  product_type_id: number
  goods_type: string | null
}

/** GET /api/trip/statistical-shipping */
export interface ShippingStatistics {
  range: StatRange
  previous_range: StatRange
  totals: ShippingFigures
  previous_totals: ShippingFigures
  by_day: Array<{ date: string } & ShippingFigures>
  rows: ShippingStatRow[]
}

/**
 * GET /api/trip/statistical-shipping/parcels: the parcels behind a figure, each with what it brings there
 * (`parcels` 1 when received there, 0 when only handed over there); their sums are the figure.
 */
export interface ShippingStatParcels {
  parcels: Array<
    ShippingFigures & {
      id: number
      code: string
      package_name: string
      received_on: string
      /** the day it was handed over (its COD counts on it); null until then */
      handed_over_on: string | null
      sender_name: string
      receiver_name: string
      status: number
    }
  >
  totals: ShippingFigures
}

// ------------------------------------------------------------------------- driver and motorbike pay

/**
 * What a driver or a motorbike driver earned and collected (README "Decisions taken here").
 * earned = driver_money + pick_fees + delivery_fees; balance = earned + handed_in − collected − cod: what the
 * office still owes the person (below zero: what the person still owes the office).
 */
export interface PayFigures {
  trips: number
  pickups: number
  deliveries: number
  driver_money: number
  pick_fees: number
  delivery_fees: number
  earned: number
  collected: number
  cod: number
  handed_in: number
  balance: number
}

export type PayKind = 'driver' | 'motorbike'

export interface PayRow extends PayFigures {
  person_id: number
  fullname: string
  phone: string | null
  kind: PayKind
}

/** GET /api/statistics/money-driver-and-moto */
export interface PayStatistics {
  range: StatRange
  previous_range: StatRange
  totals: PayFigures & { people: number }
  previous_totals: PayFigures & { people: number }
  rows: PayRow[]
}

/** One trip, pick-up or delivery behind a person's figures. */
export interface PayLine extends Omit<PayFigures, 'trips' | 'pickups' | 'deliveries'> {
  kind: 'trip' | 'pickup' | 'delivery'
  id: number
  date: string
  label: string
}

/** GET /api/statistics/money-driver-and-moto/detail: the lines add up to the person's figures. */
export interface PayDetail {
  person_id: number
  lines: PayLine[]
  totals: PayFigures
}
