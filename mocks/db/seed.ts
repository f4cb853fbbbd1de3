import {
  ALL_PERMISSION_CODES,
  PERMISSION_GROUPS,
  SUPER_ROLE_SLUG,
  type PermissionCode,
  type PermissionGroup,
} from '../../src/lib/permission-codes.ts'
import type { ContractTemplate } from '../../src/api/schemas/settings.ts'
import { SEED_CONTRACT_TEMPLATE } from './contract-template.ts'
import { seedContent, type ContentDb } from './seed-content.ts'
import { lineSubtotal } from '../../src/api/contracts/car-contract.ts'
import { MENU } from '../../src/lib/menu.ts'
import { SCREEN_PATHS } from '../../src/lib/screen-paths.ts'
import viMenu from '../../src/i18n/locales/vi/menu.ts'
import enMenu from '../../src/i18n/locales/en/menu.ts'
import { SEAT_TYPES, seatsOf } from '../../src/api/contracts/fleet.ts'
import { noTripMoney } from '../../src/api/contracts/trips.ts'
import { CANCEL_REASONS, PICK_TYPE } from '../../src/api/contracts/booking.ts'
import { parcelTotals } from '../../src/api/contracts/shipping.ts'
import type { MotorPick } from '../../src/api/schemas/pickup.ts'
import type { ShippingHistory } from '../../src/api/schemas/shipping.ts'
import type { Seat, SeatDiagram } from '../../src/api/schemas/fleet.ts'
import type { MapDetail } from '../../src/api/schemas/routes.ts'
import { CodedCollection, Collection } from './collection.ts'
import { createRng, type Rng } from './prng.ts'
import { addDays, vnIso, vnIsoAt, vnMidnight, vnToday } from './time.ts'
import type {
  Brand,
  Car,
  CustomerMerge,
  CustomerRecord,
  LanguageSetting,
  MenuRecord,
  ModuleRecord,
  Office,
  ProductType,
  RoleRecord,
  RouteMap,
  Settings,
  ShippingOrder,
  Ticket,
  TicketLog,
  Trip,
  PrivateSettings,
  TripTransfer,
  UserRecord,
  VehicleType,
  WaitingBooking,
  WaitingGoods,
} from './types.ts'

export const SEED = 20240601

/** The super administrator's role (slug `supereme`): guarded by this id, never by its slug. */
export const SUPER_ROLE_ID = 1

/** The drivers' role: every coach and motorbike driver account holds it (handlers/drivers.ts gives it on create). */
export const DRIVER_ROLE_SLUG = 'tai-xe'

/** An export's or an import's columns as set in the settings: every column in order, shown or not, with its own headers. */
export interface StoredColumnTemplate {
  version: number
  columns: Array<{ key: string; shown: boolean; header: { vi: string | null; en: string | null } }>
}

/** A payment of a car-rental contract, or the counter-entry reversing one (negative money, with its reason). */
export interface CarContractPaymentRecord {
  id: number
  money: number
  payment_type: number
  /** ISO 8601 with +07:00 */
  created_at: string
  user_id: number
  user_name: string
  reverses: number | null
  reversed_by: number | null
  reason: string | null
}

/** A car-rental contract as stored: its lines with their sub-totals, its payments; totals are computed on read. */
export interface CarContractRecord {
  id: number
  code: string
  customer_id: number | null
  customer_name: string
  phone: string
  email: string | null
  address: string | null
  start_at: string
  end_at: string
  car_ids: number[]
  note: string | null
  status: number
  lines: Array<{
    description: string
    quantity: number
    price: number
    discount: number
    discount_type: number
    sub_total: number
  }>
  payments: CarContractPaymentRecord[]
  /** why it was cancelled */
  reason: string | null
  /** the waiting booking it was made from (moved out of the waiting list) */
  booking_id: number | null
  created_at: string
  version: number
}

export interface Db extends ContentDb {
  /** The backend's today (Asia/Ho_Chi_Minh) when the seed was made. */
  seededOn: string
  settings: Settings
  /** The settings only their administrator reads (GET /api/setting/admin); the two secrets are never read back. */
  privateSettings: PrivateSettings
  languageSettings: LanguageSetting[]
  /**
   * The settings' document templates: the contract's, and the columns of each export and import by its id (none
   * stored: every column, in the default order and headers).
   */
  templates: {
    contract: ContractTemplate
    exports: Record<string, StoredColumnTemplate>
    imports: Record<string, StoredColumnTemplate>
  }
  users: Collection<UserRecord>
  roles: Collection<RoleRecord>
  modules: Collection<ModuleRecord>
  menus: Collection<MenuRecord>
  offices: Collection<Office>
  maps: Collection<RouteMap>
  brands: Collection<Brand>
  productTypes: Collection<ProductType>
  vehicleTypes: Collection<VehicleType>
  cars: Collection<Car>
  customers: Collection<CustomerRecord>
  /** Customer records merged into others (mocks/handlers/customers.ts). */
  customerMerges: Collection<CustomerMerge>
  trips: Collection<Trip>
  tickets: Collection<Ticket>
  waitingBookings: Collection<WaitingBooking>
  waitingGoods: CodedCollection<WaitingGoods>
  shippingOrders: CodedCollection<ShippingOrder>
  /** Every step of a parcel (mocks/handlers/shipping.ts `logParcel`). */
  shippingHistory: Collection<ShippingHistory>
  /**
   * Last ids given to rows that live inside other rows (seats in diagrams, fare date ranges in vehicle types,
   * stops, map details and their directions in routes).
   */
  seq: { seat: number; fareDateRange: number; stop: number; mapDetail: number; direction: number }
  /** Passengers moved from one trip to another (a trip's transfer history). */
  tripTransfers: Collection<TripTransfer>
  /** Every action on a ticket (mocks/handlers/ticket-log.ts). */
  ticketLogs: Collection<TicketLog>
  /** Motorbike drivers' pick-ups of guests to the station (mocks/handlers/motor-pick.ts). */
  motorPicks: Collection<MotorPick>
  carContracts: Collection<CarContractRecord>
  /** the last payment id given (a contract's payments are numbered across contracts) */
  carContractPaymentSeq: { value: number }
}

/**
 * The names of menu groups, links, modules and view actions are the side menu's own words (GLOSSARY): one
 * source, so the seed's menu and role data cannot drift from what the screens say.
 */
const menu = viMenu

const GROUP_NAMES: Record<PermissionGroup, string> = {
  booking: menu.booking,
  shipping: menu.shipping,
  statistical: menu.statistical,
  map: menu.map,
  vehicle: menu.vehicle,
  news: menu.news,
  setting: menu.setting,
  user: menu.user,
}

const GROUP_ICONS: Record<PermissionGroup, string> = {
  booking: 'ScheduleOutlined',
  shipping: 'InboxOutlined',
  statistical: 'BarChartOutlined',
  map: 'EnvironmentOutlined',
  vehicle: 'CarOutlined',
  news: 'ReadOutlined',
  setting: 'SettingOutlined',
  user: 'TeamOutlined',
}

const ACTION_NAMES: Record<PermissionCode, string> = {
  'booking.create': menu.bookingWaiting,
  'booking.import_customer': menu.addCustomerToCar,
  'booking.split-merge': menu.splitMerge,
  'booking.list-ticket-by-car': menu.listTicketByCar,
  'booking.canceled-tickets': menu.canceledTickets,
  'shippingWaiting.view': menu.shippingWaiting,
  'shipping.view': menu.shippingOrders,
  'trip.statistical': menu.statisticalTrip,
  'booking.list_ticket_history': menu.ticketHistory,
  'trip.statistical_shipping': menu.statisticalShipping,
  'trip.top_drivers': menu.topDrivers,
  'ticket.top_customers': menu.topCustomers,
  'statistics.StatisticMoneyDriverAndMoto': menu.moneyDriverAndMoto,
  'map.view': menu.maps,
  'trip.view': menu.trips,
  'trip.confirm': menu.tripNeedToConfirm,
  'map.create': 'Thêm tuyến',
  'map.update': 'Sửa tuyến',
  'map.delete': 'Xóa tuyến',
  'trip.create': 'Thêm chuyến',
  'trip.update': 'Sửa chuyến, tiền chuyến và trạng thái chuyến',
  'trip.delete': 'Xóa chuyến',
  'trip.report-broken': 'Báo xe hỏng',
  'vehicle.view': menu.vehicleTypes,
  'brand.view': menu.brands,
  'car.view': menu.cars,
  'carContract.view': 'Hợp đồng thuê xe',
  'report.view': menu.reports,
  'category.view': menu.categories,
  'article.view': menu.articles,
  'setting.general': menu.settingGeneral,
  'setting.language': menu.settingAppearance,
  'role.view': menu.roles,
  'modules.view': menu.modules,
  'menu.view': menu.menus,
  'user.view': menu.users,
  driver: menu.drivers,
  customer: menu.customers,
  'about.view': menu.about,
  'productType.create': 'Thêm loại hàng',
  'shippingWaiting.create': 'Nhận hàng chờ gửi',
  'shippingWaiting.update': 'Sửa hàng chờ gửi',
  'shippingWaiting.cancel': 'Hủy hàng chờ gửi',
  'shippingWaiting.delete': 'Xóa hàng chờ gửi',
  'shipping.load': 'Xếp hàng lên xe',
  'shipping.unload': 'Dỡ hàng, bỏ hàng khỏi xe',
  'shipping.transfer': 'Chuyển hàng sang xe khác',
  'shipping.warehouseImport': 'Nhập kho',
  'shipping.complete': 'Giao hàng cho người nhận',
  'shipping.cancel': 'Hủy đơn gửi hàng',
  'productType.update': 'Sửa loại hàng',
  'productType.delete': 'Xóa loại hàng',
  'vehicle.create': 'Thêm loại xe',
  'vehicle.update': 'Sửa loại xe, sơ đồ ghế và đợt giá',
  'vehicle.delete': 'Xóa loại xe',
  'brand.create': 'Thêm hãng xe',
  'brand.update': 'Sửa hãng xe',
  'brand.delete': 'Xóa hãng xe',
  'car.create': 'Thêm xe',
  'car.update': 'Sửa xe',
  'car.delete': 'Xóa xe',
  'carContract.create': 'Thêm hợp đồng thuê xe',
  'carContract.update': 'Sửa hợp đồng thuê xe và chuyển trạng thái',
  'carContract.delete': 'Xóa hợp đồng thuê xe',
  'carContract.payment': 'Thu tiền và hoàn tiền hợp đồng',
  'category.create': 'Thêm danh mục và thẻ',
  'category.update': 'Sửa danh mục và thẻ',
  'category.delete': 'Xóa danh mục và thẻ',
  'article.create': 'Thêm bài viết',
  'article.update': 'Sửa, đăng và ẩn bài viết',
  'article.delete': 'Xóa bài viết',
  'comment.update': 'Hiện và ẩn bình luận',
  'report.reply': 'Trả lời phản ánh của khách hàng',
  'report.delete': 'Xóa phản ánh của khách hàng',
  'setting.update': 'Lưu cài đặt',
  'role.create': 'Thêm vai trò',
  'role.update': 'Sửa vai trò',
  'role.delete': 'Xóa vai trò',
  'role.permission': 'Phân quyền cho vai trò',
  'menu.update': 'Sửa menu',
  'user.create': 'Thêm tài khoản',
  'user.update': 'Sửa tài khoản',
  'user.delete': 'Xóa tài khoản',
  'customer.create': 'Thêm khách hàng',
  'customer.update': 'Sửa khách hàng',
  'customer.delete': 'Xóa khách hàng',
}

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
]
const MALE_MIDDLE = ['Văn', 'Minh', 'Quốc', 'Thanh', 'Đức', 'Hữu', 'Công', 'Tấn']
const FEMALE_MIDDLE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Mỹ', 'Kim', 'Bảo']
const MALE_GIVEN = [
  'Hùng',
  'Dũng',
  'Phúc',
  'Long',
  'Tuấn',
  'Khang',
  'Bảo',
  'Nam',
  'Hải',
  'Thắng',
  'Trí',
  'Vinh',
  'Sơn',
  'Toàn',
]
const FEMALE_GIVEN = [
  'Lan',
  'Hương',
  'Trang',
  'Vy',
  'Ngân',
  'Thảo',
  'Hạnh',
  'Linh',
  'Yến',
  'Nhung',
  'Mai',
  'Trinh',
  'Uyên',
  'Hà',
]
const PHONE_PREFIXES = [
  '090',
  '091',
  '093',
  '097',
  '098',
  '032',
  '035',
  '038',
  '070',
  '077',
  '079',
  '083',
  '085',
  '086',
  '089',
]
/**
 * Places, each with streets that really run through it (an address never puts a street in another district), and
 * its province and district (GSO codes of db/address-units.json).
 */
const CITIES: Array<{
  place: string
  province_id: number
  district_id: number
  streets: readonly string[]
}> = [
  {
    place: 'Quận 1, TP. Hồ Chí Minh',
    province_id: 79,
    district_id: 760,
    streets: ['Lê Lợi', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Lý Tự Trọng', 'Đồng Khởi', 'Trần Hưng Đạo'],
  },
  {
    place: 'Quận 3, TP. Hồ Chí Minh',
    province_id: 79,
    district_id: 770,
    streets: [
      'Võ Văn Tần',
      'Nam Kỳ Khởi Nghĩa',
      'Cách Mạng Tháng 8',
      'Bà Huyện Thanh Quan',
      'Lý Chính Thắng',
    ],
  },
  {
    place: 'Quận 10, TP. Hồ Chí Minh',
    province_id: 79,
    district_id: 771,
    streets: ['3 Tháng 2', 'Sư Vạn Hạnh', 'Thành Thái', 'Lý Thường Kiệt', 'Ngô Gia Tự', 'Tô Hiến Thành'],
  },
  {
    place: 'TP. Thủ Đức, TP. Hồ Chí Minh',
    province_id: 79,
    district_id: 769,
    streets: ['Võ Văn Ngân', 'Kha Vạn Cân', 'Lê Văn Việt', 'Đặng Văn Bi'],
  },
  {
    place: 'Đà Lạt, Lâm Đồng',
    province_id: 68,
    district_id: 672,
    streets: ['Phan Bội Châu', 'Bùi Thị Xuân', 'Trần Phú', 'Ba Tháng Hai', 'Phan Đình Phùng'],
  },
  {
    place: 'Bảo Lộc, Lâm Đồng',
    province_id: 68,
    district_id: 673,
    streets: ['Trần Phú', 'Lê Hồng Phong', 'Nguyễn Văn Cừ', 'Phan Bội Châu'],
  },
  {
    place: 'Biên Hòa, Đồng Nai',
    province_id: 75,
    district_id: 731,
    streets: ['Phạm Văn Thuận', 'Đồng Khởi', 'Cách Mạng Tháng 8', '30 Tháng 4', 'Nguyễn Ái Quốc'],
  },
]
/** how many streets an address draws from (the seed's draws stay as they were when there was one list of 10) */
const STREET_DRAWS = Array.from({ length: 10 }, (_, i) => i)

function phone(rng: Rng): string {
  let digits = rng.pick(PHONE_PREFIXES)
  while (digits.length < 10) digits += String(rng.int(0, 9))
  return digits
}

function personName(rng: Rng, male: boolean): string {
  return male
    ? `${rng.pick(FAMILY)} ${rng.pick(MALE_MIDDLE)} ${rng.pick(MALE_GIVEN)}`
    : `${rng.pick(FAMILY)} ${rng.pick(FEMALE_MIDDLE)} ${rng.pick(FEMALE_GIVEN)}`
}

/** The place the last {@link address} was drawn from: a customer's insert reads its codes right after its address. */
let addressPlace: (typeof CITIES)[number] = CITIES[0]

function address(rng: Rng): string {
  const house = rng.int(1, 250)
  const street = rng.pick(STREET_DRAWS)
  const city = rng.pick(CITIES)
  addressPlace = city
  return `${house} ${city.streets[street % city.streets.length]}, ${city.place}`
}

/**
 * A seat diagram from a compact layout: one string per row, cells separated by spaces.
 * `_` empty, C CB, S STX, M MID, L LAST, R reserved, N normal.
 */
function diagram(seatIds: { next: number }, layouts: string[][], codePrefixes: string[]): SeatDiagram {
  const typeOf: Record<string, number> = {
    C: SEAT_TYPES.CB,
    S: SEAT_TYPES.STX,
    M: SEAT_TYPES.MID,
    L: SEAT_TYPES.LAST,
    R: SEAT_TYPES.RESERVED,
    N: SEAT_TYPES.NORMAL,
  }
  let columns = 1
  const floors = layouts.map((rows, f) => {
    let n = 0
    return {
      floor: f + 1,
      rows: rows.map((line, r) => {
        const cells = line.split(' ')
        columns = Math.max(columns, cells.length)
        return cells.map((cell, c): Seat | null => {
          if (cell === '_') return null
          n += 1
          return {
            id: seatIds.next++,
            code: `${codePrefixes[f]}${String(n).padStart(2, '0')}`,
            type: typeOf[cell],
            floor: f + 1,
            row: r,
            column: c,
          }
        })
      }),
    }
  })
  return { columns, floors }
}

/**
 * A citizen id (CCCD) of a man from TP. Hồ Chí Minh born 1960–2004, from one draw: province 079, century-and-sex
 * digit 0 (a man born in the 1900s) or 2 (the 2000s), two digits of the birth year, six serial digits.
 */
function citizenId(draw: number): string {
  const year = 1960 + (Math.floor(draw / 1_000_000) % 45)
  const century = year >= 2000 ? '2' : '0'
  return `079${century}${String(year % 100).padStart(2, '0')}${String(draw % 1_000_000).padStart(6, '0')}`
}

function code(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(6, '0')}`
}

export function createSeed(now = Date.now()): Db {
  const rng = createRng(SEED)
  /** draws for fields added later, so adding them left the rest of the seed as it was */
  const extraRng = createRng(SEED + 1)
  const today = vnToday()
  const createdAt = vnIso(addDays(today, -90), '08:00')

  // ---- modules and actions: one module per menu group, every code once ----
  const modules = new Collection<ModuleRecord>()
  let actionId = 0
  const actionByCode = new Map<string, { id: number; name: string; code: string }>()
  for (const group of Object.keys(PERMISSION_GROUPS) as PermissionGroup[]) {
    const sub_actions = PERMISSION_GROUPS[group].map((c) => {
      const action = { id: ++actionId, name: ACTION_NAMES[c], code: c, description: null }
      actionByCode.set(c, action)
      return action
    })
    modules.insert({
      name: GROUP_NAMES[group],
      code: group,
      description: `Quyền của nhóm ${GROUP_NAMES[group].toLowerCase()}`,
      icon: GROUP_ICONS[group],
      sub_actions,
      createdAt,
    })
  }
  const ids = (codes: readonly string[]) => codes.map((c) => actionByCode.get(c)!.id)

  // ---- roles ----
  const roles = new Collection<RoleRecord>()
  roles.insert({
    id: SUPER_ROLE_ID,
    name: 'Quản trị hệ thống',
    slug: SUPER_ROLE_SLUG,
    color: '#d4380d',
    description: 'Toàn quyền',
    parent_id: null,
    status: 1,
    action_ids: ids(ALL_PERMISSION_CODES),
  })
  const letan = roles.insert({
    name: 'Nhân viên phòng vé Sài Gòn',
    slug: 'le-tan-sai-gon',
    color: '#0958d9',
    description: 'Bán vé và nhận hàng tại văn phòng Sài Gòn',
    parent_id: null,
    status: 1,
    action_ids: ids([...PERMISSION_GROUPS.booking, ...PERMISSION_GROUPS.shipping]),
  })
  const kho = roles.insert({
    name: 'Kho hàng',
    slug: 'kho-hang',
    color: '#237804',
    description: 'Nhận và xuất hàng gửi',
    parent_id: null,
    status: 1,
    action_ids: ids([...PERMISSION_GROUPS.shipping, 'trip.statistical_shipping']),
  })
  const quanly = roles.insert({
    name: 'Quản lý',
    slug: 'quan-ly',
    color: '#722ed1',
    description: 'Xem thống kê, tuyến và đội xe',
    parent_id: null,
    status: 1,
    action_ids: ids([
      ...PERMISSION_GROUPS.statistical,
      ...PERMISSION_GROUPS.map,
      ...PERMISSION_GROUPS.vehicle,
      // a breakdown is reported by the booking clerks and by the managers (who also hold trip.update)
      'trip.report-broken',
    ]),
  })
  const taixe = roles.insert({
    name: 'Tài xế',
    slug: DRIVER_ROLE_SLUG,
    color: '#ad4e00',
    description: 'Tài xế và xe ôm',
    parent_id: null,
    status: 1,
    // DECISIONS #18: drivers answer the trips sent to them
    action_ids: ids(['trip.confirm']),
  })

  // ---- menus: the SPEC §2 side menu; a link to a screen the app has not built yet is kept, inactive ----
  const menus = new Collection<MenuRecord>()
  const built: ReadonlySet<string> = new Set(SCREEN_PATHS)
  let position = 0
  for (const group of MENU) {
    menus.insert({
      code: null,
      name: GROUP_NAMES[group.key],
      name_en: enMenu[group.key],
      slug: '',
      icon: GROUP_ICONS[group.key],
      type: 'subheader',
      active: true,
      position: ++position,
    })
    for (const link of group.links) {
      menus.insert({
        code: link.code ?? null,
        name: menu[link.key],
        name_en: enMenu[link.key],
        slug: link.path,
        icon: null,
        active: built.has(link.path),
        position: ++position,
      })
    }
  }

  // ---- users ----
  const users = new Collection<UserRecord>()
  const staff = (
    u: Partial<UserRecord> & Pick<UserRecord, 'username' | 'fullname' | 'password' | 'role_ids'>,
  ) =>
    users.insert({
      email: `${u.username}@nhaxe.vn`,
      phone: phone(rng),
      birthday: null,
      gender: 1,
      address: address(rng),
      avatar: null,
      status: 1,
      is_driver: false,
      is_motorbike_driver: false,
      created_at: createdAt,
      ...u,
    })
  staff({
    username: 'admin',
    fullname: 'Trần Minh Quân',
    password: 'admin123',
    role_ids: [SUPER_ROLE_ID],
    email: 'admin@nhaxe.vn',
    phone: '0903123456',
    birthday: '1985-04-12',
  })
  staff({
    username: 'letan.sg',
    fullname: 'Nguyễn Thị Thu Hà',
    password: 'letan123',
    role_ids: [letan.id],
    gender: 0,
    phone: '0938456789',
    birthday: '1996-09-03',
  })
  staff({
    username: 'kho',
    fullname: 'Lê Văn Hùng',
    password: 'kho123',
    role_ids: [kho.id],
    phone: '0977234567',
    birthday: '1990-01-20',
  })
  staff({
    username: 'quanly',
    fullname: 'Phạm Thị Lan Anh',
    password: 'quanly123',
    role_ids: [quanly.id],
    gender: 0,
    phone: '0912678901',
    birthday: '1988-11-15',
  })
  const drivers: UserRecord[] = []
  drivers.push(
    staff({
      username: 'taixe',
      fullname: 'Võ Văn Tài',
      password: 'taixe123',
      role_ids: [taixe.id],
      phone: '0868345678',
      birthday: '1983-06-30',
      is_driver: true,
      type: 0,
      certificates: 'Bằng lái hạng E',
      license_class: 'E',
      license_expiry: addDays(today, 1100),
      years_experience: 12,
      age: 43,
      group_name: 'Tổ lái Đà Lạt',
    }),
  )
  const driverNames = ['Đặng Văn Phúc', 'Huỳnh Tấn Lộc', 'Bùi Văn Sơn', 'Trương Công Danh', 'Phan Văn Khoa']
  // Licence expiries (no draw, so the rest of the seed is as it was): Huỳnh Tấn Lộc's within the month, Trương
  // Công Danh's already past (the drivers' screen flags both), the others years ahead.
  const licenceDays = [800, 20, 1900, -12, 1500]
  driverNames.forEach((fullname, i) => {
    drivers.push(
      staff({
        username: `taixe${i + 2}`,
        fullname,
        password: 'taixe123',
        role_ids: [taixe.id],
        is_driver: true,
        type: 0,
        certificates: i % 2 ? 'Bằng lái hạng D' : 'Bằng lái hạng E',
        license_class: i % 2 ? 'D' : 'E',
        license_expiry: addDays(today, licenceDays[i]),
        years_experience: rng.int(4, 20),
        age: rng.int(28, 55),
        group_name: i % 2 ? 'Tổ lái Bảo Lộc' : 'Tổ lái Đà Lạt',
      }),
    )
  })
  const motoNames = ['Lý Văn Nam', 'Hồ Văn Tuấn', 'Mai Xuân Bình']
  const motoDrivers = motoNames.map((fullname, i) =>
    staff({
      username: `xeom${i + 1}`,
      fullname,
      password: 'xeom123',
      role_ids: [taixe.id],
      is_motorbike_driver: true,
      type: 1,
      license_class: i === 1 ? 'A' : 'A1',
      license_expiry: addDays(today, [1300, 2200, 950][i]),
      years_experience: rng.int(2, 10),
      age: rng.int(25, 50),
      group_name: 'Xe ôm Sài Gòn',
    }),
  )
  staff({
    username: 'nhanvien.cu',
    fullname: 'Đỗ Thị Mai',
    password: 'nhanvien123',
    role_ids: [letan.id],
    gender: 0,
    status: 0,
  })

  // ---- settings ----
  const settings: Settings = {
    logo: null,
    favicon: null,
    title: 'Nhà xe Phương Nam',
    subtitle: 'Sài Gòn ⇄ Đà Lạt · Bảo Lộc · Madagui',
    default_theme: 0,
    main_color: 0,
    format_date: 'DD/MM/YYYY',
    format_time: 'HH:mm',
    default_language: 'vi-VN',
    timezone: 'Asia/Ho_Chi_Minh',
    currency_symbol: '₫',
    decimal_symbol: ',',
    digit_group_symbol: '.',
    company_name: 'Công ty TNHH Vận tải Phương Nam',
    phone: '1900 6868',
    address: '272 Đề Thám, Phường Phạm Ngũ Lão, Quận 1, TP. Hồ Chí Minh',
    // the demo operator asks the receiver collecting a parcel for a CCCD (README "Decisions taken here")
    handover_requires_id: true,
    version: 1,
  }
  const privateSettings: PrivateSettings = {
    mail_host: 'smtp.phuongnam.vn',
    mail_port: 587,
    mail_username: 'thongbao@phuongnam.vn',
    mail_password: 'demo-mail-password',
    mail_from_name: 'Nhà xe Phương Nam',
    captcha_key: '6Lc-demo-site-key-phuongnam',
    captcha_secret: 'demo-captcha-secret',
  }
  const languageSettings: LanguageSetting[] = [
    { language: 'vi', format_date: 'DD/MM/YYYY', format_time: 'HH:mm' },
    { language: 'en', format_date: 'MM/DD/YYYY', format_time: 'hh:mm A' },
  ]

  // ---- offices and route maps ----
  const offices = new Collection<Office>()
  const oSG = offices.insert({
    name: 'Văn phòng Sài Gòn',
    short_name: 'VP SG',
    address: '272 Đề Thám, Quận 1, TP. Hồ Chí Minh',
    phone: '02838386868',
  })
  const oMD = offices.insert({
    name: 'Bến xe Miền Đông mới',
    short_name: 'BX MĐ',
    address: '501 Hoàng Hữu Nam, TP. Thủ Đức',
    phone: '02838386869',
  })
  const oDL = offices.insert({
    name: 'Văn phòng Đà Lạt',
    short_name: 'VP ĐL',
    address: '01 Tô Hiến Thành, Phường 3, Đà Lạt',
    phone: '02633868686',
  })
  const oBL = offices.insert({
    name: 'Văn phòng Bảo Lộc',
    short_name: 'VP BL',
    address: '485 Trần Phú, Phường 2, Bảo Lộc',
    phone: '02633868687',
  })
  const oMG = offices.insert({
    name: 'Trạm Madagui',
    short_name: 'TR MG',
    address: 'Km 152 QL20, Đạ Huoai, Lâm Đồng',
    phone: '02633868688',
  })
  const oVT = offices.insert({
    name: 'Văn phòng Vũng Tàu',
    short_name: 'VP VT',
    address: '192 Nam Kỳ Khởi Nghĩa, Phường Thắng Tam, Vũng Tàu',
    phone: '02543868686',
  })
  const oPT = offices.insert({
    name: 'Văn phòng Phan Thiết',
    short_name: 'VP PT',
    address: '10 Từ Văn Tư, Phường Phú Trinh, Phan Thiết',
    phone: '02523868686',
  })
  const pick = (o: Office) => ({ id: o.id, name: o.name, short_name: o.short_name })

  const P = {
    SG: { id: 1, code: 'SG', name: 'Sài Gòn' },
    DL: { id: 2, code: 'DL', name: 'Đà Lạt' },
    BL: { id: 3, code: 'BL', name: 'Bảo Lộc' },
    MG: { id: 4, code: 'MDG', name: 'Madagui' },
    VT: { id: 5, code: 'VT', name: 'Vũng Tàu' },
    PT: { id: 6, code: 'PT', name: 'Phan Thiết' },
  }
  const S = {
    SG: { name: 'Văn phòng Sài Gòn (Đề Thám)', latitude: 10.7675, longitude: 106.6922 },
    MD: { name: 'Bến xe Miền Đông mới', latitude: 10.8796, longitude: 106.8155 },
    DG: { name: 'Ngã ba Dầu Giây', latitude: 10.9446, longitude: 107.1393 },
    DQ: { name: 'Định Quán', latitude: 11.1957, longitude: 107.344 },
    MG: { name: 'Khu du lịch Madagui', latitude: 11.382, longitude: 107.5401 },
    BL: { name: 'Bảo Lộc', latitude: 11.548, longitude: 107.8077 },
    DLi: { name: 'Di Linh', latitude: 11.5781, longitude: 108.072 },
    LK: { name: 'Sân bay Liên Khương', latitude: 11.739, longitude: 108.373 },
    DL: { name: 'Văn phòng Đà Lạt', latitude: 11.9404, longitude: 108.4583 },
    TD: { name: 'Ngã tư Thủ Đức', latitude: 10.8493, longitude: 106.7737 },
    LT: { name: 'Long Thành', latitude: 10.7825, longitude: 106.95 },
    PM: { name: 'Phú Mỹ', latitude: 10.587, longitude: 107.051 },
    BR: { name: 'Bà Rịa', latitude: 10.4963, longitude: 107.1684 },
    VT: { name: 'Văn phòng Vũng Tàu', latitude: 10.346, longitude: 107.0843 },
    XL: { name: 'Xuân Lộc', latitude: 10.931, longitude: 107.244 },
    HTN: { name: 'Hàm Thuận Nam', latitude: 10.868, longitude: 107.931 },
    PT: { name: 'Văn phòng Phan Thiết', latitude: 10.9289, longitude: 108.1021 },
  }
  let stopId = 0
  const stops = (list: Array<(typeof S)[keyof typeof S]>) =>
    list.map((s, i) => ({ id: ++stopId, ...s, position: i + 1, note: null }))
  let directionalId = 0
  let detailId = 0
  const detail = (mapId: number, from: typeof P.SG, to: typeof P.SG): MapDetail => ({
    id: ++detailId,
    map_id: mapId,
    place_from: from,
    place_to: to,
    forward: {
      id: ++directionalId,
      code: `${from.code}-${to.code}`,
      name: `${from.name} ➡️ ${to.name}`,
      is_reverse_direction: false,
    },
    reverse: {
      id: ++directionalId,
      code: `${to.code}-${from.code}`,
      name: `${to.name} ➡️ ${from.name}`,
      is_reverse_direction: true,
    },
  })
  const maps = new Collection<RouteMap>()
  const mDL = maps.insert({
    name: 'Sài Gòn ⇄ Đà Lạt',
    code: 'SG-DL',
    length: 308,
    tolls: 185000,
    duration: 420,
    status: 1,
    stops: stops([S.SG, S.MD, S.DG, S.DQ, S.MG, S.BL, S.DLi, S.LK, S.DL]),
    offices: [pick(oSG), pick(oMD), pick(oBL), pick(oDL)],
    details: [],
  })
  maps.update(mDL.id, { details: [detail(mDL.id, P.SG, P.DL)] })
  const mBL = maps.insert({
    name: 'Sài Gòn ⇄ Bảo Lộc',
    code: 'SG-BL',
    length: 190,
    tolls: 120000,
    duration: 270,
    status: 1,
    stops: stops([S.SG, S.MD, S.DG, S.DQ, S.MG, S.BL]),
    offices: [pick(oSG), pick(oMD), pick(oBL)],
    details: [],
  })
  maps.update(mBL.id, { details: [detail(mBL.id, P.SG, P.BL)] })
  const mMG = maps.insert({
    name: 'Sài Gòn ⇄ Madagui',
    code: 'SG-MDG',
    length: 152,
    tolls: 95000,
    duration: 210,
    status: 1,
    stops: stops([S.SG, S.MD, S.DG, S.DQ, S.MG]),
    offices: [pick(oSG), pick(oMD), pick(oMG)],
    details: [],
  })
  maps.update(mMG.id, { details: [detail(mMG.id, P.SG, P.MG)] })
  const mVT = maps.insert({
    name: 'Sài Gòn ⇄ Vũng Tàu',
    code: 'SG-VT',
    length: 125,
    tolls: 110000,
    duration: 150,
    status: 1,
    stops: stops([S.SG, S.TD, S.LT, S.PM, S.BR, S.VT]),
    offices: [pick(oSG), pick(oVT)],
    details: [],
  })
  maps.update(mVT.id, { details: [detail(mVT.id, P.SG, P.VT)] })
  const mPT = maps.insert({
    name: 'Sài Gòn ⇄ Phan Thiết',
    code: 'SG-PT',
    length: 200,
    tolls: 160000,
    duration: 210,
    status: 1,
    stops: stops([S.SG, S.MD, S.DG, S.XL, S.HTN, S.PT]),
    offices: [pick(oSG), pick(oMD), pick(oPT)],
    details: [],
  })
  maps.update(mPT.id, { details: [detail(mPT.id, P.SG, P.PT)] })
  const dir = (mapId: number, reverse = false) => {
    const d = maps.find(mapId)!.details[0]
    return reverse ? d.reverse : d.forward
  }

  // ---- brands, product types ----
  const brands = new Collection<Brand>()
  const brandRows = [
    ['Hyundai', '#002c5f', 'Universe, Solati'],
    ['Ford', '#003478', 'Transit'],
    ['Thaco', '#0b6e4f', 'Mobihome giường nằm'],
    ['Mercedes-Benz', '#333333', 'Sprinter'],
    ['Toyota', '#eb0a1e', 'Hiace'],
    ['Isuzu', '#c8102e', 'Samco'],
    ['Kia', '#05141f', 'Ngừng sử dụng'],
  ] as const
  for (const [name, color, note] of brandRows)
    brands.insert({ name, color, status: name === 'Kia' ? 0 : 1, note })
  const brandId = (name: string) => brands.findBy((b) => b.name === name)!.id

  const productTypes = new Collection<ProductType>()
  const ptRows = [
    ['Tài liệu, giấy tờ', '#1677ff'],
    ['Thực phẩm khô', '#fa8c16'],
    ['Nông sản Đà Lạt (rau, hoa)', '#52c41a'],
    ['Hàng dễ vỡ', '#f5222d'],
    ['Đồ điện tử', '#722ed1'],
    ['Quần áo, vải vóc', '#eb2f96'],
    ['Hàng cồng kềnh', '#8c8c8c'],
  ] as const
  for (const [name, color] of ptRows) productTypes.insert({ name, color, status: 1, note: null })

  // ---- vehicle types with seat diagrams ----
  const seatIds = { next: 1 }
  const vehicleTypes = new Collection<VehicleType>()
  const limoDiagram = diagram(seatIds, [['S _ S', 'M _ M', 'M _ M', 'L L L']], ['A'])
  const vLimo = vehicleTypes.insert({
    name: 'Limousine 10 chỗ',
    color: '#b8860b',
    status: 1,
    note: 'Ghế massage, cổng sạc USB',
    type: 'limousine',
    seat_number: seatsOf(limoDiagram).length,
    fare: 350000,
    diagram: limoDiagram,
    fare_date_ranges: [],
  })
  // "16 chỗ" counts the driver: 15 passenger seats
  const d16 = diagram(seatIds, [['_ _ C C', 'S S _ S', 'M M _ M', 'M M _ M', 'L L L L']], ['A'])
  const v16 = vehicleTypes.insert({
    name: 'Xe 16 chỗ',
    color: '#0958d9',
    status: 1,
    note: null,
    type: 'seat16',
    seat_number: seatsOf(d16).length,
    fare: 220000,
    diagram: d16,
    fare_date_ranges: [],
  })
  const sleeperFloor = (row0: string) => [
    row0,
    'N _ N _ N',
    'N _ N _ N',
    'N _ N _ N',
    'N _ N _ N',
    'L _ _ _ L',
  ]
  const dBus = diagram(seatIds, [sleeperFloor('S _ S _ S'), sleeperFloor('N _ N _ N')], ['A', 'B'])
  const vBus = vehicleTypes.insert({
    name: 'Xe giường nằm 34 giường',
    color: '#13c2c2',
    status: 1,
    note: 'Xe giường nằm hai tầng',
    type: 'bus',
    seat_number: seatsOf(dBus).length,
    fare: 280000,
    diagram: dBus,
    fare_date_ranges: [],
  })
  let fareRangeId = 0
  const tet = `${today.slice(0, 4)}-12-28`
  vehicleTypes.update(vLimo.id, {
    fare_date_ranges: [
      {
        id: ++fareRangeId,
        vehicle_type_id: vLimo.id,
        date_start: tet,
        date_end: addDays(tet, 10),
        fare: 450000,
      },
    ],
  })
  vehicleTypes.update(vBus.id, {
    fare_date_ranges: [
      {
        id: ++fareRangeId,
        vehicle_type_id: vBus.id,
        date_start: tet,
        date_end: addDays(tet, 10),
        fare: 380000,
      },
      {
        id: ++fareRangeId,
        vehicle_type_id: vBus.id,
        date_start: addDays(today, 5),
        date_end: addDays(today, 6),
        fare: 320000,
      },
    ],
  })

  // ---- cars ----
  const cars = new Collection<Car>()
  const carRows: Array<[string, string, number, string, number]> = [
    ['Limousine Solati 01', 'Hyundai', vLimo.id, '51B-123.45', 2022],
    ['Limousine Transit 02', 'Ford', vLimo.id, '51B-246.80', 2023],
    ['Limousine Sprinter 03', 'Mercedes-Benz', vLimo.id, '49B-012.34', 2021],
    ['Transit 16 chỗ 04', 'Ford', v16.id, '51B-678.90', 2019],
    ['Solati 16 chỗ 05', 'Hyundai', v16.id, '49B-135.79', 2020],
    ['Hiace 16 chỗ 06', 'Toyota', v16.id, '51B-555.21', 2018],
    ['Mobihome 34 giường 07', 'Thaco', vBus.id, '51B-888.66', 2022],
    ['Universe 34 giường 08', 'Hyundai', vBus.id, '49B-246.13', 2021],
    ['Samco 34 giường 09', 'Isuzu', vBus.id, '51B-369.12', 2017],
  ]
  for (const [name, brand, vt, plate, year] of carRows) {
    const type = vehicleTypes.find(vt)!
    cars.insert({
      name,
      brand_id: brandId(brand),
      vehicle_type_id: vt,
      license_plate: plate,
      avatar: null,
      year_manufacture: year,
      registration_date: `${year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
      // one insurance already expired, one expiring soon, the rest well ahead
      insurance_expiration_date:
        plate === '51B-369.12'
          ? addDays(today, -12)
          : plate === '51B-555.21'
            ? addDays(today, 20)
            : addDays(today, rng.int(90, 400)),
      weight_max: type.type === 'bus' ? 1500 : 500,
      seats: type.seat_number,
      status: 1,
      note: null,
      fare: type.fare,
    })
  }
  const carsOfType = (vt: number) => cars.filter((c) => c.vehicle_type_id === vt)

  // ---- customers ----
  const customers = new Collection<CustomerRecord>()
  const usedPhones = new Set<string>()
  for (let i = 0; i < 40; i++) {
    const male = rng.chance(0.5)
    let p = phone(rng)
    while (usedPhones.has(p)) p = phone(rng)
    usedPhones.add(p)
    const fullname = personName(rng, male)
    const email = rng.chance(0.4) ? `khach${i + 1}@gmail.com` : null
    const birthday = `${rng.int(1960, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
    const home = address(rng)
    const wallet_balance = rng.int(0, 20) * 10000
    // Points and a level were drawn here once; they come from the tickets now (src/api/contracts/customer.ts), but
    // the draws stay so that everything seeded after them stays the same.
    rng.int(0, 300)
    rng.int(1, 3)
    customers.insert({
      fullname,
      phone: p,
      other_phones: [],
      email,
      gender: male ? 1 : 0,
      birthday,
      address: home,
      wallet_balance,
      note: null,
      province_id: addressPlace.province_id, // the place of the address just drawn
      district_id: addressPlace.district_id,
      ward_id: null, // the street does not say the ward
      created_at: vnIso(addDays(today, -rng.int(5, 200)), '10:00'),
    })
  }
  const customerList = customers.all()

  // ---- trips for today and the six days after ----
  const trips = new Collection<Trip>()
  const tickets = new Collection<Ticket>()
  const startOfToday = vnMidnight(today)
  const elapsedToday = Math.max(1, now - startOfToday)
  /** a booking instant: today (before now) or 1–4 days earlier */
  const bookingAt = (forceToday: boolean) =>
    forceToday || rng.chance(0.35)
      ? vnIsoAt(startOfToday + Math.floor(rng.next() * elapsedToday))
      : vnIso(
          addDays(today, -rng.int(1, 4)),
          `${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        )
  const schedule: Array<{
    time: string
    map: number
    reverse: boolean
    vt: number
    madagui?: boolean
    everyOtherDay?: boolean
  }> = [
    { time: '06:00', map: mDL.id, reverse: false, vt: vLimo.id },
    { time: '09:30', map: mDL.id, reverse: true, vt: vLimo.id },
    { time: '13:00', map: mBL.id, reverse: false, vt: v16.id },
    { time: '14:30', map: mMG.id, reverse: false, vt: v16.id, madagui: true, everyOtherDay: true },
    { time: '22:00', map: mDL.id, reverse: false, vt: vBus.id },
  ]
  let ticketNo = 0
  let driverTurn = 0
  for (let day = 0; day < 7; day++) {
    const date = addDays(today, day)
    const carTurn = new Map<number, number>()
    schedule.forEach((slot, slotIndex) => {
      if (slot.everyOtherDay && day % 2 === 1) return
      const typeCars = carsOfType(slot.vt)
      const turn = carTurn.get(slot.vt) ?? 0
      carTurn.set(slot.vt, turn + 1)
      const car = typeCars[(turn + day) % typeCars.length]
      const driver = drivers[driverTurn++ % drivers.length]
      const direction = dir(slot.map, slot.reverse)
      const status =
        day === 0
          ? [3, 1, 1, 0, 1][slotIndex]
          : day === 3 && slotIndex === 2
            ? 5
            : day === 2 && slotIndex === 1
              ? 2
              : rng.pick([0, 0, 1, 1, 1])
      const vt = vehicleTypes.find(slot.vt)!
      const trip = trips.insert({
        name: `${direction.name} ${slot.time}`,
        map_id: slot.map,
        map_detail_id: direction.id,
        user_id: driver.id,
        car_id: car.id,
        departure_time: vnIso(date, slot.time),
        return_time: null,
        plan_date: date,
        status,
        note: slotIndex === 4 ? 'Chuyến đêm' : null,
        is_heighway: slot.vt === vBus.id,
        is_madagui: slot.madagui ?? false,
        is_contract: false,
        contract_type: null,
        contract_price: null,
        pick_place: null,
        drop_place: null,
        sent_to_driver_at: null,
        reason: null,
        ...noTripMoney(),
      })
      if (status === 5) return
      const seats = rng.shuffle(seatsOf(vt.diagram).filter((s) => s.type !== SEAT_TYPES.RESERVED))
      const count = day === 0 ? rng.int(3, 6) : rng.int(1, 5)
      let revenue = 0
      for (let k = 0; k < count; k++) {
        const seat = seats[k]
        const customer = rng.pick(customerList)
        const cancelled = k === count - 1 && rng.chance(0.15)
        const pickType = rng.pick([0, 0, 1, 2])
        const dropType = rng.pick([0, 0, 0, 1, 2])
        const pickFee = pickType === 1 ? 30000 : pickType === 2 ? 50000 : 0
        const dropFee = dropType === 1 ? 40000 : dropType === 2 ? 50000 : 0
        const from = slot.reverse
          ? maps.find(slot.map)!.stops.at(-1)!.name
          : rng.pick(maps.find(slot.map)!.stops.slice(0, 2)).name
        const to = slot.reverse ? maps.find(slot.map)!.stops[0].name : maps.find(slot.map)!.stops.at(-1)!.name
        const source = rng.pick([0, 0, 0, 1, 2])
        const t = tickets.insert({
          code: code('VE', ++ticketNo),
          trip_id: trip.id,
          customer_id: customer.id,
          customer_name: customer.fullname,
          phone: customer.phone,
          seat_id: seat.id,
          seat_code: seat.code,
          seat_type: seat.type,
          seat_reserved: false,
          departure_point: from,
          destination_point: to,
          departure_date: date,
          return_date: null,
          price: vt.fare,
          surcharge: 0,
          is_paid: rng.chance(0.6),
          form: 0,
          pick_type: pickType,
          pick_address: pickType ? customer.address : null,
          pick_fee: pickFee,
          drop_type: dropType,
          drop_address: dropType ? address(extraRng) : null,
          drop_fee: dropFee,
          is_madagui: slot.madagui ?? false,
          is_outside: false,
          source,
          note: rng.chance(0.2)
            ? rng.pick([
                'Khách mang theo thú cưng',
                'Gọi trước 30 phút',
                'Hành lý cồng kềnh',
                'Khách lớn tuổi, hỗ trợ lên xe',
              ])
            : null,
          booking_at: bookingAt(day === 0 && k === 0),
          employee_id: source === 0 ? 2 : null,
          reason_cancel: cancelled ? 'customer_cancelled' : null,
          reason_note: null,
          waiting_booking_id: null,
          pick_status: day === 0 && slotIndex === 0 ? 1 : 0,
          is_arrived: 0,
          pick_time: pickType ? vnIso(date, slot.time) : null,
          deleted_at: cancelled ? vnIsoAt(startOfToday) : null,
        })
        if (!t.deleted_at) revenue += t.price + pickFee + dropFee
      }
      trips.update(trip.id, { revenue })
    })
  }

  // ---- waiting bookings ----
  const waitingBookings = new Collection<WaitingBooking>()
  // the waiting lists are on the routes trips run on
  const directions = maps
    .all()
    .filter((m) => schedule.some((slot) => slot.map === m.id))
    .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
  for (let i = 0; i < 12; i++) {
    const customer = rng.pick(customerList)
    const direction = rng.pick(directions)
    const status = i < 9 ? 0 : i === 9 ? 1 : 2
    // drawn in the order the row's fields were, so the rest of the seed stays the same
    const departureDate = addDays(today, rng.int(0, 3))
    const preferredTime = rng.pick(['06:00', '09:30', '13:00', '22:00'])
    const numberTicket = rng.int(1, 3)
    const form = rng.chance(0.2) ? 1 : 0
    const pickType = rng.pick([0, 1, 2])
    const dropType = rng.pick([0, 1])
    waitingBookings.insert({
      code: code('DC', i + 1),
      customer_id: customer.id,
      customer_name: customer.fullname,
      phone: customer.phone,
      map_detail_id: direction.id,
      departure_point: direction.name.split(' ➡️ ')[0],
      destination_point: direction.name.split(' ➡️ ')[1],
      departure_date: departureDate,
      return_date: form ? addDays(departureDate, 2) : null,
      preferred_time: preferredTime,
      number_ticket: numberTicket,
      price: 0,
      surcharge: 0,
      is_paid: false,
      form,
      pick_type: pickType,
      pick_address: pickType ? customer.address : null,
      pick_fee: pickType === 1 ? 30000 : pickType === 2 ? 50000 : 0,
      drop_type: dropType,
      drop_address: dropType ? address(extraRng) : null,
      drop_fee: dropType ? 40000 : 0,
      seat_type: rng.pick([5, 5, 0, 1, 3]),
      is_madagui: direction.code.includes('MDG'),
      is_outside: false,
      source: rng.pick([1, 2, 0]),
      note: null,
      booking_at: bookingAt(i < 3),
      employee_id: null,
      reason_cancel: status === 2 ? 'missed_trip' : null,
      reason_note: null,
      status,
      opened_at: i < 3 ? null : bookingAt(false),
    })
  }
  // the coming days' waiting list from every source (no rng: the rows above and below stay the same)
  const clerkTimes = ['07:15', '08:40', '10:05', '11:30', '14:20', '16:45', '19:10']
  for (let i = 0; i < 15; i++) {
    const customer = customerList[(i * 7 + 3) % customerList.length]
    const direction = directions[i % directions.length]
    const departureDate = addDays(today, i % 5)
    const source = i % 4
    const roundTrip = i % 5 === 2
    const pickType = [0, 2, 1][i % 3]
    const isNew = source !== 0 && i % 3 === 0
    const [from, to] = direction.name.split(' ➡️ ')
    waitingBookings.insert({
      code: code('DC', 13 + i),
      customer_id: customer.id,
      customer_name: customer.fullname,
      phone: customer.phone,
      map_detail_id: direction.id,
      departure_point: from,
      destination_point: to,
      departure_date: departureDate,
      return_date: roundTrip ? addDays(departureDate, 3) : null,
      preferred_time: ['06:00', '09:30', '13:00', null, '22:00'][i % 5],
      number_ticket: 1 + (i % 3),
      price: 0,
      surcharge: i % 6 === 4 ? 20000 : 0,
      is_paid: i % 4 === 3,
      form: roundTrip ? 1 : 0,
      pick_type: pickType,
      pick_address: pickType ? customer.address : null,
      pick_fee: pickType === 1 ? 30000 : pickType === 2 ? 50000 : 0,
      drop_type: 0,
      drop_address: null,
      drop_fee: 0,
      seat_type: [5, 0, 5, 2, 3][i % 5],
      is_madagui: direction.code.includes('MDG'),
      is_outside: i % 7 === 5,
      source,
      note: i % 4 === 1 ? 'Gọi lại trước khi xếp xe' : null,
      booking_at: vnIso(addDays(today, -1 - (i % 3)), clerkTimes[i % clerkTimes.length]),
      employee_id: source === 0 ? 2 : null,
      reason_cancel: null,
      reason_note: null,
      status: 0,
      opened_at: isNew ? null : vnIso(addDays(today, -1 - (i % 3)), '20:00'),
    })
  }

  // ---- waiting goods and shipping orders ----
  const waitingGoods = new CodedCollection<WaitingGoods>()
  const shippingOrders = new CodedCollection<ShippingOrder>()
  /** What people send, by where it is sent from (the goods type and a piece's weight in kg go with it). */
  const packages: Record<string, Array<{ name: string; type: string; kg: [number, number] }>> = {
    'Sài Gòn': [
      { name: 'Hộp linh kiện điện thoại', type: 'Đồ điện tử', kg: [1, 3] },
      { name: 'Laptop', type: 'Đồ điện tử', kg: [2, 3] },
      { name: 'Bao gạo 25 kg', type: 'Thực phẩm khô', kg: [25, 25] },
      { name: 'Hộp bánh tráng', type: 'Thực phẩm khô', kg: [2, 5] },
      { name: 'Thùng chén bát sứ', type: 'Hàng dễ vỡ', kg: [5, 12] },
    ],
    'Đà Lạt': [
      { name: 'Thùng rau củ Đà Lạt', type: 'Nông sản Đà Lạt (rau, hoa)', kg: [10, 25] },
      { name: 'Thùng dâu tây', type: 'Nông sản Đà Lạt (rau, hoa)', kg: [2, 5] },
      { name: 'Thùng hoa tươi', type: 'Nông sản Đà Lạt (rau, hoa)', kg: [3, 10] },
      { name: 'Chậu lan', type: 'Hàng dễ vỡ', kg: [2, 6] },
      { name: 'Thùng mứt Đà Lạt', type: 'Thực phẩm khô', kg: [4, 12] },
    ],
    'Bảo Lộc': [
      { name: 'Bao cà phê Bảo Lộc', type: 'Thực phẩm khô', kg: [20, 30] },
      { name: 'Hộp trà Bảo Lộc', type: 'Thực phẩm khô', kg: [1, 5] },
    ],
    '': [
      { name: 'Hộp hồ sơ công ty', type: 'Tài liệu, giấy tờ', kg: [1, 3] },
      { name: 'Vali quần áo', type: 'Quần áo, vải vóc', kg: [8, 20] },
      { name: 'Xe đạp trẻ em', type: 'Hàng cồng kềnh', kg: [8, 15] },
    ],
  }
  const productTypeId = (name: string) => productTypes.findBy((p) => p.name === name)!.id
  const officeFor = (name: string) =>
    name === 'Sài Gòn'
      ? oSG
      : name === 'Đà Lạt'
        ? oDL
        : name === 'Bảo Lộc'
          ? oBL
          : name === 'Vũng Tàu'
            ? oVT
            : name === 'Phan Thiết'
              ? oPT
              : oMG
  /** the shipping fee by weight, no draw: 20.000 ₫ and 5.000 ₫ more for every 5 kg begun */
  const feeFor = (kg: number) => 20000 + 5000 * Math.ceil(kg / 5)
  /** `sentFrom`: the place the goods leave from when a trip, not this row's own direction, carries them */
  const goods = (n: number, prefix: string, sentFrom?: string) => {
    const direction = rng.pick(directions)
    const [fromName, toName] = direction.name.split(' ➡️ ')
    const value = rng.int(1, 50) * 100000
    // the draws of the time when package, type and weight were drawn apart: the rows after stay the same
    const pkg = rng.pick([...(packages[sentFrom ?? fromName] ?? []), ...packages['']])
    rng.int(1, productTypes.size)
    const pieceDraw = rng.int(1, 40)
    const quantity = rng.int(1, 4)
    const [least, most] = pkg.kg
    return {
      code: code(prefix, n),
      package_name: pkg.name,
      product_type_id: productTypeId(pkg.type),
      weight: quantity * (least + ((pieceDraw - 1) % (most - least + 1))),
      quantity,
      product_value: value,
      cod_amount: rng.chance(0.3) ? value : 0,
      delivery_fee: rng.int(3, 15) * 10000,
      surcharge: 0,
      payment_type: rng.pick([0, 0, 1, 2]),
      sender_name: personName(rng, rng.chance(0.5)),
      sender_phone: phone(rng),
      sender_citizen_id: null,
      receiver_name: personName(rng, rng.chance(0.5)),
      receiver_phone: phone(rng),
      receiver_citizen_id: null,
      sending_office_id: officeFor(fromName).id,
      receiving_office_id: officeFor(toName).id,
      map_detail_id: direction.id,
      delivery_address: rng.chance(0.3) ? address(rng) : null,
      note: null,
    }
  }
  /** the fields received goods carry beyond `goods()`, drawn from nothing, so the rows above stay the same */
  const received = (base: ReturnType<typeof goods>) => ({
    fee: feeFor(base.weight),
    delivery_type: base.delivery_address ? 2 : 0,
    receiving_address: null,
    cancel_note: null,
    employee_id: 2,
  })
  for (let i = 0; i < 12; i++) {
    const cancelled = i >= 10
    const base = goods(i + 1, 'HC')
    waitingGoods.insert({
      ...base,
      ...received(base),
      status: cancelled ? 3 : 4,
      cancel_reason: cancelled ? 'customer_cancelled' : null,
      created_at: bookingAt(i < 4),
    })
  }
  const carrying = trips.filter((t) => t.status !== 5 && t.plan_date <= addDays(today, 1))
  for (let i = 0; i < 15; i++) {
    const trip = rng.pick(carrying)
    const direction = directions.find((d) => d.id === trip.map_detail_id)!
    const [fromName, toName] = direction.name.split(' ➡️ ')
    const base = goods(i + 1, 'GH', fromName)
    const status = trip.plan_date === today && trip.status === 3 ? 0 : rng.pick([1, 1, 2, 3])
    const deliveryType = rng.pick([0, 0, 1, 2])
    shippingOrders.insert({
      ...base,
      ...received(base),
      map_detail_id: trip.map_detail_id,
      sending_office_id: officeFor(fromName).id,
      receiving_office_id: officeFor(toName).id,
      trip_id: trip.id,
      status,
      cancel_reason: status === 3 ? 'other' : null,
      created_at: bookingAt(false),
      delivery_type: deliveryType,
      proxy_name: deliveryType === 1 ? personName(rng, true) : null,
      proxy_phone: deliveryType === 1 ? phone(rng) : null,
      proxy_citizen_id: deliveryType === 1 ? citizenId(rng.int(10000000, 99999999)) : null,
      motorbike_driver_id: deliveryType === 2 ? rng.pick(motoDrivers).id : null,
      received_at: status === 2 ? vnIsoAt(now) : null,
      // handed over: its amount to collect, taken by the clerk who received it
      collected_amount: status === 2 ? parcelTotals({ ...base, ...received(base) }).receiverPays : null,
      handed_over_by: status === 2 ? 2 : null,
    })
  }

  // ---- past trips: the three days before today, closed (finished, a few cancelled or broken down), with
  // their money and kilometres. Last of all, so the rng gives every row above what it gave before.
  for (let day = -3; day < 0; day++) {
    const date = addDays(today, day)
    const carTurn = new Map<number, number>()
    schedule.forEach((slot, slotIndex) => {
      if (slot.everyOtherDay && day % 2 !== 0) return
      const typeCars = carsOfType(slot.vt)
      const turn = carTurn.get(slot.vt) ?? 0
      carTurn.set(slot.vt, turn + 1)
      const car = typeCars[(turn - day) % typeCars.length]
      const driver = drivers[(slotIndex - day) % drivers.length]
      const direction = dir(slot.map, slot.reverse)
      const route = maps.find(slot.map)!
      const vt = vehicleTypes.find(slot.vt)!
      const status = day === -2 && slotIndex === 2 ? 5 : day === -1 && slotIndex === 1 ? 6 : 4
      const ran = status === 4
      const trip = trips.insert({
        name: `${direction.name} ${slot.time}`,
        map_id: slot.map,
        map_detail_id: direction.id,
        user_id: driver.id,
        car_id: car.id,
        departure_time: vnIso(date, slot.time),
        return_time: null,
        plan_date: date,
        status,
        note: slotIndex === 4 ? 'Chuyến đêm' : null,
        is_heighway: slot.vt === vBus.id,
        is_madagui: slot.madagui ?? false,
        is_contract: false,
        contract_type: null,
        contract_price: null,
        pick_place: null,
        drop_place: null,
        sent_to_driver_at: vnIso(addDays(date, -1), '17:00'),
        reason:
          status === 5
            ? 'Không đủ khách, ghép sang chuyến sau'
            : status === 6
              ? 'Xe hỏng máy giữa đường'
              : null,
        ...noTripMoney(),
      })
      if (status === 5) return
      const seats = rng.shuffle(seatsOf(vt.diagram).filter((s) => s.type !== SEAT_TYPES.RESERVED))
      const count = Math.min(seats.length, rng.int(4, 9))
      let revenue = 0
      let motorbike = 0
      for (let k = 0; k < count; k++) {
        const seat = seats[k]
        const customer = rng.pick(customerList)
        const pickType = rng.pick([0, 0, 1, 2])
        const pickFee = pickType === 1 ? 30000 : pickType === 2 ? 50000 : 0
        const from = slot.reverse ? route.stops.at(-1)!.name : route.stops[0].name
        const to = slot.reverse ? route.stops[0].name : route.stops.at(-1)!.name
        tickets.insert({
          code: code('VE', ++ticketNo),
          trip_id: trip.id,
          customer_id: customer.id,
          customer_name: customer.fullname,
          phone: customer.phone,
          seat_id: seat.id,
          seat_code: seat.code,
          seat_type: seat.type,
          seat_reserved: false,
          departure_point: from,
          destination_point: to,
          departure_date: date,
          return_date: null,
          price: vt.fare,
          surcharge: 0,
          is_paid: true,
          form: 0,
          pick_type: pickType,
          pick_address: pickType ? customer.address : null,
          pick_fee: pickFee,
          drop_type: 0,
          drop_address: null,
          drop_fee: 0,
          is_madagui: slot.madagui ?? false,
          is_outside: false,
          source: rng.pick([0, 0, 1, 2]),
          note: null,
          booking_at: vnIso(addDays(date, -rng.int(1, 3)), `${String(rng.int(8, 20)).padStart(2, '0')}:15`),
          employee_id: 2,
          reason_cancel: null,
          reason_note: null,
          waiting_booking_id: null,
          pick_status: 1,
          is_arrived: ran ? 1 : 0,
          pick_time: pickType ? vnIso(date, slot.time) : null,
          deleted_at: null,
        })
        revenue += vt.fare + pickFee
        if (pickType === 1) motorbike += pickFee
      }
      // a broken-down trip went part of the way and paid for the repair
      const share = ran ? 1 : 0.4
      const km = Math.round(route.length * share)
      trips.update(trip.id, {
        revenue,
        surcharge: rng.pick([0, 0, 50000]),
        driver_money: Math.round((route.length * 1500 * share) / 1000) * 1000,
        petrol_money: Math.round((km * (slot.vt === vBus.id ? 4200 : 2600)) / 1000) * 1000,
        road_money: Math.round(route.tolls * share),
        repair_money: ran ? 0 : 1_800_000,
        other_money: rng.pick([0, 20000, 50000]),
        driver_fund: 20000,
        bonus: ran && revenue > 2_000_000 ? 100000 : 0,
        retention_tax: Math.round((revenue * 0.015) / 1000) * 1000,
        motorbike_fare: motorbike,
        cash_money: ran ? revenue - motorbike : Math.round(revenue / 2),
        kilometers_after_travel: 120_000 + car.id * 7_000 + (day + 4) * 320 + km,
      })
    })
  }
  // ---- trips sent to their driver, awaiting the answer (/trip-need-to-confirm) ----
  // After everything else, without the rng: the first two new trips of the coming days for `taixe` (his third
  // stays unsent), and the first of another driver (the clerks' view shows both). Sent yesterday evening, an
  // hour apart (never from the clock: every reset seeds the same rows).
  const newLater = trips.filter((t) => t.status === 0 && t.plan_date > today)
  const sentTrips = [
    ...newLater.filter((t) => t.user_id === drivers[0].id).slice(0, 2),
    ...newLater.filter((t) => t.user_id !== drivers[0].id).slice(0, 1),
  ]
  sentTrips.forEach((trip, i) =>
    trips.update(
      trip.id,
      { sent_to_driver_at: vnIso(addDays(today, -1), `${17 + i}:00`) },
      { keepVersion: true },
    ),
  )
  // ---- passengers moved between trips (no rng: the rows above stay as they were) ----
  // Tomorrow's first trip of each direction took some passengers of a trip of today in the same direction.
  const tripTransfers = new Collection<TripTransfer>()
  const clerk = users.findBy((u) => u.username === 'letan.sg')!
  const tomorrow = addDays(today, 1)
  const taken = new Set<number>()
  for (const to of trips.filter((t) => t.plan_date === tomorrow && t.status !== 5)) {
    const from = trips.findBy(
      (t) => t.plan_date === today && t.map_detail_id === to.map_detail_id && t.status === 1,
    )
    if (!from || taken.has(to.map_detail_id)) continue
    taken.add(to.map_detail_id)
    const sold = new Set(tickets.filter((k) => k.trip_id === from.id).map((k) => k.seat_code))
    const freeSeats = seatsOf(vehicleTypes.find(cars.find(from.car_id!)!.vehicle_type_id)!.diagram).filter(
      (seat) => seat.type !== SEAT_TYPES.RESERVED && !sold.has(seat.code),
    )
    tickets
      .filter((k) => k.trip_id === to.id && !k.deleted_at)
      .slice(0, 2)
      .forEach((ticket, i) =>
        tripTransfers.insert({
          ticket_id: ticket.id,
          ticket_code: ticket.code,
          customer_name: ticket.customer_name,
          from_trip_id: from.id,
          from_trip_name: from.name,
          from_seat_code: freeSeats[i]?.code ?? ticket.seat_code,
          to_trip_id: to.id,
          to_trip_name: to.name,
          to_seat_code: ticket.seat_code,
          user_id: clerk.id,
          user_name: clerk.fullname,
          moved_at: vnIso(addDays(today, -1), `${16 + i}:30`),
        }),
      )
  }

  // ---- cancelled tickets of the last days, every cancel reason (no rng: the rows above stay as they were) ----
  // One more ticket on each of the first five trips of each past day, sold by the Sài Gòn clerk two days before
  // and cancelled by him the day before departure (/canceled-tickets counts them per reason).
  const reasonNotes = { other: 'Khách đổi sang đi máy bay' } as Partial<Record<string, string>>
  for (let day = -3; day < 0; day++) {
    const date = addDays(today, day)
    trips
      .filter((trip) => trip.plan_date === date && trip.car_id !== null && trip.status !== 5)
      .slice(0, CANCEL_REASONS.length)
      .forEach((trip, i) => {
        const vt = vehicleTypes.find(cars.find(trip.car_id!)!.vehicle_type_id)!
        const used = new Set(tickets.filter((k) => k.trip_id === trip.id).map((k) => k.seat_id))
        const seat = seatsOf(vt.diagram).find((s) => s.type !== SEAT_TYPES.RESERVED && !used.has(s.id))
        if (!seat) return
        const customer = customerList[(i * 7 + day + 10) % customerList.length]
        const reason = CANCEL_REASONS[(i - day) % CANCEL_REASONS.length]
        tickets.insert({
          code: code('VE', ++ticketNo),
          trip_id: trip.id,
          customer_id: customer.id,
          customer_name: customer.fullname,
          phone: customer.phone,
          seat_id: seat.id,
          seat_code: seat.code,
          seat_type: seat.type,
          seat_reserved: false,
          departure_point: null,
          destination_point: null,
          departure_date: date,
          return_date: null,
          price: vt.fare,
          surcharge: 0,
          is_paid: false,
          form: 0,
          pick_type: 0,
          pick_address: null,
          pick_fee: 0,
          drop_type: 0,
          drop_address: null,
          drop_fee: 0,
          is_madagui: trip.is_madagui,
          is_outside: false,
          source: 0,
          note: null,
          booking_at: vnIso(addDays(date, -2), `${String(9 + i).padStart(2, '0')}:20`),
          employee_id: clerk.id,
          reason_cancel: reason,
          reason_note: reasonNotes[reason] ?? null,
          waiting_booking_id: null,
          pick_status: 0,
          is_arrived: 0,
          pick_time: null,
          deleted_at: vnIso(addDays(date, -1), `${String(14 + i).padStart(2, '0')}:05`),
        })
      })
  }

  // ---- each ticket's log: its sale, and its cancellation (no rng) ----
  const ticketLogs = new Collection<TicketLog>()
  for (const ticket of tickets.all()) {
    const seller = ticket.employee_id ? users.find(ticket.employee_id) : undefined
    const by = { user_id: seller?.id ?? null, user_name: seller?.fullname ?? null }
    ticketLogs.insert({
      ticket_id: ticket.id,
      ticket_code: ticket.code,
      action: 'sold',
      changes: [
        { field: 'customer_name', from: null, to: ticket.customer_name },
        { field: 'phone', from: null, to: ticket.phone },
        { field: 'seat_code', from: null, to: ticket.seat_code },
        { field: 'price', from: null, to: ticket.price },
      ],
      ...by,
      at: ticket.booking_at,
    })
    if (ticket.deleted_at)
      ticketLogs.insert({
        ticket_id: ticket.id,
        ticket_code: ticket.code,
        action: 'cancelled',
        changes: [{ field: 'reason_cancel', from: null, to: ticket.reason_cancel ?? null }],
        ...by,
        at: ticket.deleted_at,
      })
  }

  // ---- motorbike pick-ups to the station, today and tomorrow (no rng) ----
  // Every other guest asking for one has a motorbike driver already, in turn; the rest wait to be given one.
  const motorPicks = new Collection<MotorPick>()
  for (const date of [today, tomorrow]) {
    const ordered = new Map<number, number>()
    tickets
      .filter(
        (k) =>
          k.departure_date === date &&
          !k.deleted_at &&
          k.pick_type === PICK_TYPE.motorbike &&
          trips.find(k.trip_id)!.status !== 5,
      )
      .forEach((ticket, i) => {
        if (i % 2 === 1) return
        const driver = motoDrivers[(i / 2) % motoDrivers.length]
        const order = (ordered.get(driver.id) ?? 0) + 1
        ordered.set(driver.id, order)
        motorPicks.insert({
          ticket_id: ticket.id,
          motorbike_driver_id: driver.id,
          status: trips.find(ticket.trip_id)!.status === 3 ? 2 : 0,
          fee: ticket.pick_fee,
          pick_order: order,
          created_at: vnIsoAt(startOfToday),
        })
      })
  }

  return {
    seededOn: today,
    settings,
    privateSettings,
    languageSettings,
    templates: { contract: { content: SEED_CONTRACT_TEMPLATE, version: 1 }, exports: {}, imports: {} },
    users,
    roles,
    modules,
    menus,
    offices,
    maps,
    brands,
    productTypes,
    vehicleTypes,
    cars,
    customers,
    trips,
    tickets,
    waitingBookings,
    waitingGoods,
    shippingOrders,
    seq: {
      seat: seatIds.next - 1,
      fareDateRange: fareRangeId,
      stop: stopId,
      mapDetail: detailId,
      direction: directionalId,
    },
    tripTransfers,
    ticketLogs,
    motorPicks,
    shippingHistory: new Collection<ShippingHistory>(),
    customerMerges: new Collection<CustomerMerge>(),
    ...seedCarContracts(today, cars, customers, users),
    ...seedContent(
      today,
      users.findBy((u) => u.username === 'admin')!,
      customers.all().map((c) => c.phone),
    ),
  }
}

/**
 * Three rentals well away from the trips' days: a new wedding hire, a company trip finalised with a deposit paid,
 * and a past tour complete and paid. Their lines' sub-totals are the shared rules' (src/api/contracts/car-contract).
 */
function seedCarContracts(
  today: string,
  cars: Collection<Car>,
  customers: Collection<CustomerRecord>,
  users: Collection<UserRecord>,
): Pick<Db, 'carContracts' | 'carContractPaymentSeq'> {
  const admin = users.findBy((u) => u.username === 'admin')!
  const [first, second, third] = customers.all()
  const carIds = cars.all().map((c) => c.id)
  const at = (days: number, time: string) => `${addDays(today, days)}T${time}:00+07:00`
  const line = (description: string, quantity: number, price: number, discount = 0, discount_type = 0) => {
    const money = { quantity, price, discount, discount_type: discount_type as 0 | 1 }
    return { description, ...money, sub_total: lineSubtotal(money) }
  }
  let paymentId = 0
  const payment = (money: number, payment_type: number, when: string) => ({
    id: ++paymentId,
    money,
    payment_type,
    created_at: when,
    user_id: admin.id,
    user_name: admin.fullname,
    reverses: null,
    reversed_by: null,
    reason: null,
  })
  const contract = (
    n: number,
    who: CustomerRecord,
    start: number,
    days: number,
    car_ids: number[],
    status: number,
    lines: CarContractRecord['lines'],
    payments: CarContractPaymentRecord[],
    note: string | null,
  ) => ({
    code: `HD${String(n).padStart(6, '0')}`,
    customer_id: who.id,
    customer_name: who.fullname,
    phone: who.phone,
    email: who.email ?? null,
    address: who.address ?? null,
    start_at: at(start, '06:00'),
    end_at: at(start + days, '18:00'),
    car_ids,
    note,
    status,
    lines,
    payments,
    reason: null,
    booking_id: null,
    // made ten days before it starts, or ten days ago for one ahead
    created_at: at(Math.min(start, 0) - 10, '09:15'),
  })
  const carContracts = new Collection<CarContractRecord>([
    {
      id: 1,
      ...contract(
        1,
        first,
        30,
        1,
        [carIds[0]],
        0,
        [line('Thuê xe đưa rước tiệc cưới (ngày)', 2, 2_500_000, 10, 1)],
        [],
        'Đón tại nhà cô dâu lúc 6 giờ.',
      ),
    },
    {
      id: 2,
      ...contract(
        2,
        second,
        40,
        2,
        [carIds[6], carIds[7]],
        1,
        [
          line('Thuê xe 34 giường đi Đà Lạt (ngày)', 6, 4_000_000, 1_000_000),
          line('Phụ phí cao tốc', 2, 300_000),
        ],
        [payment(10_000_000, 1, at(-9, '10:00'))],
        'Đoàn công ty, 68 khách.',
      ),
    },
    {
      id: 3,
      ...contract(
        3,
        third,
        -20,
        1,
        [carIds[3]],
        3,
        [line('Thuê xe 16 chỗ đi Vũng Tàu (ngày)', 2, 1_800_000)],
        [payment(3_600_000, 0, at(-21, '16:30'))],
        null,
      ),
    },
  ])
  return { carContracts, carContractPaymentSeq: { value: paymentId } }
}
