/**
 * A contact sheet of the generated product art: every kind × form × lineage × variant on one HTML
 * page, screenshotted in Chromium. Run: npx tsx scripts/imagery-contact-sheet.ts [out-dir]
 * (writes contact-sheet.html and contact-sheet*.png; needs /usr/bin/chromium).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { IMAGE_FORMS, IMAGE_KINDS, IMAGE_LINEAGES, type ImageKind, productImageKey, renderImage } from '../app/catalog/product-image'

const out = process.argv[2] ?? '.tmp/shots-imagery'
const only = process.argv[3]
mkdirSync(out, { recursive: true })
const BRANDS = ['Cedar & Stone', 'Lumen Labs', 'Hearth Kitchen', 'Northline Extracts', 'Daybreak Gummies', 'Copperleaf', 'Meridian Wellness', 'Summit Supply']

function sheet(kinds: readonly ImageKind[], lineages: (kind: ImageKind) => readonly string[]) {
  let rows = ''
  let biggest = 0
  kinds.forEach((kind, k) => {
    for (const form of Object.keys(IMAGE_FORMS[kind])) {
      const subtype = (IMAGE_FORMS[kind] as Record<string, readonly string[]>)[form]?.[0]
      for (const lineage of lineages(kind)) {
        let cells = ''
        for (const variant of [0, 1, 2]) {
          const key = productImageKey({ kind, lineage, subtype, name: `${form} ${lineage} sample`, brand: BRANDS[(k + lineage.length) % BRANDS.length], variant })
          const svg = renderImage(key)
          const gz = gzipSync(svg).length
          biggest = Math.max(biggest, gz)
          cells += `<figure><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"><figcaption>${variant} · ${(gz / 1024).toFixed(2)} kB gz</figcaption></figure>`
        }
        rows += `<section><h2>${kind} / ${form} / ${lineage}</h2>${cells}</section>`
      }
    }
  })
  return { html: `<!doctype html><style>body{font:12px system-ui;margin:8px;display:flex;flex-wrap:wrap;gap:8px;background:#faf7f0}section{background:#fff;padding:4px;border:1px solid #e6e0d2}h2{font-size:11px;margin:0 0 4px}figure{display:inline-block;margin:0 2px}img{width:${process.env.TILES ? 170 : 150}px;height:${process.env.TILES ? 170 : 150}px;display:block;background:#f3efe4}figcaption{font-size:10px;color:#5d5a52}</style>${rows}`, biggest }
}

const pages: [string, readonly ImageKind[], (kind: ImageKind) => readonly string[]][] = [
  ['forms', IMAGE_KINDS, (kind) => (kind === 'gear' ? ['none'] : kind === 'edible' || kind === 'topical' || kind === 'tincture' ? ['none', 'cbd'] : ['hybrid'])],
  ['lineages', IMAGE_KINDS, (kind) => (kind === 'gear' ? ['none'] : IMAGE_LINEAGES)],
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [name, kinds, lineages] of pages) {
  if (only && only !== name) continue
  const { html, biggest } = sheet(kinds, lineages)
  writeFileSync(`${out}/contact-sheet-${name}.html`, html)
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.setContent(html)
  await page.screenshot({ path: `${out}/contact-sheet-${name}.png`, fullPage: true })
  if (process.env.TILES) {
    const height = await page.evaluate(() => document.body.scrollHeight)
    for (let y = 0, i = 1; y < height; y += 800, i++) await page.screenshot({ path: `/tmp/sheet-${name}-${i}.png`, clip: { x: 0, y, width: 1100, height: Math.min(800, height - y) }, fullPage: true })
  }
  await page.close()
  console.log(name, 'largest', (biggest / 1024).toFixed(2), 'kB gzip')
}
await browser.close()
