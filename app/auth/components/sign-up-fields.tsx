import { Link } from 'react-router'
import { maskBirthdate } from '~/compliance/age'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'
import { type FormErrors, PASSWORD_HINT, SIGN_UP_MESSAGES, type SignUpField } from '../sign-up-rules'
import { US_STATES } from '../us-states'
import { CheckboxField, ErrorSummary, SelectField } from './form-controls'

export const SIGN_UP_LABELS: Record<SignUpField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Mobile number',
  birthdate: 'Date of birth',
  homeState: 'Home state',
  medicalPatient: 'Medical patient',
  password: 'Password',
  acceptTerms: 'Terms',
}

export type SignUpValues = Partial<Record<Exclude<SignUpField, 'password'>, string>>

/**
 * The sign-up form's fields, summary and button: the /sign-up page wraps them in a <Form>, the
 * dialog in a fetcher's form. Everything works as a plain form post; with the script the date
 * of birth is masked as it is typed.
 */
export function SignUpFields({
  idPrefix,
  errors,
  values,
  busy,
  signIn,
}: {
  idPrefix: string
  errors: FormErrors<SignUpField> | undefined
  values: SignUpValues | undefined
  busy: boolean
  /** Where 'Sign in' goes: the /sign-in page, or the same page with flow=signin in the dialog. */
  signIn: { to: string; replace?: boolean }
}) {
  const id = (field: SignUpField) => `${idPrefix}-${field}`
  const e = errors ?? {}
  const taken = e.email === SIGN_UP_MESSAGES.emailTaken
  return (
    <div className="flex flex-col gap-4">
      <ErrorSummary errors={errors} labels={SIGN_UP_LABELS} idPrefix={idPrefix} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('firstName')}
          name="firstName"
          label={SIGN_UP_LABELS.firstName}
          autoComplete="given-name"
          maxLength={50}
          required
          defaultValue={values?.firstName}
          error={e.firstName}
        />
        <TextField
          id={id('lastName')}
          name="lastName"
          label={SIGN_UP_LABELS.lastName}
          autoComplete="family-name"
          maxLength={50}
          required
          defaultValue={values?.lastName}
          error={e.lastName}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <TextField
          id={id('email')}
          name="email"
          type="email"
          label={SIGN_UP_LABELS.email}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          required
          defaultValue={values?.email}
          error={e.email}
        />
        {taken ? (
          <p className="text-sm text-ink">
            <Link to={signIn.to} replace={signIn.replace} preventScrollReset={signIn.replace} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
              Sign in to your account
            </Link>
          </p>
        ) : null}
      </div>
      <TextField
        id={id('phoneNumber')}
        name="phoneNumber"
        type="tel"
        label={SIGN_UP_LABELS.phoneNumber}
        hint="A US number, for example (312) 555-0123."
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        required
        defaultValue={values?.phoneNumber}
        error={e.phoneNumber}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('birthdate')}
          name="birthdate"
          label={SIGN_UP_LABELS.birthdate}
          hint="MM/DD/YYYY"
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          required
          defaultValue={values?.birthdate}
          error={e.birthdate}
          onInput={(event) => {
            const input = event.currentTarget
            const masked = maskBirthdate(input.value)
            if (masked !== input.value) input.value = masked
          }}
        />
        <SelectField
          id={id('homeState')}
          name="homeState"
          label={SIGN_UP_LABELS.homeState}
          hint="Where you live."
          autoComplete="address-level1"
          required
          defaultValue={values?.homeState ?? ''}
          error={e.homeState}
        >
          <option value="" disabled>
            Choose a state
          </option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField
        id={id('medicalPatient')}
        name="medicalPatient"
        label={
          <>
            I am a registered medical patient
            <span className="block text-ink-muted">Required if you are 18 to 20 years old.</span>
          </>
        }
        defaultChecked={values?.medicalPatient === 'on'}
        error={e.medicalPatient}
      />
      <TextField
        id={id('password')}
        name="password"
        type="password"
        label={SIGN_UP_LABELS.password}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
        minLength={10}
        maxLength={128}
        required
        error={e.password}
      />
      <CheckboxField
        id={id('acceptTerms')}
        name="acceptTerms"
        required
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-brand-800 underline underline-offset-2">
              Terms of Use<span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-brand-800 underline underline-offset-2">
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </Link>
            .
          </>
        }
        defaultChecked={values?.acceptTerms === 'on'}
        error={e.acceptTerms}
      />
      <Button type="submit" size="lg" disabled={busy} aria-disabled={busy || undefined} className="w-full">
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Already a member?{' '}
        <Link to={signIn.to} replace={signIn.replace} preventScrollReset={signIn.replace} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
          Sign in
        </Link>
      </p>
    </div>
  )
}
