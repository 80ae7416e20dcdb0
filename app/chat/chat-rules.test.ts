import { describe, expect, it } from 'vitest'
import {
  affirmationLabel,
  afterOutsideClick,
  asksForChat,
  chatStatusLine,
  headerButtonAction,
  parseChatDetails,
  parseStoreId,
  restoreFromSession,
  SESSION_KEYS,
  sessionEntries,
  withoutChatFlow,
  type WidgetState,
} from './chat-rules'

const details = { chatId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', token: 'abc', storeId: 1001 }

describe('header button (000 §4)', () => {
  it.each([
    [true, true, 'minimize'],
    [true, false, 'close'],
    [false, true, 'close'],
    [false, false, 'close'],
  ] as const)('agents %s, editable %s → %s', (agents, editable, action) => {
    expect(headerButtonAction(agents, editable)).toBe(action)
  })
})

describe('outside click (000 §4)', () => {
  it.each<[WidgetState, boolean, boolean, WidgetState]>([
    ['open', false, false, 'minimized'],
    ['open', true, false, 'open'],
    ['open', false, true, 'open'],
    ['minimized', false, false, 'minimized'],
    ['closed', false, false, 'closed'],
  ])('%s, on a trigger %s, gate open %s → %s', (state, onTrigger, gateOpen, next) => {
    expect(afterOutsideClick(state, { onTrigger, gateOpen })).toBe(next)
  })
})

describe('session storage restore (000 §3, §4)', () => {
  const reader = (values: Record<string, string>) => (key: string) => values[key] ?? null
  it.each([
    ['open with details', { isChatOpen: 'true', minimizeChat: 'false', chatDetails: JSON.stringify(details) }, { state: 'open', details, hasAgentJoined: false, ended: false }],
    ['minimized with details', { isChatOpen: 'true', minimizeChat: 'true', chatDetails: JSON.stringify(details), hasAgentJoined: 'true' }, { state: 'minimized', details, hasAgentJoined: true, ended: false }],
    ['ended chat', { isChatOpen: 'true', chatDetails: JSON.stringify(details), isChatEnded: 'true' }, { state: 'open', details, hasAgentJoined: false, ended: true }],
    ['closed', { isChatOpen: 'false', chatDetails: JSON.stringify(details) }, null],
    ['open without details', { isChatOpen: 'true' }, null],
    ['details that are not JSON', { isChatOpen: 'true', chatDetails: '{oops' }, null],
    ['details with a bad id', { isChatOpen: 'true', chatDetails: JSON.stringify({ ...details, chatId: '42' }) }, null],
    ['details without a token', { isChatOpen: 'true', chatDetails: JSON.stringify({ ...details, token: '' }) }, null],
    ['details with a bad store', { isChatOpen: 'true', chatDetails: JSON.stringify({ ...details, storeId: -1 }) }, null],
  ])('%s', (_name, values, expected) => {
    expect(restoreFromSession(reader(values as Record<string, string>))).toEqual(expected)
  })

  it.each<[WidgetState, boolean, boolean, Record<string, string | null>]>([
    ['open', false, false, { isChatOpen: 'true', minimizeChat: 'false', chatDetails: JSON.stringify(details), hasAgentJoined: null, isChatEnded: null }],
    ['minimized', true, false, { isChatOpen: 'true', minimizeChat: 'true', chatDetails: JSON.stringify(details), hasAgentJoined: 'true', isChatEnded: null }],
    ['open', true, true, { isChatOpen: 'true', minimizeChat: 'false', chatDetails: JSON.stringify(details), hasAgentJoined: 'true', isChatEnded: 'true' }],
    ['closed', true, true, { isChatOpen: 'false', minimizeChat: 'false', chatDetails: null, hasAgentJoined: null, isChatEnded: null }],
  ])('saves %s (agent joined %s, ended %s)', (state, joined, ended, expected) => {
    expect(sessionEntries(state, details, joined, ended)).toEqual(expected)
  })

  it('round-trips what it saves', () => {
    const saved = sessionEntries('minimized', details, true, false)
    expect(restoreFromSession((key) => saved[key] ?? null)).toEqual({ state: 'minimized', details, hasAgentJoined: true, ended: false })
    expect(Object.keys(saved).sort()).toEqual(Object.values(SESSION_KEYS).sort())
  })

  it.each([
    [null, null],
    ['', null],
    ['[]', null],
    ['"x"', null],
    [JSON.stringify(details), details],
  ])('parseChatDetails(%s)', (value, expected) => {
    expect(parseChatDetails(value)).toEqual(expected)
  })
})

describe('flow=chat-support (000 §2)', () => {
  it.each([
    ['?flow=chat-support', true, ''],
    ['?a=1&flow=chat-support&b=2', true, '?a=1&b=2'],
    ['?flow=signup', false, '?flow=signup'],
    ['', false, ''],
    ['?flow=chat', false, '?flow=chat'],
  ])('%s', (search, asks, rest) => {
    expect(asksForChat(search)).toBe(asks)
    expect(withoutChatFlow(search)).toBe(rest)
  })
})

describe('store ids', () => {
  it.each([
    ['1001', 1001],
    ['1', 1],
    ['0', null],
    ['-4', null],
    ['12.5', null],
    ['1e3', null],
    ['0012', null],
    ['1234567890', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(parseStoreId(value)).toBe(expected)
  })
})

describe('what the window says', () => {
  it.each([
    ['queued', null, 'Waiting for the next available agent…'],
    ['active', 'Priya', 'You are chatting with Priya.'],
    ['active', null, 'An agent has joined.'],
    ['ended', 'Priya', 'This chat has ended.'],
  ] as const)('%s with %s', (status, agent, line) => {
    expect(chatStatusLine(status, agent)).toBe(line)
  })
  it.each([
    [false, 'I am 21 or older.'],
    [true, 'I am 21 or older, or a registered medical patient.'],
  ] as const)('affirmation where patients are served: %s', (kind, label) => {
    expect(affirmationLabel(kind)).toBe(label)
  })
})
