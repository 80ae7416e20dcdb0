import { MapPin } from '~/ui/icons'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { AccountEmptyState } from '~/account/components/account-empty-state'
import { DispensaryChooser } from '~/account/components/dispensary-chooser'
import { HomeDispensaryBlock } from '~/account/components/home-dispensary-block'
import {
  getHomeDispensary,
  homeDispensaryCookieHeader,
  HomeDispensaryRefusal,
  listHomeDispensaryChoices,
  setHomeDispensary,
} from '~/account/home-dispensary.server'
import { ACCOUNT_CACHE_CONTROL, ACCOUNT_DESCRIPTION, accountPageHeaders } from '~/account/page-headers'
import { contactPathForDispensaryPage } from '~/forms/contact-link'
import { requireAccountUser } from '~/auth/session.server'
import { getContent } from '~/content/content.server'
import { readCapped } from '~/site/request-body.server'
import { getRegion } from '~/site/region.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/account.home-dispensary'

export const headers = accountPageHeaders

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Home Dispensary', description: ACCOUNT_DESCRIPTION, chainName, noindex: true })
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  const region = getRegion(request)
  const [home, states] = await Promise.all([getHomeDispensary(user, region), listHomeDispensaryChoices(region)])
  const content = getContent()
  return data(
    {
      home,
      states,
      copy: content.account().homeDispensary,
      // 001 §2.4: 'Contact us' opens the Contact Us wizard with this dispensary chosen (issue 17).
      contactHref: contactPathForDispensaryPage(home?.path),
    },
    { headers: { 'Cache-Control': ACCOUNT_CACHE_CONTROL } },
  )
}

const setSchema = z.object({
  intent: z.literal('set'),
  dispensaryId: z.coerce
    .number({ message: 'Choose a dispensary from the list.' })
    .int('Choose a dispensary from the list.')
    .positive('Choose a dispensary from the list.')
    .max(2_147_483_647, 'Choose a dispensary from the list.'),
})

export type HomeDispensaryErrors = { dispensaryId?: string; form?: string }

/** intent 'set': make a dispensary the shopper's home and mirror it in the nm_home_dispensary cookie. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccountUser(request)
  const body = await readCapped(request, 4096).catch(() => null)
  const fields = body === null ? null : Object.fromEntries(new URLSearchParams(body))
  const parsed = setSchema.safeParse(fields ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const errors: HomeDispensaryErrors =
      issue?.path[0] === 'dispensaryId' ? { dispensaryId: issue.message } : { form: 'Something was wrong with that request. Please try again.' }
    return data({ errors }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  try {
    const key = await setHomeDispensary(user.id, parsed.data.dispensaryId, getRegion(request))
    return redirect('/account/home-dispensary', {
      headers: { 'Set-Cookie': homeDispensaryCookieHeader(key), 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    if (!(error instanceof HomeDispensaryRefusal)) throw error
    return data({ errors: { dispensaryId: error.message } satisfies HomeDispensaryErrors }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
}

export default function AccountHomeDispensary({ loaderData, actionData }: Route.ComponentProps) {
  const { home, states, copy, contactHref } = loaderData
  const errors: HomeDispensaryErrors | undefined = actionData?.errors
  const chooser = (
    <DispensaryChooser
      states={states}
      currentId={home?.id ?? null}
      errors={errors}
      title={copy.chooseTitle}
      text={copy.chooseText}
      collapsible={home !== null}
    />
  )
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title="Home Dispensary" />
      {home ? (
        <HomeDispensaryBlock home={home} contactHref={contactHref}>
          {chooser}
        </HomeDispensaryBlock>
      ) : (
        <>
          <AccountEmptyState icon={MapPin} title={copy.empty.title} action={{ label: copy.empty.action, to: '#choose-dispensary' }}>
            <p>{copy.empty.text}</p>
          </AccountEmptyState>
          {chooser}
        </>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
