import type { ScanClass } from '../../api/contracts/scan'

const MUTE_KEY = 'scan-muted'

/** A short tone per class (Hz, ms, how many beeps): each one tells itself apart without looking. */
const TONES: Record<ScanClass, { hz: number; ms: number; beeps: number }> = {
  expected: { hz: 1320, ms: 90, beeps: 1 },
  unexpected: { hz: 520, ms: 110, beeps: 2 },
  duplicate: { hz: 880, ms: 60, beeps: 3 },
  unknown: { hz: 220, ms: 350, beeps: 1 },
  invalid: { hz: 330, ms: 200, beeps: 2 },
}

let audio: AudioContext | null = null

/** Plays the class's tone (Web Audio; nothing where the browser has none). */
export function playScanSound(kind: ScanClass) {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined
  if (!Context) return
  try {
    audio ??= new Context()
    const { hz, ms, beeps } = TONES[kind]
    const start = audio.currentTime
    for (let i = 0; i < beeps; i++) {
      const at = start + (i * ms * 1.6) / 1000
      const osc = audio.createOscillator()
      const gain = audio.createGain()
      osc.frequency.value = hz
      osc.type = kind === 'expected' ? 'sine' : 'square'
      gain.gain.setValueAtTime(0.15, at)
      gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000)
      osc.connect(gain).connect(audio.destination)
      osc.start(at)
      osc.stop(at + ms / 1000)
    }
  } catch {
    // a browser that refuses audio still shows the result
  }
}

/** The mute toggle, remembered per browser. */
export const scanMuted = (): boolean => {
  try {
    return localStorage.getItem(MUTE_KEY) === '1'
  } catch {
    return false
  }
}
export const setScanMuted = (muted: boolean) => {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, '1')
    else localStorage.removeItem(MUTE_KEY)
  } catch {
    // private mode: the toggle lasts the page
  }
}
