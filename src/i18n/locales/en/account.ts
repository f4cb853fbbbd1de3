import type vi from '../vi/account'

export default {
  profile: {
    title: 'My profile',
    username: 'Username',
    fullname: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    birthday: 'Birthday',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    address: 'Address',
    loadError: 'Your profile could not be loaded.',
  },
  changePassword: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm password',
    submit: 'Change password',
  },
} satisfies typeof vi
