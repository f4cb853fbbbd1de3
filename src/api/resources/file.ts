import { mutationOptions, useMutation } from '@tanstack/react-query'
import { upload } from '../http'

/** File upload (multipart to /api/file/upload) → `{ name, url }`, or null when refused (already toasted). */
export const files = {
  upload: () =>
    mutationOptions({
      mutationKey: ['file', 'upload'],
      mutationFn: (file: File) => upload(file),
    }),
  useUpload: () => useMutation(files.upload()),
}
