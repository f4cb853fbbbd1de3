import type vi from '../vi/fleet'

export default {} satisfies typeof vi
