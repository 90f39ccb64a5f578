/**
 * Where the assistant panel keeps each person's conversation: the tab's sessionStorage, one key
 * per signed-in user, so a second account signed in later in the same tab starts afresh. Kept
 * with the session, whose logout (in the main bundle) clears the keys without the panel's code,
 * and which the panel depends on anyway.
 */
const PREFIX = "cairn:assistant:";

export function conversationKey(userId: number): string {
  return `${PREFIX}${userId}`;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off by the browser's settings: the panel then forgets on reload.
    return null;
  }
}

export function defaultStore(): Storage | null {
  return sessionStore();
}

/** Forgets every conversation of this tab (at logout). */
export function clearConversations(store: Storage | null = sessionStore()): void {
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
