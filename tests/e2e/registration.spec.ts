import type { Browser, Page } from '@playwright/test'
import { randomClientAddress, signInViaForm } from './accounts'
import { seriousViolations } from './axe'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

/**
 * Issue 17: the patient registration forms (002 §2, §4, §5). The selection page leads to the three
 * forms chosen by path; each one is filled and sent, ends on the success banner, and its lead (with
 * documents and signature images) reaches the store's staff on /staff/leads. Virginia's Yes/No
 * answer switches the form and starts it over; signatures are drawn on the pad or typed.
 */

const STAFF_PASSWORD = 'Meadow-demo-2026'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const uniqueName = () => `Reg${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/** A state's first dispensary with a menu (found by following links): its slug and its store's id (for the staff account). */
async function storeIn(page: Page, state: string) {
  const html = async (path: string) => (await page.request.get(path)).text()
  const paths = [...new Set([...(await html(`/dispensaries/${state}`)).matchAll(new RegExp(`href="(/dispensaries/${state}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]!))]
  for (const path of paths) {
    const storeId = new RegExp(`href="${path}/([0-9]+)/[a-z0-9-]+/"`).exec(await html(path))?.[1]
    if (storeId) return { slug: path.split('/').pop()!, storeId }
  }
  throw new Error(`The seed should give ${state} a dispensary with a menu`)
}

async function passBrowserCheck(page: Page) {
  await page.getByRole('button', { name: /not a robot/ }).click()
  await expect(page.getByText('Verified. You can send the form.')).toBeVisible({ timeout: 20_000 })
}

/** Draws a stroke across a signature box and keeps it. */
async function drawSignature(page: Page, label: string) {
  const group = page.getByRole('group', { name: label })
  await group.getByRole('button', { name: 'Use this signature' }).scrollIntoViewIfNeeded()
  await expect(group.locator('canvas[data-ready="true"]')).toBeVisible()
  const box = (await group.locator('canvas').boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 120)
  await page.mouse.down()
  for (const [x, y] of [[80, 60], [140, 130], [200, 50], [260, 120]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 4 })
  await page.mouse.up()
  await group.getByRole('button', { name: 'Use this signature' }).click()
  await expect(group.getByRole('img', { name: `${label} (signed)` })).toBeVisible()
}

/** Signs by typing the name (the keyboard alternative). */
async function typeSignature(page: Page, label: string, name: string) {
  const group = page.getByRole('group', { name: label })
  await group.getByLabel('Or type your full name to sign').fill(name)
  await group.getByLabel('Or type your full name to sign').press('Enter')
  await expect(group.getByRole('img', { name: `${label} (signed)` })).toBeVisible()
}

/** The store's staff find the lead and read it; returns their page (close its context). */
async function staffReadLead(browser: Browser, storeId: string, name: string) {
  const context = await browser.newContext({ storageState: 'tests/e2e/fixtures/verified-visitor.json' })
  const staff = await context.newPage()
  await signInViaForm(staff, { email: `staff-${storeId}@northmeadow.example`, password: STAFF_PASSWORD })
  await staff.goto('/staff/leads')
  await staff.getByRole('link', { name }).click()
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible()
  return { staff, close: () => context.close() }
}

test('the selection page leads to each form; the general registration reaches the store', ANY_WIDTH, async ({ page, browser }) => {
  test.slow()
  const errors = watchConsole(page)
  const { slug, storeId } = await storeIn(page, 'illinois')
  const lastName = uniqueName()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })

  await page.goto('/registration-form')
  await expect(page.getByRole('heading', { level: 1, name: 'Patient registration forms' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start the Virginia pre-registration' })).toHaveAttribute('href', '/patient-preregistration-form')
  await expect(page.getByRole('link', { name: 'Start the New York registration' })).toHaveAttribute('href', '/new-york-patient-registration-form')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Start the patient registration' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Patient registration' })).toBeVisible()
  await waitForHydration(page)
  const submit = page.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await page.getByRole('radio', { name: 'A medical card or patient registration' }).check()
  await page.getByLabel('Anything the team should know').fill('Evenings suit me. <script>window.__registrationXss = 1</script>')
  await page.getByRole('checkbox', { name: 'Search engine' }).check()
  await page.getByLabel('First name').fill('Marisol')
  await page.getByLabel('Last name').fill(lastName)
  await page.getByLabel('Email').fill('marisol@')
  await page.getByLabel('Phone number').focus()
  await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible()
  await page.getByLabel('Email').fill(`marisol.${lastName.toLowerCase()}@example.com`)
  await page.getByLabel('Phone number').fill('(312) 555-0178')
  await page.getByLabel('State').selectOption('IL')
  await page.getByLabel('Dispensary').selectOption(slug)
  // Changing the state clears the dispensary (002 §4).
  await page.getByLabel('State').selectOption({ index: 2 })
  await expect(page.getByLabel('Dispensary')).toHaveValue('')
  await page.getByLabel('State').selectOption('IL')
  await page.getByLabel('Dispensary').selectOption(slug)
  await expect(submit).toBeDisabled()
  await passBrowserCheck(page)
  expect(await seriousViolations(page)).toEqual([])
  await expect(submit).toBeEnabled()
  const token = await page.locator('input[name="reCaptchaToken"]').inputValue()
  await submit.click()
  await expect(page.getByRole('region', { name: 'Registration sent' })).toBeFocused()
  await expect(page.getByText('Thank you! Your registration is on its way to the dispensary.')).toBeVisible()

  // The same check again is refused, and a post without JavaScript's check says what is missing.
  const origin = new URL(page.url()).origin
  const fields = { help_you_with: 'other', howDidYouFindUs: 'Other', firstName: 'M', lastName, email: 'm@example.com', phoneNumber: '3125550178', state: 'IL', dispensary: slug }
  const replay = await page.request.post('/patient-registration-form', { form: { ...fields, reCaptchaToken: token }, headers: { Origin: origin } })
  expect(replay.status()).toBe(400)
  expect(await replay.text()).toContain('This browser check was already used. Please check again.')
  const unchecked = await page.request.post('/patient-registration-form', { form: { ...fields, reCaptchaToken: '' }, headers: { Origin: origin } })
  expect(unchecked.status()).toBe(400)
  expect(await unchecked.text()).toContain('Please complete the browser check.')

  const { staff, close } = await staffReadLead(browser, storeId, `Marisol ${lastName}`)
  await expect(staff.getByText('Patient registration · ')).toBeVisible()
  await expect(staff.getByText('Evenings suit me. <script>window.__registrationXss = 1</script>')).toBeVisible()
  expect(await staff.evaluate(() => (window as unknown as { __registrationXss?: number }).__registrationXss)).toBeUndefined()
  await expect(staff.getByText('Search engine', { exact: true })).toBeVisible()
  await close()
  expect(errors).toEqual([])
})

test('Virginia: the answer switches and resets the form; the five steps send documents and a drawn signature', ANY_WIDTH, async ({ page, browser }) => {
  test.slow()
  const errors = watchConsole(page)
  const { slug, storeId } = await storeIn(page, 'virginia')
  const lastName = uniqueName()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
  await page.goto('/patient-preregistration-form')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Virginia patient pre-registration' })).toBeVisible()

  // No: the medical-card alternative and the short form; switching to Yes and back starts over.
  await page.getByRole('radio', { name: 'No, not yet' }).check()
  await expect(page.getByRole('heading', { name: 'Not registered yet? Start with a written certification' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'How to get a medical card in Virginia' })).toHaveAttribute('href', '/dispensaries/virginia/getting-a-medical-card')
  await page.getByLabel('First name').fill('Temporary')
  await page.getByRole('checkbox', { name: 'Social media' }).check()
  await page.getByRole('radio', { name: 'Yes, I am registered' }).check()
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('')
  await page.getByRole('radio', { name: 'No, not yet' }).check()
  await expect(page.getByLabel('First name')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: 'Social media' })).not.toBeChecked()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('radio', { name: 'Yes, I am registered' }).check()

  // Step 1.
  const next = page.getByRole('button', { name: 'Continue' })
  await expect(next).toBeDisabled()
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill(lastName)
  await page.getByRole('textbox', { name: 'Email' }).fill(`dana.${lastName.toLowerCase()}@example.com`)
  await page.getByLabel('Phone number').fill('804-555-0117')
  await page.getByRole('radio', { name: 'No', exact: true }).check()
  await next.click()
  // Step 2: the zip keeps digits only, at most five; anything else clears it.
  await expect(page.getByRole('heading', { name: 'Your address and dispensary' })).toBeFocused()
  await page.getByLabel('City').fill('Richmond')
  const zip = page.getByLabel('Zip code')
  await zip.pressSequentially('2322')
  await zip.press('x')
  await expect(zip).toHaveValue('')
  await zip.fill('232201')
  await expect(zip).toHaveValue('23220')
  await expect(page.getByLabel('State')).toHaveValue('VA')
  await page.getByLabel('Dispensary').selectOption(slug)
  await next.click()
  // Step 3: the ID holds 25 characters.
  await expect(page.getByRole('heading', { name: 'Your medical card' })).toBeFocused()
  const id = page.getByLabel('Patient ID or medical card number')
  await id.fill('PMP-2291-0043-RICHMOND-VA-EXTRA')
  await expect(id).toHaveValue('PMP-2291-0043-RICHMOND-VA')
  await page.getByLabel('Expiration date').fill('2027-06-30')
  await page.getByRole('group', { name: /free consultation/ }).getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('radio', { name: 'No preference' }).check()
  await page.getByRole('checkbox', { name: 'My doctor or certifying provider' }).check()
  await next.click()
  // Step 4: three documents; a wrong type is refused with the picker's message.
  await expect(page.getByRole('heading', { name: 'Your documents' })).toBeFocused()
  await expect(page.getByText('Max file size is 50 Mb. Supported file types are .pdf, .jpg, and .png.').first()).toBeVisible()
  await page.getByLabel('Virginia ID or driver’s license').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByText('Invalid file type. File must be JPG, PNG or PDF.')).toBeVisible()
  await page.getByLabel('Virginia ID or driver’s license').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('virginia-id.png', { exact: true })).toBeVisible()
  await page.getByLabel('Registration card').setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByLabel('Letter of certification').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText('letter-of-certification.pdf', { exact: true })).toBeVisible()
  await next.click()
  // Step 5: the pad measures its column once its step shows.
  await expect(page.getByRole('heading', { name: 'Sign and send' })).toBeFocused()
  await expect(page.getByRole('group', { name: 'Your signature' }).locator('canvas')).toHaveCSS('width', '430px')
  await drawSignature(page, 'Your signature')
  expect(await seriousViolations(page)).toEqual([])
  await passBrowserCheck(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('region', { name: 'Registration sent' })).toBeFocused()

  const { staff, close } = await staffReadLead(browser, storeId, `Dana ${lastName}`)
  await expect(staff.getByText('Virginia patient pre-registration · ')).toBeVisible()
  await expect(staff.getByText('PMP-2291-0043-RICHMOND-VA')).toBeVisible()
  const download = staff.waitForEvent('download')
  await staff.getByRole('link', { name: 'Download signatureVirginia.png' }).click()
  const signature = await download
  const answer = await staff.request.get(signature.url())
  expect(answer.headers()['content-type']).toBe('image/png')
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="signatureVirginia.png"/)
  expect((await answer.body()).subarray(1, 4).toString()).toBe('PNG')
  await expect(staff.getByRole('link', { name: 'Download virginia-id.png' })).toBeVisible()
  await close()
  expect(errors.filter((e) => !/status of 415/.test(e))).toEqual([])
})

test('New York: the medication list keeps a row, signatures can be typed, and the lead reaches the store', ANY_WIDTH, async ({ page, browser }) => {
  test.slow()
  const errors = watchConsole(page)
  const { slug, storeId } = await storeIn(page, 'new-york')
  const lastName = uniqueName()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientAddress() })
  await page.goto('/new-york-patient-registration-form')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'New York medical patient registration' })).toBeVisible()

  await page.getByLabel('First name').fill('Amara')
  await page.getByLabel('Last name').fill(lastName)
  await page.getByRole('textbox', { name: 'Email' }).fill(`amara.${lastName.toLowerCase()}@example.com`)
  await page.getByLabel('Phone number').fill('585 555 0163')
  await page.locator('select[name="dispensary"]').selectOption(slug)

  // At least one medication row: Remove does nothing on the last one.
  const removeOnly = page.getByRole('button', { name: 'Remove medication 1' })
  await expect(removeOnly).toHaveAttribute('aria-disabled', 'true')
  await removeOnly.click({ force: true })
  await expect(page.getByLabel('Medication 1')).toBeVisible()
  await page.getByLabel('Medication 1').fill('Gabapentin')
  await page.getByRole('button', { name: 'Add another medication' }).click()
  await expect(page.getByLabel('Medication 2')).toBeFocused()
  await page.getByLabel('Medication 2').fill('Sertraline')
  await page.getByRole('button', { name: 'Remove medication 1' }).click()
  await expect(page.getByLabel('Medication 1')).toHaveValue('Sertraline')
  await page.getByLabel('Dosage').fill('50 mg')

  await page.getByRole('radio', { name: 'Selected Date' }).check()
  await expect(page.getByLabel('Effective until (date)')).toBeVisible()
  await page.getByRole('radio', { name: 'Unless I revoke it' }).check()
  await page.getByRole('radio', { name: 'Caregiver' }).check()
  await page.getByRole('checkbox', { name: 'Electronic Record' }).check()
  await typeSignature(page, 'Patient’s signature', `Amara ${lastName}`)
  await typeSignature(page, 'Signature for the code of conduct', `Amara ${lastName}`)
  await page.getByLabel('Name of the individual giving this authorization').fill(`Amara ${lastName}`)
  await page.getByLabel('Their date of birth').fill('1979-08-14')
  await typeSignature(page, 'Signature of the individual giving this authorization', `Amara ${lastName}`)
  const submit = page.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await passBrowserCheck(page)
  expect(await seriousViolations(page)).toEqual([])
  await submit.click()
  await expect(page.getByRole('region', { name: 'Registration sent' })).toBeFocused()

  const { staff, close } = await staffReadLead(browser, storeId, `Amara ${lastName}`)
  await expect(staff.getByText('New York medical patient registration · ')).toBeVisible()
  await expect(staff.getByText('Sertraline · 50 mg')).toBeVisible()
  await expect(staff.getByText('Unless I revoke it')).toBeVisible()
  await expect(staff.getByRole('link', { name: 'Download PatientsSignature.png' })).toBeVisible()
  await expect(staff.getByRole('link', { name: 'Download signatureOfTheIndividualGivingThisAuthorization.png' })).toBeVisible()
  await close()
  expect(errors).toEqual([])
})

test('the signature pad: 350 wide on a phone, 430×176 on a desktop; Reset clears it, sign again reopens it', async ({ page }, testInfo) => {
  await page.goto('/new-york-patient-registration-form')
  await waitForHydration(page)
  const label = 'Patient’s signature'
  const group = page.getByRole('group', { name: label })
  const canvas = group.locator('canvas')
  await canvas.scrollIntoViewIfNeeded()
  const size = (await canvas.boundingBox())!
  expect([Math.round(size.width), Math.round(size.height)]).toEqual(testInfo.project.name === 'mobile' ? [350, 176] : [430, 176])
  const keep = group.getByRole('button', { name: 'Use this signature' })
  await expect(keep).toBeDisabled()
  await expect(group.locator('canvas[data-ready="true"]')).toBeVisible()
  const stroke = async () => {
    const box = (await canvas.boundingBox())!
    await page.mouse.move(box.x + 40, box.y + 100)
    await page.mouse.down()
    await page.mouse.move(box.x + 200, box.y + 60, { steps: 6 })
    await page.mouse.up()
  }
  await stroke()
  await expect(keep).toBeEnabled()
  await group.getByRole('button', { name: /^Reset/ }).click()
  await expect(keep).toBeDisabled()
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 !== 3 && v < 200))).toBe(false)
  await stroke()
  await keep.click()
  await expect(group.getByRole('img', { name: `${label} (signed)` })).toBeVisible()
  await group.getByRole('button', { name: /^Sign again/ }).click()
  await expect(keep).toBeDisabled()
  await expect(group.locator('canvas[data-ready="true"]')).toBeVisible()
})

test('without JavaScript the text fields post and come back with the server’s messages', ANY_WIDTH, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: 'tests/e2e/fixtures/verified-visitor.json', extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() } })
  const page = await context.newPage()
  await page.goto('/patient-preregistration-form')
  await page.getByRole('radio', { name: 'No, not yet' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/registered=no/)
  await page.getByLabel('First name').fill('Noor')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter your last name.')).toBeVisible()
  await expect(page.getByText('Please tell us how you found us.')).toBeVisible()
  // The page's signed form token stands in for the browser check (app/captcha/no-script.server.ts).
  await expect(page.getByText('Your browser is not running JavaScript, so this check is done another way when you send the form.')).toBeVisible()
  await expect(page.getByText('Please complete the browser check.')).toHaveCount(0)
  await expect(page.getByLabel('First name')).toHaveValue('Noor')

  expect((await page.goto('/patient-preregistration-form?registered=maybe'))!.status()).toBe(400)

  await page.goto('/new-york-patient-registration-form')
  await expect(page.getByText('Signing needs JavaScript.', { exact: false }).first()).toBeVisible()
  await page.getByLabel('Medication 1').fill('Gabapentin')
  await page.getByRole('button', { name: 'Add another medication' }).click()
  await expect(page.getByLabel('Medication 2')).toBeVisible()
  await expect(page.getByLabel('Medication 1')).toHaveValue('Gabapentin')
  await context.close()
})
