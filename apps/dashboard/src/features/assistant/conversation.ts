import { type AssistantAnswer, assistantAnswer } from "@cairn/schema/assistant";
import { conversationKey, defaultStore } from "../session/conversation-keys";

/** One exchange of the panel: what was asked (or the yes/no given) and what came back. */
export interface Turn {
  id: number;
  /** The question as typed, or "Confirm" / "Cancel" for the answer to a proposed action. */
  asked: string;
  answer?: AssistantAnswer;
  /** The API's message when the question failed. */
  error?: string;
  /** Set once its proposed action was confirmed or cancelled: the buttons are then spent. */
  decided?: boolean;
}

/** The panel keeps the latest exchanges only; sessionStorage is small and the oldest go stale. */
export const MAX_TURNS = 30;

function isTurn(value: unknown): value is Turn {
  if (typeof value !== "object" || value === null) return false;
  const turn = value as Record<string, unknown>;
  if (typeof turn.id !== "number" || typeof turn.asked !== "string") return false;
  if (turn.error !== undefined && typeof turn.error !== "string") return false;
  if (turn.decided !== undefined && typeof turn.decided !== "boolean") return false;
  return turn.answer === undefined || assistantAnswer.safeParse(turn.answer).success;
}

/** The person's conversation of this tab; anything unreadable (an older shape) is dropped. */
export function loadConversation(userId: number, store = defaultStore()): Turn[] {
  const raw = store?.getItem(conversationKey(userId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isTurn).slice(-MAX_TURNS) : [];
  } catch {
    return [];
  }
}

export function saveConversation(userId: number, turns: Turn[], store = defaultStore()): void {
  if (!store) return;
  const key = conversationKey(userId);
  try {
    if (turns.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch (error) {
    // A full storage loses the history on reload, not the conversation on screen.
    console.warn("The assistant's conversation could not be saved.", error);
  }
}

/** The conversation with one more exchange, the oldest dropped past MAX_TURNS. */
export function addTurn(turns: Turn[], turn: Omit<Turn, "id">): Turn[] {
  const id = turns.reduce((highest, each) => Math.max(highest, each.id), 0) + 1;
  return [...turns, { ...turn, id }].slice(-MAX_TURNS);
}

/** Spends the Confirm / Cancel buttons of one exchange. */
export function markDecided(turns: Turn[], id: number): Turn[] {
  return turns.map((turn) => (turn.id === id ? { ...turn, decided: true } : turn));
}
