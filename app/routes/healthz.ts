import { pingDatabase } from '~/db/client.server'

export async function loader() {
  const ok = await pingDatabase()
  return Response.json(
    { status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'unavailable' },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
