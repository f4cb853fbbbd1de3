import type { GlobalToken } from 'antd'

/** What a seat looks like: its colours come from antd's tokens, so they follow the app's theme. */
export type SeatLook =
  'free' | 'taken' | 'held' | 'selected' | 'disabled' | 'reserved' | 'soldPaid' | 'soldUnpaid'

export interface LookStyle {
  /** opaque background */
  background: string
  /** code and badge text: at least 4.5:1 on the background */
  text: string
  /** border: at least 3:1 on the surface around the seat */
  border: string
  borderStyle: 'solid' | 'dashed' | 'dotted' | 'double'
  borderWidth: number
  /** the status icon: at least 3:1 on the background */
  icon: string
}

export type SeatPalette = Record<SeatLook, LookStyle> & {
  /** the background around the seats */
  surface: string
  text: string
  textSecondary: string
  /** error text and outlines */
  error: string
  focus: string
  /** the dashed outline of an empty cell in the editor (a hint, not a boundary) */
  emptyBorder: string
}

// ---- colour arithmetic (WCAG 2 relative luminance) ----

type Rgba = [number, number, number, number]

export function parseColor(color: string): Rgba | null {
  const c = color.trim().toLowerCase()
  let m = /^#([0-9a-f]{3,8})$/.exec(c)
  if (m) {
    let h = m[1]
    if (h.length === 3 || h.length === 4) h = [...h].map((x) => x + x).join('')
    if (h.length !== 6 && h.length !== 8) return null
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16)
    return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1]
  }
  m = /^rgba?\(([^)]+)\)$/.exec(c)
  if (m) {
    const parts = m[1].split(/[\s,/]+/).filter(Boolean)
    if (parts.length < 3) return null
    const num = (p: string, max: number) => (p.endsWith('%') ? (parseFloat(p) / 100) * max : parseFloat(p))
    return [num(parts[0], 255), num(parts[1], 255), num(parts[2], 255), parts[3] ? num(parts[3], 1) : 1]
  }
  if (c === 'white') return [255, 255, 255, 1]
  if (c === 'black') return [0, 0, 0, 1]
  if (c === 'transparent') return [0, 0, 0, 0]
  return null
}

/** `color` painted over the opaque `base`. */
export function flatten(color: string, base: string): string {
  const fg = parseColor(color)
  const bg = parseColor(base)
  if (!fg || !bg) return color
  const a = fg[3]
  const mix = (i: number) => Math.round(fg[i] * a + bg[i] * (1 - a))
  const hex = (v: number) => Math.min(255, Math.max(0, v)).toString(16).padStart(2, '0')
  return `#${hex(mix(0))}${hex(mix(1))}${hex(mix(2))}`
}

function luminance(color: string): number {
  const rgb = parseColor(color) ?? [0, 0, 0, 1]
  const ch = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * ch(rgb[0]) + 0.7152 * ch(rgb[1]) + 0.0722 * ch(rgb[2])
}

/** WCAG contrast ratio of `fg` (alpha painted over `bg`) on the opaque `bg`. */
export function contrast(fg: string, bg: string): number {
  const a = luminance(flatten(fg, bg))
  const b = luminance(bg)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** The first candidate with at least `min` contrast on every background; the last one otherwise. */
function pick(candidates: string[], backgrounds: string[], min: number): string {
  for (const c of candidates) if (backgrounds.every((bg) => contrast(c, bg) >= min)) return c
  return candidates[candidates.length - 1]
}

export const TEXT_MIN = 4.5
export const GRAPHIC_MIN = 3

/**
 * The seat colours of a theme. Every status differs by more than colour: taken has a person icon and a
 * thick border, sold and paid a coin icon and a thicker green border, sold unpaid a person icon and a thick
 * dashed red border, held a clock icon and a dashed border, selected a tick and a solid fill, disabled a
 * struck-through code and a dotted border, reserved a lock, a "reserved" badge and a double border.
 */
export function seatPalette(token: GlobalToken): SeatPalette {
  const surface = flatten(token.colorBgContainer, '#ffffff')
  const ink = [token.colorText, token.colorTextBase]
  // antd's warning colours are too light on white for a boundary (1.9:1); gold-8/9 keep the hue at 3:1+.
  const warm = [
    token.colorWarning,
    token.colorWarningText,
    token.colorWarningTextActive,
    '#ad6800',
    '#874d00',
  ]
  const primaries = [
    token.colorPrimary,
    token.colorPrimaryHover,
    token.colorPrimaryText,
    token.colorPrimaryTextHover,
    token.colorPrimaryBorderHover,
  ]
  const look = (
    bgToken: string,
    borderCandidates: string[],
    iconCandidates: string[],
    borderStyle: LookStyle['borderStyle'],
    borderWidth: number,
    textCandidates: string[] = ink,
  ): LookStyle => {
    const background = flatten(bgToken, surface)
    const text = pick(textCandidates, [background], TEXT_MIN)
    return {
      background,
      text: flatten(text, background),
      border: flatten(pick([...borderCandidates, token.colorText], [surface], GRAPHIC_MIN), surface),
      borderStyle,
      borderWidth,
      icon: flatten(pick([...iconCandidates, text], [background], GRAPHIC_MIN), background),
    }
  }
  return {
    surface,
    text: flatten(pick(ink, [surface], TEXT_MIN), surface),
    textSecondary: flatten(pick([token.colorTextSecondary, token.colorText], [surface], TEXT_MIN), surface),
    error: flatten(
      pick(
        [token.colorError, token.colorErrorText, token.colorErrorTextActive, token.colorText],
        [surface],
        TEXT_MIN,
      ),
      surface,
    ),
    focus: flatten(pick([...primaries, token.colorText], [surface], GRAPHIC_MIN), surface),
    emptyBorder: flatten(pick([token.colorBorder, token.colorTextQuaternary], [surface], 1.3), surface),
    free: look(token.colorBgContainer, [token.colorTextTertiary, token.colorTextSecondary], [], 'solid', 1),
    taken: look(
      token.colorErrorBg,
      [token.colorError, token.colorErrorText, token.colorErrorTextActive],
      [token.colorError, token.colorErrorText, token.colorErrorTextActive],
      'solid',
      3,
    ),
    held: look(token.colorWarningBg, warm, warm, 'dashed', 2),
    selected: look(token.colorPrimary, primaries, [token.colorTextLightSolid, token.colorText], 'solid', 2, [
      token.colorTextLightSolid,
      '#ffffff',
      token.colorText,
      '#000000',
    ]),
    disabled: look(
      token.colorBgContainerDisabled,
      [token.colorTextTertiary, token.colorTextSecondary],
      [token.colorTextSecondary],
      'dotted',
      2,
      [token.colorTextSecondary, token.colorText],
    ),
    soldPaid: look(
      token.colorSuccessBg,
      [token.colorSuccess, token.colorSuccessText, token.colorSuccessTextActive, '#237804', '#135200'],
      [token.colorSuccess, token.colorSuccessText, token.colorSuccessTextActive, '#237804', '#135200'],
      'solid',
      4,
    ),
    soldUnpaid: look(
      token.colorErrorBg,
      [token.colorError, token.colorErrorText, token.colorErrorTextActive],
      [token.colorError, token.colorErrorText, token.colorErrorTextActive],
      'dashed',
      3,
    ),
    reserved: look(
      token.colorFillSecondary,
      [token.colorTextSecondary, token.colorText],
      [token.colorTextSecondary, token.colorText],
      'double',
      4,
    ),
  }
}
