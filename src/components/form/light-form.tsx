/*
 * The one form (useSchemaForm) on pages whose first load has no room for it: the public pages, whose budget is
 * 150 KB of which the framework takes 144. Their fields are the browser's own controls, on screen at once; the
 * form's engine (react-hook-form, the resolver, the error map, and the page's write schema: about 20 KB gzip)
 * loads when the form is first used: the pointer over it, a key, an input (a password manager's too) or a
 * submit. What was typed before it came is taken over; a submit made before waits for it.
 *
 * No react-hook-form or zod at run time in this module: only ./light-engine.tsx, loaded on first use.
 */
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ComponentType,
  type FocusEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import type { FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form'
import i18n from '../../i18n'
import type { FormTexts } from '../../i18n/types'
import { Field, controlAria } from '../Field'
import type { FormSchema } from './use-schema-form'
import type { EngineShown, LightEngine } from './light-engine'

export interface LightFormOptions<V extends FieldValues, O> {
  /** The write schema, loaded with the engine: `() => import('…/auth-public').then((m) => m.loginWriteSchema)`. */
  schema: () => Promise<FormSchema<V, O>>
  /** Where the labels and rule messages of the schema's fields are. */
  ns?: FormTexts
  /** What the fields show first (a checkbox: checked or not). */
  defaultValues: V
  /** As useSchemaForm's: saves the checked values; a refusal's field messages go beside the fields. */
  onSave: (values: O) => Promise<unknown>
}

/** What the fields and the page show. */
interface Shown {
  /** per field: its message (the schema's, or the server's) */
  errors: Readonly<Record<string, string | undefined>>
  /** a refusal that belongs to no field */
  serverError: string | null
  /** a save is on its way (or a submit waits for the engine) */
  submitting: boolean
  /** the engine was asked for */
  wanted: boolean
}

/**
 * The light form's state, shared by the page, its fields and the engine. The controls are uncontrolled: until
 * the engine comes they hold what is typed; then each is registered with react-hook-form, its value first.
 */
export class LightFormStore<V extends FieldValues = FieldValues, O = unknown> {
  /** the page's latest options (a save made later runs with what the page holds then) */
  private options: LightFormOptions<V, O> | null = null
  private shown: Shown = { errors: {}, serverError: null, submitting: false, wanted: false }
  private readonly listeners = new Set<() => void>()
  private readonly controls = new Map<string, HTMLInputElement>()
  private readonly bindings = new Map<string, UseFormRegisterReturn>()
  private readonly refs = new Map<string, (control: HTMLInputElement | null) => void>()
  private engine: LightEngine | null = null
  private submitWaiting = false

  /** The engine, loaded with the page's schema on first use (again on the next use if that load failed). */
  Engine: ComponentType = this.engineLoader()

  private engineLoader(): ComponentType {
    return lazy<ComponentType>(async () => {
      const options = this.options!
      try {
        const [{ LightFormEngine }, schema] = await Promise.all([import('./light-engine'), options.schema()])
        return {
          default: () => (
            <LightFormEngine<V, O>
              attach={(engine, shown) => this.attach(engine, shown)}
              schema={schema}
              ns={options.ns}
              defaultValues={options.defaultValues}
              save={(values) => this.options!.onSave(values)}
            />
          ),
        }
      } catch {
        // offline at the first use: said above the form; what was typed stays, and the next use tries again
        this.Engine = this.engineLoader()
        this.submitWaiting = false
        this.show({ wanted: false, submitting: false, serverError: i18n.t('errors:network') })
        return { default: () => null }
      }
    })
  }

  setOptions(options: LightFormOptions<V, O>) {
    this.options = options
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  readonly snapshot = (): Shown => this.shown

  private show(next: Partial<Shown>) {
    const shown = { ...this.shown, ...next }
    if (JSON.stringify(shown) === JSON.stringify(this.shown)) return
    this.shown = shown
    for (const listener of this.listeners) listener()
  }

  /** First use: the engine is loaded. */
  readonly want = () => {
    if (!this.shown.wanted) this.show({ wanted: true, serverError: null })
  }

  /** The ref of a field's control (one per name, so that React does not detach and attach it on every render). */
  ref(name: string) {
    let ref = this.refs.get(name)
    if (!ref) {
      ref = (control) => {
        if (!control) return void this.controls.delete(name)
        this.controls.set(name, control)
        if (this.engine) this.bind(name, control)
      }
      this.refs.set(name, ref)
    }
    return ref
  }

  private bind(name: string, control: HTMLInputElement) {
    const engine = this.engine!
    engine.adopt(name, control.type === 'checkbox' ? control.checked : control.value)
    const binding = engine.register(name)
    binding.ref(control)
    this.bindings.set(name, binding)
  }

  readonly change = (event: ChangeEvent<HTMLInputElement>) =>
    void this.bindings.get(event.target.name)?.onChange(event)
  readonly blur = (event: FocusEvent<HTMLInputElement>) =>
    void this.bindings.get(event.target.name)?.onBlur(event)

  readonly submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (this.engine) return this.engine.submit()
    this.submitWaiting = true
    this.show({ submitting: true, wanted: true })
  }

  /** The engine is there (called again on each of its renders): the controls go to it, a waiting submit runs. */
  attach(engine: LightEngine, shown: EngineShown) {
    const first = !this.engine
    this.engine = engine
    if (first) for (const [name, control] of this.controls) this.bind(name, control)
    this.show({ ...shown, submitting: shown.submitting || this.submitWaiting })
    if (first && this.submitWaiting) {
      this.submitWaiting = false
      engine.submit()
    }
  }
}

/**
 * The state of a light form: `errors`, `serverError` and `submitting` for the page, `store` for <LightForm> and
 * its fields. The engine loads on first use of the form.
 *
 *   const form = useLightForm({ schema: () => import(…).then((m) => m.loginWriteSchema), ns: 'auth', defaultValues, onSave })
 *   {form.serverError && <FormAlert>…}
 *   <LightForm form={form} aria-label=…><LightInput form={form} name="username" … /></LightForm>
 */
export function useLightForm<V extends FieldValues, O>(options: LightFormOptions<V, O>) {
  const [store] = useState(() => new LightFormStore<V, O>())
  useLayoutEffect(() => store.setOptions(options))
  const shown = useSyncExternalStore(store.subscribe, store.snapshot)
  return { ...shown, store, defaultValues: options.defaultValues }
}

/** A light form's state (useLightForm). */
export type LightFormState<V extends FieldValues = FieldValues> = {
  errors: Shown['errors']
  serverError: string | null
  submitting: boolean
  wanted: boolean
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields need neither the values nor the output
  store: LightFormStore<any, any>
  defaultValues: V
}

/** The <form> of a light form: native, no browser validation bubbles; its first use loads the engine. */
export function LightForm<V extends FieldValues>({
  form,
  'aria-label': ariaLabel,
  children,
}: {
  form: LightFormState<V>
  'aria-label'?: string
  children: ReactNode
}) {
  const { store, wanted } = form
  const { Engine } = store
  return (
    <form
      noValidate
      aria-label={ariaLabel}
      onSubmit={store.submit}
      onPointerOver={store.want}
      onPointerDown={store.want}
      onKeyDown={store.want}
      onInput={store.want}
    >
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Engine />
        </Suspense>
      )}
    </form>
  )
}

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'form'
>

/** A text, e-mail or password field on the browser's input, in a labelled <Field> row with its message. */
export function LightInput<V extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  ...input
}: NativeInput & {
  form: LightFormState<V>
  name: Path<V>
  /** the control's id (the label points at it, the message is described by `${id}-error`) */
  id: string
  label: string
  /** shows the mark only (the schema checks) */
  required?: boolean
}) {
  const error = form.errors[name]
  return (
    <Field id={id} label={label} error={error} required={required}>
      <input
        {...input}
        {...controlAria(id, error)}
        className="input"
        name={name}
        defaultValue={String(form.defaultValues[name] ?? '')}
        ref={form.store.ref(name)}
        onChange={form.store.change}
        onBlur={form.store.blur}
      />
    </Field>
  )
}

/** A yes / no field on the browser's checkbox, its label beside it. */
export function LightCheckbox<V extends FieldValues>({
  form,
  name,
  label,
}: {
  form: LightFormState<V>
  name: Path<V>
  label: string
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={name}
        defaultChecked={form.defaultValues[name] === true}
        ref={form.store.ref(name)}
        onChange={form.store.change}
        onBlur={form.store.blur}
      />
      {label}
    </label>
  )
}
