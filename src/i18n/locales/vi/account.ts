export default {
  /** API field names: the labels of the account forms and of their messages. */
  fields: {
    fullname: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    birthday: 'Ngày sinh',
    gender: 'Giới tính',
    address: 'Địa chỉ',
    old_password: 'Mật khẩu hiện tại',
    password: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu',
  },
  profile: {
    title: 'Thông tin cá nhân',
    username: 'Tên đăng nhập',
    genderUnset: 'Chưa chọn',
    male: 'Nam',
    female: 'Nữ',
    loadError: 'Không tải được thông tin cá nhân.',
  },
  changePassword: {
    title: 'Đổi mật khẩu',
    submit: 'Đổi mật khẩu',
  },
}
