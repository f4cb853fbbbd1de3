import { lazy, Suspense, useRef } from 'react'
import { loadNamespaces } from '../../i18n'
import { TextField } from '../../components/form/TextField'

const CustomerLookupField = lazy(() =>
  Promise.all([import('./CustomerLookupField'), loadNamespaces('booking')]).then(([m]) => ({
    default: m.CustomerLookupField,
  })),
)

/**
 * The customer's phone or name on a page whose first load has no room for the lookup (its select and words): a
 * plain field of the same name takes what is typed, and the focus, until CustomerLookupField replaces it and
 * carries both on.
 */
export function CustomerField({
  name,
  autoFocus,
  addressField,
}: {
  name: 'phone' | 'customer_name'
  autoFocus?: boolean
  addressField?: string
}) {
  const focused = useRef(false)
  return (
    <Suspense
      fallback={
        <div
          onFocus={() => (focused.current = true)}
          // left for another control; a blur without one may be the field going as the lookup replaces it
          onBlur={(e) => {
            if (e.relatedTarget) focused.current = false
          }}
        >
          <TextField name={name} autoFocus={autoFocus} />
        </div>
      }
    >
      <CustomerLookupField
        name={name}
        addressField={addressField}
        // the plain field had the focus, or (shown at once, the lookup already loaded) nothing has it yet
        focusOnMount={() => focused.current || (!!autoFocus && document.activeElement === document.body)}
      />
    </Suspense>
  )
}
