import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { buildSprite, SPRITE_FILE, usedIcons } from '../../scripts/icon-sprite'
import * as icons from './icons'

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from lucide for the icons app/ui/icons.tsx names', async () => {
    expect(await readFile(SPRITE_FILE, 'utf8')).toBe(await buildSprite())
    // Imports lucide's whole icon set: room for a busy 2-core CI machine.
  }, 30_000)

  it('has a symbol for every icon component, and a component for every symbol', async () => {
    const sprite = await readFile(SPRITE_FILE, 'utf8')
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]).sort()
    const components = Object.keys(icons)
      .filter((name) => /^[A-Z]/.test(name))
      .sort()
    expect(symbols).toEqual(components)
    expect(await usedIcons()).toEqual(components)
  })
})
