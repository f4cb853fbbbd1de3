import type vi from '../vi/account'

export default {
  fields: {
    fullname: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    birthday: 'Birthday',
    gender: 'Gender',
    address: 'Address',
    old_password: 'Current password',
    password: 'New password',
    confirmPassword: 'Confirm password',
  },
  profile: {
    title: 'My profile',
    username: 'Username',
    genderUnset: 'Not set',
    male: 'Male',
    female: 'Female',
    loadError: 'Your profile could not be loaded.',
  },
  changePassword: {
    title: 'Change password',
    submit: 'Change password',
  },
} satisfies typeof vi
