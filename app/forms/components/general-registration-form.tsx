import { TextField } from '~/ui/text-field'
import type { StateChoice } from '../contact-choices'
import { DESCRIPTION_MAX, HELP_OPTIONS } from '../contact-form'
import type { FormInput } from '../registration-form'
import { DISCOVERY_OPTIONS } from '../registration-options'
import { ChoiceGroup, FormSection, FormTextarea, StateDispensaryFields, withOnlyState } from './registration-fields'
import { type RegistrationAnswer, type RegistrationContext, RegistrationShell } from './registration-shell'

const str = (value: FormInput[string] | undefined) => (typeof value === 'string' ? value : '')
const strs = (value: FormInput[string] | undefined) => (Array.isArray(value) ? (value as string[]) : [])

/** The contact fields every registration form asks (names, email, phone, state and dispensary). */
export function ContactFields({ context, states }: { context: RegistrationContext; states: readonly StateChoice[] }) {
  const { values, errorOf, register, control } = context
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" required maxLength={50} defaultValue={str(values.firstName)} error={errorOf('firstName')} {...register('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required maxLength={50} defaultValue={str(values.lastName)} error={errorOf('lastName')} {...register('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" required maxLength={254} defaultValue={str(values.email)} error={errorOf('email')} {...register('email')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={20}
        hint="US numbers, for example (312) 555-0142"
        defaultValue={str(values.phoneNumber)}
        error={errorOf('phoneNumber')}
        {...register('phoneNumber')}
      />
      <StateDispensaryFields control={control} states={states} stateError={errorOf('state')} dispensaryError={errorOf('dispensary')} />
    </div>
  )
}

/** 'How did you find us?' (howDidYouFindUs, 002 §3): every registration form asks it; required except on New York's. */
export function DiscoveryField({ context, required = false }: { context: RegistrationContext; required?: boolean }) {
  const { values, errorOf, register } = context
  return (
    <ChoiceGroup
      name="howDidYouFindUs"
      legend="How did you find us?"
      hint={required ? 'Choose all that apply.' : 'Optional. Choose all that apply.'}
      options={DISCOVERY_OPTIONS}
      multiple
      required={required}
      defaultValue={strs(values.howDidYouFindUs)}
      error={required ? errorOf('howDidYouFindUs') : undefined}
      registration={register('howDidYouFindUs')}
    />
  )
}

/** The general patient registration form (002 §3, §5): the Contact Us details plus what to help with and how the visitor found us. */
export function GeneralRegistrationForm({ states, initialValues, answer }: { states: readonly StateChoice[]; initialValues: FormInput; answer?: RegistrationAnswer }) {
  return (
    <RegistrationShell variant="general" answer={answer} initialValues={withOnlyState(initialValues, states)} label="Patient registration">
      {(context) => {
        const { values, errorOf, register, control } = context
        return (
          <>
            <FormSection title="What brings you in">
              <ChoiceGroup
                name="help_you_with"
                legend="What can we help you with?"
                options={HELP_OPTIONS}
                required
                defaultValue={str(values.help_you_with)}
                error={errorOf('help_you_with')}
                registration={register('help_you_with')}
              />
              <FormTextarea
                control={control}
                name="description"
                label="Anything the team should know"
                hint="For example, what you hope cannabis can help with or when you would like to visit. Share only what you are comfortable sharing."
                maxLength={DESCRIPTION_MAX}
              />
              <DiscoveryField context={context} required />
            </FormSection>
            <FormSection title="Your details" description="The dispensary you choose receives your registration and contacts you.">
              <ContactFields context={context} states={states} />
            </FormSection>
          </>
        )
      }}
    </RegistrationShell>
  )
}

export { str, strs }
