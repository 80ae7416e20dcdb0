import { eq } from 'drizzle-orm'
import { type Database, getDb } from '~/db/client.server'
import { dispensaries, formLeads, menus, states } from '~/db/schema'
import { getEnv, publicOrigin } from '~/env.server'
import { leadMailAddress } from '~/forms/lead-mail'
import { enqueueMail } from '~/mail/outbox.server'
import { renderMail } from '~/mail/templates'
import { createRateLimiter } from '~/site/rate-limit.server'
import { type ChatLeadErrors, chatLeadSchema, splitName } from './chat-lead'

/** Messages left when no agent is available, per client address (like Contact Us). */
export const chatLeadLimiter = createRateLimiter({ name: 'chat-lead', windowMs: 60 * 60 * 1000, max: 10 })

export type ChatLeadOutcome = { ok: true; leadId: string } | { ok: false; status: 400 | 429; errors: ChatLeadErrors; message?: string; retryAfterSeconds?: number }

/**
 * A message left in the chat when no agent is available: stored as a lead of the store's dispensary
 * (form type 'support chat', the Contact Us payload's shape, so /staff/leads lists it), with the
 * store's mail queued in the same transaction.
 */
export async function submitChatLead(input: unknown, { clientAddress, now = new Date(), db = getDb() }: { clientAddress: string; now?: Date; db?: Database }): Promise<ChatLeadOutcome> {
  const parsed = chatLeadSchema.safeParse(input)
  if (!parsed.success) {
    const errors: ChatLeadErrors = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ChatLeadErrors
      errors[key] ??= issue.message
    }
    return { ok: false, status: 400, errors }
  }
  const values = parsed.data
  const [store] = await db
    .select({ dispensaryId: dispensaries.id, slug: dispensaries.slug, name: dispensaries.name, stateName: states.name, showChatBox: dispensaries.showChatBox })
    .from(menus)
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .where(eq(menus.storeId, values.storeId))
  if (!store?.showChatBox) return { ok: false, status: 400, errors: { storeId: 'This dispensary does not take chat messages.' } }
  const limit = await chatLeadLimiter.hit(clientAddress, now.getTime())
  if (!limit.ok) {
    return { ok: false, status: 429, errors: {}, message: 'You have sent several messages in a short time. Please try again later or call the dispensary.', retryAfterSeconds: limit.retryAfterSeconds }
  }
  const { firstName, lastName } = splitName(values.name)
  const email = values.email
  const env = getEnv()
  const leadId = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(formLeads)
      .values({
        formType: 'support chat',
        dispensaryId: store.dispensaryId,
        leadEmail: email.toLowerCase(),
        firstName,
        lastName,
        payload: {
          lead_email: email.toLowerCase(),
          email,
          phone_number: '',
          form_state_name: store.stateName,
          form_dispensary_name: store.name,
          first_name: firstName,
          last_name: lastName,
          form_type: 'support chat',
          form_details: { user_query: 'Chat message (no agent was available)', user_message: values.message, user_attachments: [] },
        },
        createdAt: now,
      })
      .returning({ id: formLeads.id })
    if (!lead) throw new Error('form_leads insert returned no row')
    const link = `${publicOrigin(env)}/staff/leads/${lead.id}`
    await enqueueMail(
      {
        to: leadMailAddress(env.LEADS_MAIL_TO, store.slug),
        kind: 'lead-support-chat',
        subject: `Chat message — ${values.name}`,
        ...renderMail({
          heading: `A chat message for ${store.name}`,
          paragraphs: [`${values.name} tried the chat while no one was available and left a message.`, `Their message: ${values.message}`, `Reply to ${email}.`],
          action: { label: 'Read it on the leads page', url: link },
          footnote: 'You get this because you look after this dispensary’s messages.',
        }),
      },
      tx,
    )
    return lead.id
  })
  return { ok: true, leadId }
}
