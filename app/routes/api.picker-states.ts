import { pickerStates } from '~/dispensaries/dispensaries.server'
import { log } from '~/log.server'
import { getRegion } from '~/site/region.server'

/** The list changes with a release's seed: five minutes in the browser (the server keeps it a minute). */
export const PICKER_STATES_CACHE = 'public, max-age=300'

const logger = log('dispensaries')

/** GET /api/picker-states → {states}: the host region's states and their dispensaries, for the header's picker. */
export async function loader({ request }: { request: Request }) {
  try {
    return Response.json({ states: await pickerStates(getRegion(request)) }, { headers: { 'Cache-Control': PICKER_STATES_CACHE, Vary: 'Host' } })
  } catch (error) {
    logger.error({ err: error }, 'dispensary picker list unavailable')
    return Response.json({ error: 'The list of dispensaries is unavailable right now. Please try again.' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
