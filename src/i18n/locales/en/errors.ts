import type vi from '../vi/errors'

export default {
  network: 'Network error. Please try again!',
  timeout: 'Timeout, 5s timeout exceeded',
  cancelled: 'Request cancelled',
  tokenExpired: 'The token has expired. Please log in again.',
  forbidden: "You don't have access to this feature!",
  generic: 'An error occured',
  badResponse: 'The server answered with data of the wrong form ({{0}})',
  success: '{{0}} success',
  failed: '{{0}} failed',
  deleteSuccess: 'Deleted successfully',
  deleteFailed: 'Delete failed',
  confirmDelete: 'Are you sure you want to delete?',
  confirmExport: 'Are you sure you want to export?',
  confirmLogout: 'Are you sure you want to sign out?',
} satisfies Record<keyof typeof vi, string>
