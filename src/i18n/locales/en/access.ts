import type vi from '../vi/access'

export default {
  fields: {
    name: 'Name',
    slug: 'Role code',
    color: 'Colour',
    description: 'Description',
    parent_id: 'Parent role',
    status: 'Status',
    permissions: 'Permissions',
    username: 'Username',
    fullname: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    birthday: 'Birthday',
    gender: 'Gender',
    address: 'Address',
    avatar: 'Photo',
    password: 'Password',
    confirmPassword: 'Password confirmation',
    role_ids: 'Roles',
    age: 'Age',
    certificates: 'Licence',
    years_experience: 'Years of experience',
    type: 'Driver kind',
    group_name: 'Group',
  },
  validation: {
    roleRequired: 'An account needs at least one role',
    slugFormat: 'A role code holds only lower-case letters without accents, digits and dashes',
    usernameFormat: 'A username holds only letters without accents, digits, dots, underscores and dashes',
  },
} satisfies typeof vi
