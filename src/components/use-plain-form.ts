import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/http'
import { errorMessage } from './error-message'

type Values = Record<string, string | boolean>
/** A check of one field: true when fine, else the message (form-rules.ts builds them). */
type Check<V extends Values> = (value: unknown, values: V) => true | string

/**
 * The forms of the public pages (sign-in, password reset), which stay off the heavy form kit so the first
 * download is small: native inputs, the checks of form-rules.ts, and the server's field messages beside the
 * fields. Checks run on submit, then on every change; the first field in error (the checks' or the server's)
 * gets the focus. What was typed
 * is never cleared; the messages are built at render, so they follow a language switch.
 *
 *   const { register, errors, submitting, serverError, onSubmit } = usePlainForm({ defaultValues, onValid })
 *   <input {...register('username', { validate: { required: rules.required('auth.username') } })} />
 */
export function usePlainForm<V extends Values>({
  defaultValues,
  onValid,
}: {
  defaultValues: V
  /** the checked values; a rejection with ApiError puts its field messages beside the fields */
  onValid: (values: V) => Promise<void>
}) {
  // re-render on a language switch: the messages below are built at render time
  useTranslation()
  const [values, setValues] = useState(defaultValues)
  /** per field: the check that failed (its message is built in the language in use) or the server's words */
  const [failed, setFailed] = useState<Partial<Record<keyof V, Check<V> | string>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const checks = useRef<Partial<Record<keyof V, Array<Check<V>>>>>({})
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({})
  /** the field to focus once the server's messages are on screen */
  const focusAfterRender = useRef<keyof V | null>(null)
  useEffect(() => {
    if (focusAfterRender.current === null) return
    inputs.current[focusAfterRender.current]?.focus()
    focusAfterRender.current = null
  })

  const validate = (next: V) => {
    const found: Partial<Record<keyof V, Check<V>>> = {}
    for (const [name, list] of Object.entries(checks.current) as Array<[keyof V, Array<Check<V>>]>) {
      const check = list.find((c) => c(next[name], next) !== true)
      if (check) found[name] = check
    }
    setFailed(found)
    return found
  }

  const errors: Partial<Record<keyof V, { message: string }>> = {}
  for (const [name, reason] of Object.entries(failed) as Array<[keyof V, Check<V> | string]>) {
    errors[name] = { message: typeof reason === 'string' ? reason : String(reason(values[name], values)) }
  }

  const register = (
    name: keyof V & string,
    options: { validate?: Check<V> | Record<string, Check<V>> } = {},
  ) => {
    const { validate: checksOf = {} } = options
    checks.current[name] = typeof checksOf === 'function' ? [checksOf] : Object.values(checksOf)
    const value = values[name]
    return {
      name,
      ref: (input: HTMLInputElement | null) => {
        inputs.current[name] = input
      },
      // a checkbox's value is its `checked`
      value: typeof value === 'boolean' ? undefined : (value as string),
      checked: typeof value === 'boolean' ? value : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = {
          ...values,
          [name]: typeof value === 'boolean' ? event.target.checked : event.target.value,
        } as V
        setValues(next)
        if (submitted) validate(next)
      },
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    setServerError(null)
    const found = validate(values)
    const first = (Object.keys(checks.current) as Array<keyof V>).find((name) => found[name])
    if (first) {
      inputs.current[first]?.focus()
      return
    }
    setSubmitting(true)
    try {
      await onValid(values)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      const known = Object.entries(fields).filter(([name, list]) => name in checks.current && list.length)
      if (known.length) {
        setFailed(Object.fromEntries(known.map(([name, list]) => [name, list.join(' ')])) as never)
        const inError = new Set(known.map(([name]) => name))
        focusAfterRender.current =
          (Object.keys(checks.current) as Array<keyof V & string>).find((name) => inError.has(name)) ?? null
      } else setServerError(errorMessage(error))
    } finally {
      setSubmitting(false)
    }
  }

  return { register, values, errors, submitting, serverError, onSubmit }
}
