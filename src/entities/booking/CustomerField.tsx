import { lazy, Suspense, useRef, type SyntheticEvent } from 'react'
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
  // where the caret stands in the plain field while it has the focus; null once the focus has moved on
  const caret = useRef<number | null>(null)
  const track = (event: SyntheticEvent) => {
    const input = event.target as HTMLInputElement
    caret.current = input.selectionStart ?? input.value.length
  }
  return (
    <Suspense
      fallback={
        <div
          onFocus={track}
          onSelect={track}
          onKeyUp={track}
          // left for another control; a blur without one may be the field going as the lookup replaces it
          onBlur={(e) => {
            if (e.relatedTarget) caret.current = null
          }}
        >
          <TextField name={name} autoFocus={autoFocus} />
        </div>
      }
    >
      <CustomerLookupField
        name={name}
        addressField={addressField}
        // the plain field had the focus (its caret carried on), or (shown at once, the lookup already loaded)
        // nothing has it yet
        focusOnMount={() =>
          caret.current ?? (autoFocus && document.activeElement === document.body ? -1 : null)
        }
      />
    </Suspense>
  )
}
