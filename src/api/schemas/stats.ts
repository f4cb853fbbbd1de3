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
