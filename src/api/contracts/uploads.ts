/**
 * What `POST /api/file/upload` accepts: the app's upload fields check the same limits before sending, the
 * backend judges the file's bytes. Images only for now (the screens that upload ask for nothing else).
 */
export const UPLOAD_MAX_MB = 5
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
