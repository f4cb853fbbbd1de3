import { describe, expect, it, vi } from 'vitest'
import { emit, on, type PushMessageData } from './event-bus'

describe('event bus', () => {
  it('delivers a payload to every listener until it unsubscribes', () => {
    const first = vi.fn<(payload: PushMessageData) => void>()
    const second = vi.fn<(payload: PushMessageData) => void>()
    const offFirst = on('new-booking', first)
    const offSecond = on('new-booking', second)

    const payload = { title: 'Chuyến mới', link: '/trip-need-to-confirm', trip_id: '42' }
    emit('new-booking', payload)
    expect(first).toHaveBeenCalledExactlyOnceWith(payload)
    expect(second).toHaveBeenCalledExactlyOnceWith(payload)

    offFirst()
    emit('new-booking', { trip_id: '43' })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenLastCalledWith({ trip_id: '43' })

    offSecond()
    offSecond() // twice is harmless
    emit('new-booking', { trip_id: '44' })
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('a failing listener is logged and does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    const offBroken = on('new-booking', () => {
      throw new Error('boom')
    })
    const offAfter = on('new-booking', after)
    expect(() => emit('new-booking', { trip_id: '1' })).not.toThrow()
    expect(after).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledOnce()
    offBroken()
    offAfter()
  })

  it('emitting with no listener does nothing', () => {
    expect(() => emit('new-booking', {})).not.toThrow()
  })
})
