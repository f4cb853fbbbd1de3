/* The route form's lists: stops (ordered, keyboard and mouse alike), direction pairs and offices. */
import { useId, useState, type ReactNode } from 'react'
import { Button, Select, Tag } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { directionName } from '../../api/contracts/maps'
import { officesAll } from '../../api/resources/map'
import type { routeMapWriteSchema } from '../../api/schemas/routes'
import { NumberField, TextField } from '../../components/form'
import { movedRowButton, usePendingFocus } from '../../components/form/use-pending-focus'
import { distanceKm } from '../../lib/geo'
import { RouteStrip } from './RouteStrip'
import './maps.css'

type Values = z.input<typeof routeMapWriteSchema>
type ListName = 'stops' | 'offices' | 'details'

/** A list's own message (an empty list, a pair in use), shown above its rows. */
function ListError({ name }: { name: ListName }) {
  const { errors } = useFormState<Values>({ name })
  const message = errors[name]?.message
  if (typeof message !== 'string') return null
  return (
    <div role="alert" className="field-error">
      {message}
    </div>
  )
}

/** A titled part of the form (a fieldset), its list's message and an add button at the end. */
function Section({
  name,
  help,
  add,
  children,
}: {
  name: ListName
  help?: string
  add: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('maps')
  return (
    <fieldset className="map-section">
      <legend>{t(`fields.${name}`)}</legend>
      {help && <div className="field-extra">{help}</div>}
      <ListError name={name} />
      {children}
      {add}
    </fieldset>
  )
}

const hasCoordinates = (s: { latitude?: unknown; longitude?: unknown } | undefined) =>
  typeof s?.latitude === 'number' && typeof s.longitude === 'number'

/**
 * The stops in their order (the position is the place in the list): a row each with move up, move down and
 * remove, named with the stop's name; the focus stays on the moved stop's button (or its other one at an
 * end), goes to the next row after a removal, and each move is announced.
 */
export function StopsEditor() {
  const { t } = useTranslation('maps')
  const base = useId().replace(/[^A-Za-z0-9]/g, '')
  const { control } = useFormContext<Values>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stops', keyName: 'key' })
  const stops = useWatch({ control, name: 'stops' }) ?? []
  const [announcement, setAnnouncement] = useState('')
  const focus = usePendingFocus(base)
  const nameOf = (i: number) => stops[i]?.name?.trim() || t('stop', { 0: i + 1 })
  const last = fields.length - 1

  const moveTo = (from: number, to: number) => {
    const key = fields[from].key
    const name = nameOf(from)
    move(from, to)
    focus(fields.length > 1 ? `${key}-${movedRowButton(from, to, last)}` : `${key}-remove`)
    setAnnouncement(t('moved', { 0: name, 1: to + 1 }))
  }
  const removeAt = (i: number) => {
    const name = nameOf(i)
    const next = fields[i + 1] ?? fields[i - 1]
    remove(i)
    focus(next ? `${next.key}-remove` : 'add')
    setAnnouncement(t('removed', { 0: name }))
  }

  const strip = stops.map((s, i) => ({
    name: s?.name ?? '',
    km:
      i > 0 && hasCoordinates(s) && hasCoordinates(stops[i - 1])
        ? Math.round(distanceKm(stops[i - 1] as never, s as never))
        : null,
  }))

  return (
    <Section
      name="stops"
      add={
        <Button
          id={`${base}-add`}
          icon={<PlusOutlined aria-hidden />}
          onClick={() => append({ name: '', latitude: null as never, longitude: null as never, note: '' })}
        >
          {t('addStop')}
        </Button>
      }
    >
      <ol className="map-rows">
        {fields.map((field, i) => (
          <li key={field.key}>
            <div role="group" aria-label={t('stopNamed', { 0: i + 1, 1: nameOf(i) })} className="map-row">
              <span aria-hidden className="map-row-number">
                {i + 1}
              </span>
              <div className="map-row-fields">
                <div className="map-row-wide">
                  <TextField name={`stops.${i}.name`} />
                </div>
                <NumberField name={`stops.${i}.latitude`} step={0.0001} />
                <NumberField name={`stops.${i}.longitude`} step={0.0001} />
                <div className="map-row-wide">
                  <TextField name={`stops.${i}.note`} />
                </div>
              </div>
              <div className="map-row-actions">
                <Button
                  id={`${base}-${field.key}-up`}
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('moveUp', { 0: nameOf(i) })}
                  title={t('moveUp', { 0: nameOf(i) })}
                  disabled={i === 0}
                  onClick={() => moveTo(i, i - 1)}
                />
                <Button
                  id={`${base}-${field.key}-down`}
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('moveDown', { 0: nameOf(i) })}
                  title={t('moveDown', { 0: nameOf(i) })}
                  disabled={i === last}
                  onClick={() => moveTo(i, i + 1)}
                />
                <Button
                  id={`${base}-${field.key}-remove`}
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('removeStop', { 0: nameOf(i) })}
                  title={t('removeStop', { 0: nameOf(i) })}
                  onClick={() => removeAt(i)}
                />
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div style={{ margin: '8px 0' }}>
        <div className="field-label">{t('strip')}</div>
        <RouteStrip stops={strip} label={t('strip')} />
      </div>
    </Section>
  )
}

/** Direction pairs: two places each (name and code), showing the two directions the backend derives. */
export function DetailsEditor() {
  const { t } = useTranslation('maps')
  const base = useId().replace(/[^A-Za-z0-9]/g, '')
  const { control } = useFormContext<Values>()
  const { fields, append, remove } = useFieldArray({ control, name: 'details', keyName: 'key' })
  const details = useWatch({ control, name: 'details' }) ?? []
  const focus = usePendingFocus(base)
  const pairName = (i: number) => {
    const d = details[i]
    const from = d?.place_from?.name?.trim()
    const to = d?.place_to?.name?.trim()
    return from && to ? directionName(from, to) : t('detail', { 0: i + 1 })
  }
  return (
    <Section
      name="details"
      help={t('detailsHelp')}
      add={
        <Button
          id={`${base}-add`}
          icon={<PlusOutlined aria-hidden />}
          onClick={() => append({ place_from: { name: '', code: '' }, place_to: { name: '', code: '' } })}
        >
          {t('addDetail')}
        </Button>
      }
    >
      <ol className="map-rows">
        {fields.map((field, i) => {
          const d = details[i]
          const from = d?.place_from?.name?.trim()
          const to = d?.place_to?.name?.trim()
          return (
            <li key={field.key}>
              <div role="group" aria-label={t('detail', { 0: i + 1 })} className="map-row">
                <span aria-hidden className="map-row-number">
                  {i + 1}
                </span>
                <div>
                  <div className="map-row-fields">
                    <div className="map-row-wide">
                      <TextField name={`details.${i}.place_from.name`} />
                    </div>
                    <TextField name={`details.${i}.place_from.code`} />
                    <div className="map-row-wide">
                      <TextField name={`details.${i}.place_to.name`} />
                    </div>
                    <TextField name={`details.${i}.place_to.code`} />
                  </div>
                  {from && to && (
                    <div>
                      <Tag>
                        {t('forward')}: {directionName(from, to)}
                      </Tag>
                      <Tag>
                        {t('reverse')}: {directionName(to, from)}
                      </Tag>
                    </div>
                  )}
                </div>
                <div className="map-row-actions">
                  <Button
                    id={`${base}-${field.key}-remove`}
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('removeDetail', { 0: pairName(i) })}
                    title={t('removeDetail', { 0: pairName(i) })}
                    onClick={() => {
                      const next = fields[i + 1] ?? fields[i - 1]
                      remove(i)
                      focus(next ? `${next.key}-remove` : 'add')
                    }}
                  />
                </div>
              </div>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

/** The route's offices: existing ones (renamed everywhere) or new ones; an existing office is added from a list. */
export function OfficesEditor() {
  const { t } = useTranslation(['maps', 'form'])
  const base = useId().replace(/[^A-Za-z0-9]/g, '')
  const { control } = useFormContext<Values>()
  const { fields, append, remove } = useFieldArray({ control, name: 'offices', keyName: 'key' })
  const offices = useWatch({ control, name: 'offices' }) ?? []
  const known = useQuery(officesAll())
  const focus = usePendingFocus(base)
  const taken = new Set(offices.map((o) => o?.id).filter((id) => id !== undefined))
  const nameOf = (i: number) => offices[i]?.name?.trim() || t('office', { 0: i + 1 })
  return (
    <Section
      name="offices"
      help={t('officesHelp')}
      add={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            id={`${base}-add`}
            icon={<PlusOutlined aria-hidden />}
            onClick={() => append({ name: '', short_name: '' })}
          >
            {t('addOffice')}
          </Button>
          <Select<number>
            aria-label={t('addExistingOffice')}
            placeholder={t('addExistingOffice')}
            value={null}
            loading={known.isPending}
            style={{ minWidth: 260 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={known.data
              ?.filter((o) => !taken.has(o.id))
              .map((o) => ({ value: o.id, label: `${o.name} (${o.short_name})` }))}
            onChange={(id) => {
              const office = known.data?.find((o) => o.id === id)
              if (office) append({ id: office.id, name: office.name, short_name: office.short_name })
            }}
          />
        </div>
      }
    >
      {fields.length === 0 && <div className="route-strip-empty">{t('officesEmpty')}</div>}
      <ol className="map-rows">
        {fields.map((field, i) => (
          <li key={field.key}>
            <div role="group" aria-label={t('office', { 0: i + 1 })} className="map-row">
              <span aria-hidden className="map-row-number">
                {i + 1}
              </span>
              <div className="map-row-fields">
                <div className="map-row-wide">
                  <TextField name={`offices.${i}.name`} />
                </div>
                <TextField name={`offices.${i}.short_name`} />
              </div>
              <div className="map-row-actions">
                <Button
                  id={`${base}-${field.key}-remove`}
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('removeOffice', { 0: nameOf(i) })}
                  title={t('removeOffice', { 0: nameOf(i) })}
                  onClick={() => {
                    const next = fields[i + 1] ?? fields[i - 1]
                    remove(i)
                    focus(next ? `${next.key}-remove` : 'add')
                  }}
                />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
