import { FIRST_API } from './first-paths.ts'

export { CLIENT_HEADER, LOCALE_HEADER, SOCKET_ID_HEADER } from './first-paths.ts'

/** Endpoint paths shared by the app (src/api/resources) and the demo backend (mocks/handlers). */
export const API = {
  ...FIRST_API,
  chart: { general: '/api/chart/general', ticketsToday: '/api/chart/tickets-today' },
  role: '/api/role',
  module: '/api/module',
  user: '/api/user',
  // reference data (list/all/get-by-id for any signed-in user; writes need the menu code; see mocks/README.md)
  brand: '/api/brand',
  productType: '/api/product-type',
  vehicle: '/api/vehicle',
  /** Fare date ranges of a vehicle type and the fare by vehicle on a day. */
  vehicleFare: {
    base: '/api/vehicle/fare-date-range',
    /** GET ?vehicle_type_id */
    list: '/api/vehicle/fare-date-range/list',
    create: '/api/vehicle/fare-date-range/create',
    update: '/api/vehicle/fare-date-range/update',
    /** GET ?vehicle_type_id&date=YYYY-MM-DD → { fare, fare_date_range_id } */
    fareByVehicle: '/api/vehicle/fare-by-vehicle',
  },
  car: '/api/car',
  map: '/api/map',
  office: '/api/office',
  customer: '/api/customer',
  /** A customer's page: GET detail/:id (level changes, merges), GET by-customer/:id (tickets and waiting bookings). */
  customerPage: {
    detail: '/api/customer/detail',
    bookings: '/api/ticket/by-customer',
    /** POST { keep_id, keep_version, merge_id, merge_version }: an extension of the seed's calls */
    merge: '/api/customer/merge',
  },
  /**
   * Vietnam's administrative units before the 1 July 2025 reform (GET, any signed-in user) → `[{ id, name }]`, id
   * the GSO code: the provinces; a province's districts (`?province_id=`); a district's wards (`?district_id=`).
   */
  address: {
    provinces: '/api/address/provinces',
    districts: '/api/address/districts',
    wards: '/api/address/wards',
  },
  /**
   * /import-customer (`customer.create`), an extension of the seed's calls (SPEC §7 names none for the import):
   * GET template (.xlsx, headers in the request's language); POST preview (multipart, field `file`) → every
   * row checked, nothing written; POST stage { import_id, rows } (at most IMPORT_CHUNK rows a call) → how many
   * are staged; POST commit { import_id } → every staged row checked again, then all written at once (or none);
   * GET skipped/:import_id (.xlsx of the rows not imported, with their reason). See contracts/customer-import.ts.
   */
  customerImport: {
    template: '/api/customer/import/template',
    preview: '/api/customer/import/preview',
    stage: '/api/customer/import/stage',
    commit: '/api/customer/import/commit',
    skipped: '/api/customer/import/skipped',
  },
  trip: '/api/trip',
  /** Waiting bookings (/booking-waiting): list, all, get, create, update, delete, export (the desk's own calls: BOOKING_API). */
  bookingWaiting: '/api/booking-waiting',
  /** POST { id, version, status, reason? }: a clerk's status move of a trip (DECISIONS #7). */
  tripStatus: '/api/trip/status',
  /** Drivers (/user/driver): list, all, moto-list, driver-list, get-by-id, create, update, delete, export-excel. */
  driver: '/api/driver',
  /** GET: active driver accounts (id, fullname, phone), the roster's choices. */
  driverActive: '/api/driver/all-active',
  /** A trip's detail (/trip/{id}): its driver and car, its tickets, its goods, its money, its transfer history (GET …/:tripId). */
  tripDetail: {
    driverAndCar: '/api/trip/driver-and-car',
    tickets: '/api/ticket/by-trip',
    goods: '/api/shipping/by-trip',
    updateMoney: '/api/trip/update-money',
    transferHistory: '/api/trip/transfer-history',
  },
} as const

/** Test controls of the demo backend; absent when VITE_API_URL points at a real backend. */
export const MOCK_CONTROL = {
  reset: '/__mock/reset',
  tokenLifetime: '/__mock/token-lifetime',
  latency: '/__mock/latency',
  fail: '/__mock/fail',
  outbox: '/__mock/outbox',
  /** POST: a waiting booking arrives as if from the website */
  webBooking: '/__mock/web-booking',
  /** POST { count }: that many waiting parcels arrive at once */
  parcels: '/__mock/parcels',
  /** POST { ms }: the backend's clock moves on (a scheduled article's time comes) */
  clock: '/__mock/clock',
} as const
