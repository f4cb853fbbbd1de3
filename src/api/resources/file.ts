import { useMutation } from '@tanstack/react-query'
import { attach, defineGroup } from '../define-group'
import { API } from '../paths'

const file = defineGroup('file')

/** File upload (multipart to /api/file/upload) → `{ name, url }`; a refused file rejects (already told). */
const uploadFile = file.command('upload', (blob: File) => attach(API.file.upload, blob))

export const files = {
  upload: uploadFile,
  useUpload: () => useMutation(uploadFile()),
}
