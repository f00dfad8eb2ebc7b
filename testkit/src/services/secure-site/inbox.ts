/** One mail the service "sent": a one-time code or a device-approval link. */
export type InboxMessage = {
  id: number
  to: string
  kind: 'login-code' | 'device-approval' | 'update-primary-code' | 'update-secondary-code'
  subject: string
  /** The six-digit code, for the code kinds. */
  code?: string
  /** The approval link, for `device-approval`. */
  link?: string
  sentAt: number
}

/** The local inbox: every mail the service sends lands here, for the tests and the playground's inbox page. */
export function createInbox(now: () => number) {
  const messages: InboxMessage[] = []
  let nextId = 1
  return {
    send(message: Omit<InboxMessage, 'id' | 'sentAt'>): InboxMessage {
      const sent = { ...message, id: nextId++, sentAt: now() }
      messages.push(sent)
      return sent
    },
    /** Every message to `to` (all when absent), oldest first. */
    list(to?: string): InboxMessage[] {
      const address = to?.toLowerCase()
      return messages.filter((m) => address === undefined || m.to === address)
    },
    clear() {
      messages.length = 0
    },
  }
}

export type Inbox = ReturnType<typeof createInbox>
