import { Textarea } from '~/ui/textarea'
import { TextField } from '~/ui/text-field'
import type { StateChoice } from '../contact-choices'
import { DESCRIPTION_MAX, HELP_OPTIONS } from '../contact-form'
import type { FormInput } from '../registration-form'
import { DISCOVERY_OPTIONS } from '../registration-options'
import { ChoiceGroup, FormSection, StateDispensaryFields } from './registration-fields'
import { type RegistrationAnswer, RegistrationShell } from './registration-shell'

const str = (value: FormInput[string] | undefined) => (typeof value === 'string' ? value : '')
const strs = (value: FormInput[string] | undefined) => (Array.isArray(value) ? (value as string[]) : [])

/** The contact fields every registration form asks (names, email, phone, state and dispensary). */
export function ContactFields({
  values,
  errorOf,
  states,
  refresh,
}: {
  values: FormInput
  errorOf: (name: string) => string | undefined
  states: readonly StateChoice[]
  refresh: () => void
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField label="First name" name="firstName" autoComplete="given-name" required maxLength={50} defaultValue={str(values.firstName)} error={errorOf('firstName')} />
      <TextField label="Last name" name="lastName" autoComplete="family-name" required maxLength={50} defaultValue={str(values.lastName)} error={errorOf('lastName')} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={str(values.email)} error={errorOf('email')} />
      <TextField
        label="Phone number"
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={20}
        hint="US numbers, for example (312) 555-0142"
        defaultValue={str(values.phoneNumber)}
        error={errorOf('phoneNumber')}
      />
      <StateDispensaryFields
        states={states}
        defaultState={str(values.state)}
        defaultDispensary={str(values.dispensary)}
        stateError={errorOf('state')}
        dispensaryError={errorOf('dispensary')}
        onChange={refresh}
      />
    </div>
  )
}

/** The general patient registration form (002 §3, §5): the Contact Us details plus what to help with and how the visitor found us. */
export function GeneralRegistrationForm({ states, initialValues, answer }: { states: readonly StateChoice[]; initialValues: FormInput; answer?: RegistrationAnswer }) {
  return (
    <RegistrationShell variant="general" answer={answer} initialValues={initialValues} label="Patient registration">
      {({ values, errorOf, refresh }) => (
        <>
          <FormSection title="What brings you in">
            <ChoiceGroup name="help_you_with" legend="What can we help you with?" options={HELP_OPTIONS} required defaultValue={str(values.help_you_with)} error={errorOf('help_you_with')} />
            <Textarea
              name="description"
              label="Anything the team should know"
              hint="For example, what you hope cannabis can help with or when you would like to visit. Share only what you are comfortable sharing."
              maxLength={DESCRIPTION_MAX}
              defaultValue={str(values.description)}
            />
            <ChoiceGroup
              name="howDidYouFindUs"
              legend="How did you find us?"
              hint="Choose all that apply."
              options={DISCOVERY_OPTIONS}
              multiple
              required
              defaultValue={strs(values.howDidYouFindUs)}
              error={errorOf('howDidYouFindUs')}
            />
          </FormSection>
          <FormSection title="Your details" description="The dispensary you choose receives your registration and contacts you.">
            <ContactFields values={values} errorOf={errorOf} states={states} refresh={refresh} />
          </FormSection>
        </>
      )}
    </RegistrationShell>
  )
}

export { str, strs }
