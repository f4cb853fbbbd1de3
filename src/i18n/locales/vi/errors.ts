export default {
  network: 'Lỗi mạng. Vui lòng thử lại!',
  timeout: 'Hết thời gian chờ, đã quá 5 giây',
  cancelled: 'Đã hủy yêu cầu',
  tokenExpired: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  forbidden: 'Bạn không có quyền truy cập chức năng này!',
  generic: 'Đã xảy ra lỗi',
  /** a response whose data is not of the form the screen reads (named: the field and what came) */
  badResponse: 'Máy chủ trả về dữ liệu không đúng dạng ({{0}})',
  success: '{{0}} thành công',
  failed: '{{0}} thất bại',
  deleteSuccess: 'Xóa thành công',
  deleteFailed: 'Xóa thất bại',
  confirmDelete: 'Bạn có chắc chắn muốn xóa?',
  confirmExport: 'Bạn có chắc chắn muốn xuất?',
  confirmLogout: 'Bạn có chắc chắn muốn đăng xuất?',
}
