/**
 * The states the demo chain trades in. Licence formats are fictional but shaped like each state's
 * real ones; `#` is replaced by a digit derived from the store.
 */
export type StateInfo = {
  name: string
  slug: string
  code: string
  licenceAdultUse: string
  licenceMedical: string
  licenceLounge?: string
}

export const STATES: readonly StateInfo[] = [
  { name: 'Ohio', slug: 'ohio', code: 'OH', licenceAdultUse: 'ARD000###', licenceMedical: 'MMCPD00###' },
  { name: 'Illinois', slug: 'illinois', code: 'IL', licenceAdultUse: '284.000###-AUDO', licenceMedical: 'DISP.000###' },
  { name: 'Pennsylvania', slug: 'pennsylvania', code: 'PA', licenceAdultUse: 'AU-D-####-25', licenceMedical: 'D-####-17' },
  { name: 'New Jersey', slug: 'new-jersey', code: 'NJ', licenceAdultUse: 'RE000###', licenceMedical: 'ATC-MED-0###' },
  { name: 'Massachusetts', slug: 'massachusetts', code: 'MA', licenceAdultUse: 'MR28####', licenceMedical: 'MTC1###' },
  { name: 'Minnesota', slug: 'minnesota', code: 'MN', licenceAdultUse: 'MN-RET-2025-0###', licenceMedical: 'MN-MED-0###' },
  {
    name: 'Nevada',
    slug: 'nevada',
    code: 'NV',
    licenceAdultUse: 'RD###',
    licenceMedical: 'MD###',
    licenceLounge: 'CL-2023-0###',
  },
  { name: 'Maryland', slug: 'maryland', code: 'MD', licenceAdultUse: 'DA-23-000##', licenceMedical: 'D-18-000##' },
  { name: 'Virginia', slug: 'virginia', code: 'VA', licenceAdultUse: 'VA-AU-0###', licenceMedical: 'PPD-0###' },
  { name: 'New York', slug: 'new-york', code: 'NY', licenceAdultUse: 'OCM-AUCP-24-000###', licenceMedical: 'OCM-RO-0###' },
  { name: 'Rhode Island', slug: 'rhode-island', code: 'RI', licenceAdultUse: 'HR-0###', licenceMedical: 'CV-0###' },
  { name: 'Florida', slug: 'florida', code: 'FL', licenceAdultUse: 'FL-AU-0###', licenceMedical: 'MMTC-2019-00##' },
  { name: 'Michigan', slug: 'michigan', code: 'MI', licenceAdultUse: 'AU-R-000###', licenceMedical: 'PC-000###' },
  { name: 'Connecticut', slug: 'connecticut', code: 'CT', licenceAdultUse: 'RET.0000##', licenceMedical: 'DISP.00##' },
]

export function stateByCode(code: string): StateInfo | undefined {
  return STATES.find((state) => state.code === code)
}

/** Fill a licence template's `#` digits from a number, right-aligned and zero-padded. */
export function formatLicence(template: string, number: number): string {
  const slots = (template.match(/#/g) ?? []).length
  const digits = String(number % 10 ** slots).padStart(slots, '0')
  let index = 0
  return template.replace(/#/g, () => digits[index++] as string)
}
