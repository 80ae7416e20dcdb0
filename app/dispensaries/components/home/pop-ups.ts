/** 001 §4.5 / 000 §4: the three pop-ups of the hero and the lounge tab; one visible at a time. */
export type PopUp = 'reservation' | 'events' | 'smokeasy'
export type PopUpState = PopUp | null
export type PopUpAction = { type: 'open'; popUp: PopUp } | { type: 'back' } | { type: 'close' }

export function popUpReducer(state: PopUpState, action: PopUpAction): PopUpState {
  switch (action.type) {
    case 'open':
      return action.popUp
    case 'back':
      // Back from reservation or events returns to smokeasy; the smokeasy pop-up has no back.
      return state === 'reservation' || state === 'events' ? 'smokeasy' : state
    case 'close':
      return null
  }
}

/** Buttons whose title contains 'reservation' or 'event' open the matching pop-up. */
export function popUpForTitle(title: string): 'reservation' | 'events' | null {
  const lower = title.toLowerCase()
  if (lower.includes('reservation')) return 'reservation'
  if (lower.includes('event')) return 'events'
  return null
}

export const POP_UP_TITLES: Record<PopUp, string> = {
  reservation: 'Reserve a table',
  events: 'Event calendar',
  smokeasy: 'The Smokeasy',
}
