import type vi from '../vi/table'

export default {} satisfies typeof vi
