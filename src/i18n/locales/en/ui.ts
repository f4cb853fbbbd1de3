import type vi from '../vi/ui'

export default {
  common: {
    expiring: 'Expiring soon',
    expired: 'Expired',
    reloadLatest: 'Reload the latest',
    searchPlaceholder: 'Type to search…',
    status: 'Status',
    search: 'Search',
    all: 'All',
    add: 'Add',
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    update: 'Update',
    loading: 'Loading',
    retry: 'Retry',
    refreshFailed: 'Could not refresh the data.',
    backToTop: 'Back to top',
    language: 'Language',
    close: 'Close',
  },
  notFound: {
    title: 'Page not found',
    text: 'Page not found',
    home: 'Back to home',
  },
  auth: {
    username: 'Username',
    password: 'Password',
    remember: 'Remember me',
    forgotLink: 'Forgot password?',
    email: 'Email',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    backToLogin: 'Back to sign in',
    login: { title: 'Sign in', submit: 'Sign in' },
    forgot: {
      title: 'Forgot password',
      submit: 'Send request',
      sent: 'Password reset instructions have been sent to your e-mail.',
    },
    reset: {
      title: 'Reset password',
      submit: 'Reset password',
      done: 'Your password has been reset. Please sign in.',
      badLink: 'This password reset link is not valid. Please request a new one.',
    },
    /**
     * The public forms' messages (their write schemas: src/api/schemas/auth-public.ts), each naming its field as
     * the form labels it.
     */
    validation: {
      usernameRequired: 'Please enter Username',
      passwordRequired: 'Please enter Password',
      emailRequired: 'Please enter Email',
      newPasswordRequired: 'Please enter New password',
      confirmPasswordRequired: 'Please enter Confirm password',
      confirmPasswordSame: 'Value does not match New password',
    },
  },
  layout: {
    menuError: 'The menu could not be loaded.',
    dashboard: 'Dashboard',
    mainMenu: 'Main menu',
    collapseMenu: 'Collapse menu',
    darkMode: 'Dark mode',
    live: 'Live',
    offline: 'Offline',
    connecting: 'Connecting…',
    home: 'Home',
    profile: 'My profile',
    changePassword: 'Change password',
    importCustomers: 'Import customers from Excel',
    signOut: 'Sign out',
  },
  tripDetail: { title: 'Trip detail' },
} satisfies typeof vi
