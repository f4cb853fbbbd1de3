import { HttpResponse, type PathParams } from 'msw'
import { LOCALE_HEADER } from '../../src/api/paths.ts'
import type { Role, User } from '../../src/api/schemas/auth.ts'
import type { ListPage } from '../../src/api/schemas/envelope.ts'
import { formatCount } from '../../src/api/schemas/error-map.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { db, SUPER_ROLE_ID, validSession } from '../db/index.ts'
import type { RoleRecord, UserRecord } from '../db/types.ts'

export type Lang = 'vi' | 'en'

/** 'en…' in the language header → English; anything else Vietnamese. */
export function langOf(request: Request): Lang {
  return (request.headers.get(LOCALE_HEADER) ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'vi'
}

/**
 * Every message the demo backend sends, in both languages. `{0}` is replaced by the first argument; a number
 * is written as in the language (`100.000`).
 */
export const MESSAGES = {
  ok: { vi: 'Thành công', en: 'Success' },
  created: { vi: 'Tạo mới thành công', en: 'Created successfully' },
  updated: { vi: 'Cập nhật thành công', en: 'Updated successfully' },
  deleted: { vi: 'Xóa thành công', en: 'Deleted successfully' },
  loginOk: { vi: 'Đăng nhập thành công', en: 'Signed in successfully' },
  logoutOk: { vi: 'Đăng xuất thành công', en: 'Signed out successfully' },
  wrongCredentials: { vi: 'Tên đăng nhập hoặc mật khẩu không đúng', en: 'Incorrect username or password' },
  accountLocked: {
    vi: 'Tài khoản đã bị khóa hoặc chưa được kích hoạt',
    en: 'This account is locked or not activated yet',
  },
  tokenExpired: { vi: 'Phiên đăng nhập đã hết hạn', en: 'Token expired' },
  forbidden: {
    vi: 'Bạn không có quyền truy cập chức năng này!',
    en: "You don't have access to this feature!",
  },
  missingClient: { vi: 'Thiếu header định danh ứng dụng (X-Client)', en: 'Missing client header (X-Client)' },
  notFound: { vi: 'Không tìm thấy', en: 'Not found' },
  endpointNotFound: { vi: 'Không tìm thấy đường dẫn API', en: 'API endpoint not found' },
  invalidData: { vi: 'Dữ liệu không hợp lệ', en: 'The given data was invalid' },
  invalidJson: { vi: 'Nội dung yêu cầu không phải JSON hợp lệ', en: 'The request body is not valid JSON' },
  serverError: { vi: 'Lỗi máy chủ, vui lòng thử lại sau', en: 'Server error, please try again later' },
  required: { vi: 'Vui lòng nhập {0}', en: 'Please enter {0}' },
  requiredSelect: { vi: 'Vui lòng chọn {0}', en: 'Please choose {0}' },
  invalidEmail: { vi: 'Email không đúng định dạng', en: 'Incorrect email format' },
  minLength: { vi: 'Tối thiểu {0} ký tự', en: 'Characters must be greater than or equal to {0}' },
  passwordMismatch: { vi: 'Mật khẩu xác nhận không khớp', en: 'The password confirmation does not match' },
  wrongOldPassword: { vi: 'Mật khẩu cũ không đúng', en: 'The old password is incorrect' },
  resetMailSent: {
    vi: 'Nếu email có trong hệ thống, hướng dẫn đặt lại mật khẩu đã được gửi tới email đó',
    en: 'If an account uses this email, a password reset link has been sent to it',
  },
  loginWait: {
    vi: 'Bạn đã nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau {0}',
    en: 'Too many wrong passwords. Please try again in {0}',
  },
  seconds: { vi: '{0} giây', en: '{0} seconds' },
  oneSecond: { vi: '1 giây', en: '1 second' },
  minutes: { vi: '{0} phút', en: '{0} minutes' },
  oneMinute: { vi: '1 phút', en: '1 minute' },
  resetTokenInvalid: {
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được sử dụng',
    en: 'The reset link is invalid or has already been used',
  },
  passwordChanged: { vi: 'Đổi mật khẩu thành công', en: 'Password changed successfully' },
  registered: {
    vi: 'Đăng ký thành công, vui lòng kiểm tra email để kích hoạt tài khoản',
    en: 'Registered; check your email to activate the account',
  },
  confirmTokenInvalid: {
    vi: 'Mã kích hoạt không hợp lệ hoặc đã được sử dụng',
    en: 'The activation token is invalid or has already been used',
  },
  confirmed: { vi: 'Kích hoạt tài khoản thành công', en: 'Account activated' },
  usernameTaken: { vi: 'Tên đăng nhập đã tồn tại', en: 'This username is already taken' },
  emailTaken: { vi: 'Email đã được sử dụng', en: 'This email is already in use' },
  slugTaken: { vi: 'Mã vai trò đã tồn tại', en: 'This role code is already in use' },
  roleRequired: { vi: 'Tài khoản phải có ít nhất một vai trò', en: 'An account needs at least one role' },
  roleInUse: {
    vi: 'Vai trò {0} đang được {1} tài khoản dùng: không thể xóa',
    en: 'The role {0} is used by {1} accounts: it cannot be deleted',
  },
  moduleCodeTaken: { vi: 'Mã chức năng đã tồn tại', en: 'This module code is already in use' },
  actionCodeUsed: {
    vi: 'Mã quyền đã có ở chức năng khác',
    en: 'This permission code is used by another module',
  },
  actionPrefix: { vi: 'Mã quyền mới phải bắt đầu bằng {0}', en: 'A new permission code must start with {0}' },
  appCode: {
    vi: 'Quyền {0} được ứng dụng dùng để kiểm tra quyền, không đổi mã hoặc xóa được',
    en: 'The app checks permission {0}: its code cannot be changed or removed',
  },
  moduleCodeGranted: {
    vi: 'Không đổi được mã chức năng vì các vai trò đang có quyền của nó: {0}',
    en: 'The module code cannot change while roles hold its permissions: {0}',
  },
  actionsGranted: {
    vi: 'Các quyền {0} đang được cấp cho vai trò: {1}. Hãy xác nhận để gỡ khỏi các vai trò này.',
    en: 'Permissions {0} are granted to roles: {1}. Confirm to take them from these roles.',
  },
  moduleGranted: {
    vi: 'Không xóa được chức năng vì các vai trò đang có quyền của nó: {0}',
    en: 'The module cannot be deleted while roles hold its permissions: {0}',
  },
  superRoleProtected: {
    vi: 'Không thể thay đổi hoặc xóa vai trò quản trị hệ thống',
    en: 'The super administrator role cannot be changed or deleted',
  },
  ownRoles: { vi: 'Bạn không thể thay đổi vai trò của chính mình', en: 'You cannot change your own roles' },
  permissionNotHeld: {
    vi: 'Bạn không thể cấp quyền mà chính bạn không có',
    en: 'You cannot grant a permission you do not hold',
  },
  roleNotHeld: {
    vi: 'Bạn không thể cấp vai trò có quyền mà chính bạn không có',
    en: 'You cannot give a role with permissions you do not hold',
  },
  strongerAccount: {
    vi: 'Bạn không thể thay đổi tài khoản có nhiều quyền hơn bạn',
    en: 'You cannot change an account with more rights than yours',
  },
  useChangePassword: {
    vi: 'Hãy đổi mật khẩu của bạn ở trang Đổi mật khẩu',
    en: 'Change your own password on the Change password page',
  },
  cannotDeleteSelf: {
    vi: 'Không thể xóa tài khoản đang đăng nhập',
    en: 'You cannot delete the signed-in account',
  },
  cannotLockSelf: {
    vi: 'Bạn không thể khóa tài khoản của chính mình',
    en: 'You cannot lock your own account',
  },
  lastSuper: {
    vi: 'Đây là quản trị hệ thống cuối cùng còn hoạt động: không thể khóa, bỏ vai trò hoặc xóa',
    en: 'This is the last active super administrator: it cannot be locked, lose its role or be deleted',
  },
  inUse: { vi: 'Không thể xóa vì dữ liệu đang được sử dụng', en: 'Cannot delete: the record is in use' },
  // drivers (handlers/drivers.ts)
  phoneTaken: {
    vi: 'Số điện thoại đã được dùng cho tài khoản khác',
    en: 'This phone number is already used by another account',
  },
  passwordViaAccounts: {
    vi: 'Mật khẩu được đặt lại ở trang Quản lý tài khoản',
    en: 'Passwords are reset from Manage accounts',
  },
  driverHasTrips: {
    vi: 'Tài xế {0} có {1} ({2}): không thể xóa, hãy khóa tài khoản',
    en: 'Driver {0} has {1} ({2}): they cannot be deleted; lock the account instead',
  },
  driverHasPickUps: {
    vi: 'Tài xế xe ôm {0} có {1}: không thể xóa, hãy khóa tài khoản',
    en: 'Motorbike driver {0} has {1}: they cannot be deleted; lock the account instead',
  },
  tripCount: { vi: '{0} chuyến', en: '{0} trips' },
  oneTrip: { vi: '1 chuyến', en: '1 trip' },
  tripOnDay: { vi: '{0} ngày {1}', en: '{0} on {1}' },
  pickUpCount: { vi: '{0} lượt đón khách', en: '{0} pick-ups' },
  onePickUp: { vi: '1 lượt đón khách', en: '1 pick-up' },
  noFile: { vi: 'Vui lòng chọn tệp', en: 'Please choose a file' },
  uploaded: { vi: 'Tải tệp lên thành công', en: 'File uploaded' },
  tooLarge: { vi: 'Tệp quá lớn: tối đa {0} MB', en: 'The file is too large: at most {0} MB' },
  fileType: { vi: 'Chỉ nhận ảnh PNG, JPEG hoặc WebP', en: 'Only PNG, JPEG or WebP images are accepted' },
  injected403: {
    vi: 'Bạn không có quyền truy cập chức năng này!',
    en: "You don't have access to this feature!",
  },
  injected500: { vi: 'Lỗi máy chủ (giả lập)', en: 'Server error (simulated)' },
  controlForeign: {
    vi: 'Chỉ các trang của ứng dụng mới được dùng lệnh thử nghiệm',
    en: "Only the app's own pages may use the test controls",
  },
  controlJson: {
    vi: 'Lệnh thử nghiệm chỉ nhận JSON (Content-Type: application/json)',
    en: 'Test controls take JSON only (Content-Type: application/json)',
  },
  invalidDate: { vi: 'Ngày không đúng định dạng', en: 'Incorrect date format' },
  // fleet
  nameTaken: { vi: 'Tên đã tồn tại', en: 'This name is already in use' },
  plateTaken: { vi: 'Biển số xe đã tồn tại', en: 'This license plate is already in use' },
  brandNotFound: { vi: 'Hãng xe không tồn tại', en: 'This brand does not exist' },
  vehicleTypeNotFound: { vi: 'Loại xe không tồn tại', en: 'This vehicle type does not exist' },
  seatHasTickets: { vi: 'Ghế {0} đã có vé, không thể xóa', en: 'Seat {0} has tickets and cannot be deleted' },
  brandInactive: { vi: 'Hãng xe đã ngừng hoạt động', en: 'This brand is inactive' },
  vehicleTypeInactive: { vi: 'Loại xe đã ngừng hoạt động', en: 'This vehicle type is inactive' },
  seatsAboveType: {
    vi: 'Số chỗ không được lớn hơn số chỗ của loại xe ({0})',
    en: 'The seats cannot exceed those of the vehicle type ({0})',
  },
  staleWrite: {
    vi: 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.',
    en: 'Someone else changed this record while you were editing it. Reload the latest version, then save again.',
  },
  payloadTooLarge: {
    vi: 'Dữ liệu gửi lên quá lớn (tối đa 1 MB)',
    en: 'The request is too large (1 MB at most)',
  },
  // customers (handlers/customers.ts)
  customerPhoneTaken: {
    vi: 'Số điện thoại này là của khách hàng {0}',
    en: 'This phone number belongs to customer {0}',
  },
  customerHasBookings: {
    vi: 'Khách hàng {0} có {1} vé và {2} vé chờ xếp xe: không thể xóa, hãy gộp vào bản ghi khác của họ',
    en: 'Customer {0} has {1} tickets and {2} waiting bookings: they cannot be deleted; merge them into their other record instead',
  },
  mergeSelf: { vi: 'Hãy chọn một khách hàng khác để gộp', en: 'Choose another customer to merge' },
  customerMerged: { vi: 'Đã gộp {0} vào {1}', en: '{0} merged into {1}' },
  // address (handlers/address.ts): {0} the level's word, "Tỉnh/Thành phố"
  addressUnitNotFound: { vi: '{0} không tồn tại', en: '{0} does not exist' },
  addressNotUnder: { vi: '{0} không thuộc {1} đã chọn', en: 'This {0} is not in the chosen {1}' },
  dateRangeOverlap: { vi: 'Đợt giá bị trùng với đợt {0} – {1}', en: 'This fare period overlaps {0} – {1}' },
  // settings (handlers/settings.ts)
  mailNotConfigured: {
    vi: 'Chưa có máy chủ thư: hãy nhập máy chủ và cổng rồi lưu',
    en: 'No mail server yet: enter its host and port, then save',
  },
  mailNoAddress: {
    vi: 'Tài khoản của bạn chưa có e-mail để nhận thư thử',
    en: 'Your account has no e-mail address to receive the test mail',
  },
  mailSent: { vi: 'Đã gửi thư thử tới {0}', en: 'Test mail sent to {0}' },
  replySent: { vi: 'Đã gửi trả lời tới {0}', en: 'Reply sent to {0}' },
  // {0} the columns' keys as sent
  columnUnknown: { vi: 'Tệp này không có cột {0}', en: 'This file has no column {0}' },
  // {0} the columns' headers
  columnRequired: {
    vi: 'Tệp nhập phải có cột {0}',
    en: 'An import file must have the column {0}',
  },
  // {0}, {1} the two columns' headers
  columnTogether: {
    vi: 'Cột “{0}” đi cùng cột “{1}”: hãy giữ cả hai hoặc bỏ cả hai',
    en: 'The column “{0}” goes with “{1}”: keep both or neither',
  },
  // {0} the header as typed
  columnHeaderEmpty: {
    vi: 'Tiêu đề “{0}” cần có chữ ngoài phần trong ngoặc',
    en: 'The header “{0}” needs words outside its brackets',
  },
  // {0} the header as typed, {1} the other column's header
  columnHeaderTaken: {
    vi: 'Tiêu đề “{0}” trùng với cột “{1}”',
    en: 'The header “{0}” reads as the column “{1}”',
  },
  // car-rental contracts (handlers/car-contracts.ts)
  // {0} the contract's code / its trips' names
  contractHasTrips: {
    vi: 'Hợp đồng {0} đã có chuyến trên lịch chạy: hãy hủy thuê thay vì xóa',
    en: 'Contract {0} has trips on the roster: cancel the rental instead of deleting it',
  },
  contractTripsRunning: {
    vi: 'Hợp đồng còn chuyến chưa xong: {0}. Hãy hoàn thành hoặc hủy các chuyến trước',
    en: 'The contract still has trips under way: {0}. Finish or cancel them first',
  },
  contractStrandsTrips: {
    vi: 'Các chuyến {0} của hợp đồng sẽ nằm ngoài thời gian thuê hoặc trên xe đã bỏ: hãy sửa các chuyến trước',
    en: 'The contract’s trips {0} would fall outside the rental or on a car taken off it: change the trips first',
  },
  // {0} the waiting booking's code
  bookingNotWaitingForContract: {
    vi: 'Vé chờ {0} đã được xếp xe, đã hủy hoặc đã chuyển thành hợp đồng',
    en: 'Waiting booking {0} has been seated, cancelled or made a contract already',
  },
  // {0} the contract's code, {1} the car's plate / its start and end
  tripCarNotInContract: {
    vi: 'Xe {1} không thuộc hợp đồng {0}',
    en: 'Car {1} is not one of contract {0}’s cars',
  },
  tripOutsideContract: {
    vi: 'Ngày chạy phải trong thời gian thuê của hợp đồng {0} ({1})',
    en: 'The trip must run within contract {0}’s rental ({1})',
  },
  tripContractChanged: {
    vi: 'Chuyến này thuộc hợp đồng {0}: không chuyển sang hợp đồng khác',
    en: 'This trip belongs to contract {0}: it does not move to another contract',
  },
  // {0} the car's plate, {1} the trip's name and time / the contract's code
  carBusyTrip: {
    vi: 'Xe {0} đã có chuyến {1} trong thời gian này',
    en: 'Car {0} already has the trip {1} in this time',
  },
  carBusyContract: {
    vi: 'Xe {0} đã thuộc hợp đồng {1} trong thời gian này',
    en: 'Car {0} is already hired by contract {1} in this time',
  },
  carUnknown: { vi: 'Xe không tồn tại hoặc đã ngừng hoạt động', en: 'This car does not exist or is stopped' },
  // {0} the contract's code, {1} its status's word
  contractClosed: {
    vi: 'Hợp đồng {0} đã ở trạng thái “{1}”: không thể thay đổi',
    en: 'Contract {0} is “{1}”: it can no longer be changed',
  },
  // {0}, {1} the statuses' words
  contractMoveRefused: {
    vi: 'Không thể chuyển hợp đồng từ “{0}” sang “{1}”',
    en: 'A contract cannot go from “{0}” to “{1}”',
  },
  contractNotNew: {
    vi: 'Chỉ xóa được hợp đồng mới tạo chưa thu tiền; hãy hủy thuê các hợp đồng khác',
    en: 'Only a new contract with no payment can be deleted; cancel the rental of the others',
  },
  // {0} what is still owed
  contractStillOwed: {
    vi: 'Hợp đồng còn nợ {0}: hãy thu đủ trước khi hoàn thành',
    en: '{0} is still owed: take it before completing the contract',
  },
  // {0} what has been paid
  contractStillPaid: {
    vi: 'Khách đã trả {0}: hãy hoàn các khoản thu trước khi hủy thuê',
    en: 'The customer has paid {0}: reverse the payments before cancelling',
  },
  // {0} what is still owed
  paymentOverOutstanding: {
    vi: 'Số tiền vượt quá số còn nợ ({0})',
    en: 'The amount is more than what is owed ({0})',
  },
  paymentReversed: { vi: 'Khoản thu này đã được hoàn', en: 'This payment has already been reversed' },
  // {0} the new total, {1} what the customer has paid
  totalBelowPaid: {
    vi: 'Tổng tiền mới ({0}) thấp hơn số khách đã trả ({1}): hãy hoàn bớt khoản thu trước',
    en: 'The new total ({0}) is below what the customer has paid ({1}): reverse a payment first',
  },
  paymentIsReversal: { vi: 'Không thể hoàn một khoản hoàn', en: 'A reversal cannot be reversed' },
  // {0} the amount
  paymentTaken: { vi: 'Đã thu {0}', en: '{0} received' },
  paymentReversedDone: { vi: 'Đã hoàn {0}', en: '{0} reversed' },
  // menus (handlers/access.ts)
  menuOrderIncomplete: {
    vi: 'Thứ tự mới phải gồm mọi mục menu, mỗi mục đúng một lần',
    en: 'The new order must list every menu entry exactly once',
  },
} as const

export type MessageKey = keyof typeof MESSAGES

export function t(request: Request, key: MessageKey, ...args: Array<string | number>): string {
  const lang = langOf(request)
  let text: string = MESSAGES[key][lang]
  args.forEach((a, i) => (text = text.replace(`{${i}}`, typeof a === 'number' ? formatCount(a, lang) : a)))
  return text
}

/** Field labels for validation messages. */
export const FIELD_LABELS: Record<string, { vi: string; en: string }> = {
  fullname: { vi: 'họ và tên', en: 'full name' },
  username: { vi: 'tên đăng nhập', en: 'username' },
  email: { vi: 'email', en: 'email' },
  password: { vi: 'mật khẩu', en: 'password' },
  confirmPassword: { vi: 'mật khẩu xác nhận', en: 'password confirmation' },
  old_password: { vi: 'mật khẩu cũ', en: 'old password' },
  name: { vi: 'tên', en: 'name' },
  slug: { vi: 'mã vai trò', en: 'role code' },
  role_ids: { vi: 'vai trò', en: 'role' },
  token: { vi: 'mã xác thực', en: 'token' },
  fcm_token: { vi: 'mã thiết bị nhận thông báo', en: 'device push token' },
  status: { vi: 'trạng thái', en: 'status' },
  type: { vi: 'loại', en: 'type' },
}
export const label = (request: Request, field: string) => FIELD_LABELS[field]?.[langOf(request)] ?? field

/** A thrown error that becomes an envelope response. */
export class ApiError extends Error {
  readonly status: number
  readonly errors?: Record<string, string[]>
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message)
    this.status = status
    this.errors = errors
  }
}

export function envelope(
  status: number,
  message: string | null,
  data: unknown,
  extra?: Record<string, unknown>,
) {
  return HttpResponse.json({ code: status, message, data, ...extra }, { status })
}

export const ok = (data: unknown, message: string | null = null) => envelope(200, message, data)

export const fail = (request: Request, status: number, key: MessageKey) =>
  envelope(status, t(request, key), null)

/** Wrap a resolver so a thrown ApiError becomes its envelope. */
export interface ResolverInfo {
  request: Request
  params: PathParams
}

export function safe(resolver: (info: ResolverInfo) => Response | Promise<Response>) {
  return async (info: ResolverInfo): Promise<Response> => {
    try {
      return await resolver(info)
    } catch (e) {
      if (e instanceof ApiError) {
        return envelope(e.status, e.message, null, e.errors ? { errors: e.errors } : undefined)
      }
      throw e
    }
  }
}

/** 422 with `errors: {field: [messages]}` when any field has messages. */
export function assertValid(request: Request, errors: Record<string, string[]>): void {
  const entries = Object.entries(errors).filter(([, m]) => m.length > 0)
  if (entries.length) throw new ApiError(422, t(request, 'invalidData'), Object.fromEntries(entries))
}

/** The largest JSON body accepted (1 MB). */
export const MAX_JSON_BYTES = 1024 * 1024

export async function readJson<T = Record<string, unknown>>(request: Request): Promise<T> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES)
    throw new ApiError(413, t(request, 'payloadTooLarge'))
  const text = await request.text()
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BYTES)
    throw new ApiError(413, t(request, 'payloadTooLarge'))
  if (!text) return {} as T
  try {
    const value = JSON.parse(text)
    return (value && typeof value === 'object' ? value : {}) as T
  } catch {
    throw new ApiError(400, t(request, 'invalidJson'))
  }
}

export { EMAIL_PATTERN as EMAIL_RE } from '../../src/lib/email.ts'

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(+d) && d.toISOString().slice(0, 10) === v
}

/** YYYY-MM-DD → DD/MM/YYYY (anything else unchanged), as dates are shown in messages and exports. */
export const displayDate = (v: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? v.split('-').reverse().join('/') : v

export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v))

// ---------------------------------------------------------------- auth and permissions

export function bearerOf(request: Request): string | null {
  const h = request.headers.get('authorization') ?? ''
  const m = /^Bearer\s+(.+)$/i.exec(h.trim())
  return m ? m[1].trim() : null
}

/** The signed-in account, or a thrown 401. */
export function requireUser(request: Request): UserRecord {
  const session = validSession(bearerOf(request))
  const user = session && db.users.find(session.userId)
  if (!user || user.status !== 1) throw new ApiError(401, t(request, 'tokenExpired'))
  return user
}

export function rolesOf(user: UserRecord): RoleRecord[] {
  return user.role_ids.map((id) => db.roles.find(id)).filter((r): r is RoleRecord => !!r)
}

/** Holds the super role (known by its id, not its slug), and that role is not locked. */
export function isSuper(user: UserRecord): boolean {
  return rolesOf(user).some((r) => r.id === SUPER_ROLE_ID && r.status === 1)
}

/** The codes of a role's permissions, whatever its state. */
export function codesOfRole(role: Pick<RoleRecord, 'action_ids'>): string[] {
  const actions = actionIndex()
  return role.action_ids.flatMap((id) => actions.get(id)?.code ?? [])
}

/** Permission codes from all the user's active roles (a locked role counts for nothing). */
export function codesOf(user: UserRecord): Set<string> {
  return new Set(rolesOf(user).flatMap((role) => (role.status === 1 ? codesOfRole(role) : [])))
}

/** The user may do everything `codes` allow: a super administrator, or holding every one of them. */
export function holdsAll(user: UserRecord, codes: Iterable<string>): boolean {
  if (isSuper(user)) return true
  const held = codesOf(user)
  return [...codes].every((c) => held.has(c))
}

/** The signed-in account holding `code` (or any one of `codes`; supereme passes everything), else 401/403. */
export function requirePermission(
  request: Request,
  code: PermissionCode | readonly PermissionCode[],
): UserRecord {
  const user = requireUser(request)
  const codes: readonly string[] = typeof code === 'string' ? [code] : code
  const held = codesOf(user)
  if (!isSuper(user) && !codes.some((c) => held.has(c))) throw new ApiError(403, t(request, 'forbidden'))
  return user
}

export function actionIndex(): Map<number, { id: number; name: string; code: string }> {
  const map = new Map<number, { id: number; name: string; code: string }>()
  for (const m of db.modules.all())
    for (const a of m.sub_actions) map.set(a.id, { id: a.id, name: a.name, code: a.code })
  return map
}

export function actionByCode(): Map<string, { id: number; name: string; code: string }> {
  return new Map([...actionIndex().values()].map((a) => [a.code, a]))
}

export function publicRole(role: RoleRecord): Role {
  const actions = actionIndex()
  const { action_ids, ...rest } = role
  return {
    ...rest,
    permissions: action_ids
      .map((id) => actions.get(id))
      .filter((a) => !!a)
      .map((a) => ({ id: a.id, action: a })),
  }
}

/** The user as the API shows it: roles with permissions, never the password nor the device push token. */
export function publicUser(user: UserRecord): User & Record<string, unknown> {
  const { password: _password, role_ids: _roleIds, fcm_token: _fcmToken, ...rest } = user
  return { ...rest, roles: rolesOf(user).map(publicRole) }
}

// ---------------------------------------------------------------- lists

export interface ListQuery {
  page: number
  itemsPerPage: number
  sortBy: string | null
  sortDesc: boolean
  /** every other query pair */
  filters: Record<string, string>
}

const positiveInt = (raw: string | null, fallback: number) => {
  if (raw === null || raw.trim() === '' || !/^\d+$/.test(raw.trim())) return fallback
  const n = Number(raw)
  return n >= 1 ? n : fallback
}

/** SPEC §5/§9: page 1 and 10 per page by default; non-numeric values fall back; descending unless 'asc'. */
export function parseListQuery(request: Request): ListQuery {
  const params = new URL(request.url).searchParams
  const filters: Record<string, string> = {}
  for (const [k, v] of params) {
    if (!['page', 'itemsPerPage', 'sortBy', 'sortDesc'].includes(k) && v !== '') filters[k] = v
  }
  return {
    page: positiveInt(params.get('page'), 1),
    itemsPerPage: Math.min(positiveInt(params.get('itemsPerPage'), 10), 1000),
    sortBy: params.get('sortBy') || null,
    sortDesc: (params.get('sortDesc') ?? 'desc').toLowerCase() !== 'asc',
    filters,
  }
}

/** Latin look-alikes of other scripts (Cyrillic, Greek) that would let a second "Hyundai" pass. */
const LOOK_ALIKES = new Map(
  [...'авекмнорстухіјѕԁԛԝһӏαβειινορτυχ'].map((ch, i) => [ch, 'abekmhopctyxijsdqwhlabeikvoptux'[i]]),
)

/** How names are compared for uniqueness: no case, accents, zero-width characters, look-alikes or extra spaces. */
export const uniqueKey = (s: string) =>
  normalise(s.normalize('NFKC'))
    .replace(/[\u200b-\u200f\u2060-\u2064\ufeff]/g, '')
    .replace(/[^ -~]/g, (ch) => LOOK_ALIKES.get(ch) ?? ch)
    .replace(/\s+/g, ' ')
    .trim()

export const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()

/**
 * Filter, sort and page rows. `search` (or `keyword`, `q`) matches any string field, accent-insensitively;
 * any other filter whose name is a field of the row matches that field exactly (as a string).
 */
export function paginate<T extends object>(rows: T[], query: ListQuery): ListPage<T> {
  const out = queryRows(rows, query)
  const total = out.length
  const last_page = Math.max(1, Math.ceil(total / query.itemsPerPage))
  const start = (query.page - 1) * query.itemsPerPage
  return { last_page, total, data: out.slice(start, start + query.itemsPerPage) }
}

/** The filter and sort of {@link paginate} without the paging (exports want every matching row). */
export function queryRows<T extends object>(rows: T[], query: ListQuery): T[] {
  let out = rows
  for (const [key, value] of Object.entries(query.filters)) {
    if (key === 'search' || key === 'keyword' || key === 'q') {
      const needle = normalise(value)
      out = out.filter((row) =>
        Object.values(row).some((v) => typeof v === 'string' && normalise(v).includes(needle)),
      )
    } else {
      out = out.filter((row) => !(key in row) || String((row as Record<string, unknown>)[key]) === value)
    }
  }
  if (query.sortBy) {
    const key = query.sortBy
    const dir = query.sortDesc ? -1 : 1
    out = [...out].sort((a, b) => {
      const x = (a as Record<string, unknown>)[key]
      const y = (b as Record<string, unknown>)[key]
      if (x === y) return 0
      if (x === undefined || x === null) return 1
      if (y === undefined || y === null) return -1
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir
      return String(x).localeCompare(String(y), 'vi') * dir
    })
  }
  return out
}

/** Comma-joined ids of a DELETE path. */
export function parseIds(raw: string | readonly string[] | undefined): number[] {
  const s = Array.isArray(raw) ? raw.join(',') : String(raw ?? '')
  return s
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
}

export const param = (v: string | readonly string[] | undefined): string =>
  Array.isArray(v) ? v[0] : String(v ?? '')
