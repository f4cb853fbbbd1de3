export default {
  profile: {
    title: 'Thông tin cá nhân',
    username: 'Tên đăng nhập',
    fullname: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    birthday: 'Ngày sinh',
    gender: 'Giới tính',
    male: 'Nam',
    female: 'Nữ',
    address: 'Địa chỉ',
    loadError: 'Không tải được thông tin cá nhân.',
  },
  changePassword: {
    title: 'Đổi mật khẩu',
    current: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới',
    confirm: 'Xác nhận mật khẩu',
    submit: 'Đổi mật khẩu',
  },
}
