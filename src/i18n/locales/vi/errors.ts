export default {
  network: 'Lỗi mạng. Vui lòng thử lại!',
  timeout: 'Hết thời gian chờ, đã quá 5 giây',
  cancelled: 'Đã hủy yêu cầu',
  tokenExpired: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  forbidden: 'Bạn không có quyền truy cập chức năng này!',
  generic: 'Đã xảy ra lỗi',
  success: '{{0}} thành công',
  failed: '{{0}} thất bại',
  confirmDelete: 'Bạn có chắc chắn muốn xóa?',
  confirmExport: 'Bạn có chắc chắn muốn xuất?',
  confirmLogout: 'Bạn có chắc chắn muốn thoát?',
}
