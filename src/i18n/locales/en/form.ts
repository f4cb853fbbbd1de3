import type vi from '../vi/form'

export default {} satisfies typeof vi
