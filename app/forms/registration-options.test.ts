import { describe, expect, it } from 'vitest'
import { pageCategory } from '~/site/page-category'
import { REGISTRATION_PATHS, registrationFormFor, type RegistrationKind } from './registration-options'

describe('registration form selection by path (002 §2)', () => {
  it.each<[string, RegistrationKind]>([
    ['/new-york-patient-registration-form', 'new-york'],
    ['/new-york-patient-registration-form/', 'new-york'],
    ['/NEW-YORK-PATIENT-REGISTRATION-FORM', 'new-york'],
    ['/ny/new-york-patient-registration-form', 'new-york'],
    ['/patient-preregistration-form', 'virginia'],
    ['/virginia/patient-preregistration-form?registered=yes', 'virginia'],
    ['/patient-registration-form', 'general'],
    ['/registration-form', 'general'],
    ['/patient-registration', 'general'],
    ['/new-york', 'general'],
    ['/', 'general'],
  ])('%s shows the %s form', (path, kind) => {
    expect(registrationFormFor(path)).toBe(kind)
  })

  it('each form’s own address selects it', () => {
    for (const [kind, path] of Object.entries(REGISTRATION_PATHS)) {
      expect(registrationFormFor(path)).toBe(kind)
      // …and the route table files it as a registration form (001 §2.1).
      expect(pageCategory(path)).toBe('registration form')
    }
  })
})
