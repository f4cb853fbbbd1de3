import { describe, expect, it } from 'vitest'
import i18n, { BUNDLED, CORE_NAMESPACES } from '.'

describe('translations', () => {
  it('bundles only the namespaces of the sign-in page and the frame; screens load theirs', () => {
    expect(Object.keys(BUNDLED).sort()).toEqual(['vi']) // English loads when chosen
    expect(Object.keys(BUNDLED.vi).sort()).toEqual([...CORE_NAMESPACES].sort())
  })

  it('a loaded namespace follows a language switch', async () => {
    await i18n.loadNamespaces('fleet')
    await i18n.changeLanguage('en')
    expect(i18n.t('fleet:car.list')).toBe('Car list')
    await i18n.changeLanguage('vi')
    expect(i18n.t('fleet:car.list')).toBe('Danh sách xe')
  })

  it('keys are typed: a misspelt key does not compile, since on screen it would show as the raw key', async () => {
    await i18n.loadNamespaces('fleet')
    // @ts-expect-error 'titel' is not a key of the fleet catalogue
    expect(i18n.t('fleet:car.titel')).toBe('car.titel')
    expect(i18n.t('fleet:car.list')).toBe('Danh sách xe')
  })
})
