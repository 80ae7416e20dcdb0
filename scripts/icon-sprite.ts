/**
 * Writes app/ui/icons.svg, the sprite of the lucide icons the app uses (app/ui/icons.tsx names
 * them): `npm run icons` after adding an icon there. app/ui/icons.test.ts fails when the sprite is
 * out of date. The paths are lucide's own (ISC licence, from the lucide-react package).
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const ICONS_MODULE = path.join(root, 'app/ui/icons.tsx')
export const SPRITE_FILE = path.join(root, 'app/ui/icons.svg')
const LUCIDE = path.join(root, 'node_modules/lucide-react/dist/esm')

type IconNode = [tag: string, attributes: Record<string, string>][]

/** The lucide export names app/ui/icons.tsx defines: `export const Clock = icon('Clock')`. */
export async function usedIcons(): Promise<string[]> {
  const source = await readFile(ICONS_MODULE, 'utf8')
  return [...source.matchAll(/icon\('([A-Za-z0-9]+)'\)/g)].map((match) => match[1] as string).sort()
}

/** Lucide's module for an export name (aliases included), from the package's index. */
async function moduleFor(name: string, index: string): Promise<string> {
  const line = index.split('\n').find((text) => new RegExp(`\\bdefault as ${name}\\b`).test(text))
  const file = line && /from '(\.\/icons\/[a-z0-9-]+\.mjs)'/.exec(line)?.[1]
  if (!file) throw new Error(`lucide-react has no icon named ${name}`)
  return path.join(LUCIDE, file)
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export async function buildSprite(): Promise<string> {
  const index = await readFile(path.join(LUCIDE, 'lucide-react.mjs'), 'utf8')
  const symbols: string[] = []
  for (const name of await usedIcons()) {
    const module = (await import(await moduleFor(name, index))) as { __iconData: { node: IconNode } }
    const shapes = module.__iconData.node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => `${key}="${escape(String(value))}"`)
          .join(' ')
        return `<${tag} ${attrs}/>`
      })
      .join('')
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sprite = await buildSprite()
  await writeFile(SPRITE_FILE, sprite)
  console.log(`wrote ${path.relative(root, SPRITE_FILE)} (${(await usedIcons()).length} icons, ${sprite.length} bytes)`)
}
