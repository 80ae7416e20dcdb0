import { chromium } from '@playwright/test'
const [,, path, name, width = '390', full = 'full'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } })
await context.addCookies([{ name: 'nm_age_verified', value: 'true', url: 'http://localhost:3472' }, { name: 'nm_consent', value: encodeURIComponent('C0002:0,C0003:0,C0004:0'), url: 'http://localhost:3472' }])
const page = await context.newPage()
const errors = []
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
page.on('pageerror', (e) => errors.push(String(e)))
const scripts = []
page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url().replace(/^.*\/assets\//, '')) })
await page.goto(`http://localhost:3472${path}`, { waitUntil: 'load' })
await page.waitForTimeout(1500)
if (full.startsWith('clip:')) { const [, y, h] = full.split(':'); await page.screenshot({ path: `.tmp/${name}.png`, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) } }) }
else if (full.startsWith('sel:')) { await page.locator(full.slice(4)).first().screenshot({ path: `.tmp/${name}.png` }) }
else await page.screenshot({ path: `.tmp/${name}.png`, fullPage: full === 'full' })
console.log('errors', errors)
console.log('scripts', scripts.filter((s) => /us-map|rich-text|markdown/i.test(s)))
await browser.close()
