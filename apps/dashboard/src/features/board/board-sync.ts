/**
 * Keeps the cached board in step with the server's board events, without reading the board
 * again: each event is applied to the cached board (board-model.ts), in version order. The
 * board is read again — once — only when an event is missing (a version gap), came without its
 * task, or the stream reconnected (events sent meanwhile are lost).
 *
 * This person's own changes are drawn at once (optimistic). While one is on its way, or a card
 * is being dragged, events are held: applied on screen they could move cards under the person's
 * hand, and applied on top of an optimistic change they could leave an order the server does
 * not have. Once every own change is confirmed and its own event has come back (or failed), the
 * held events are applied to the server's board as it was before those changes — which the
 * events, own ones included, bring exactly to the server's board now — and that replaces the
 * screen. A change that failed is thereby gone; one confirmed is there, as the server has it.
 */
import type { Board, BoardEvent } from "@cairn/schema/board";
import { applyBoardEvents } from "./board-model";

/** How long a confirmed own change waits for its event before the board is read instead. */
export const ECHO_WAIT_MS = 3_000;
/** Events held beyond this many are dropped, and the board is read instead. */
export const MAX_HELD_EVENTS = 500;

export interface BoardSyncOptions {
  /** Who is looking: an event made by them may be the echo of their own change. */
  userId: number;
  /** The cached board, if any. */
  read(): Board | undefined;
  /** Replaces the cached board. */
  write(board: Board): void;
  /** Reads the board from the server. */
  fetch(): Promise<Board>;
  /** Events applied to the board (other views of the same tasks may mark themselves stale). */
  applied?(events: readonly BoardEvent[]): void;
}

/** What identifies a change and its event: the task it is about, or the columns. */
export function changeKey(event: Pick<BoardEvent, "taskId">): string {
  return event.taskId === null ? "columns" : `task:${event.taskId}`;
}

interface OwnChange {
  key: string;
  state: "sent" | "confirmed" | "failed";
  echoed: boolean;
}

export interface PendingChange {
  /** The server saved the change. */
  confirm(): void;
  /** The server refused it (the caller undoes it on screen). */
  fail(): void;
}

export class BoardSync {
  readonly #options: BoardSyncOptions;
  /** Events received and not yet applied. */
  #held: BoardEvent[] = [];
  /** The server's board under this person's optimistic changes, while there are any. */
  #base: Board | undefined;
  #changes: OwnChange[] = [];
  #dragging = false;
  #fetching = false;
  /** The board must be read again, as soon as nothing is in the way. */
  #resync = false;
  /** Raised by every own change, so that a read begun before it is not drawn over it. */
  #generation = 0;
  #echoTimer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(options: BoardSyncOptions) {
    this.#options = options;
  }

  /** An event from the live stream. */
  receive(event: BoardEvent): void {
    if (event.actorId === this.#options.userId) {
      const key = changeKey(event);
      const own = this.#changes.find(
        (change) => change.key === key && !change.echoed && change.state !== "failed",
      );
      if (own) own.echoed = true;
    }
    this.#held.push(event);
    if (this.#held.length > MAX_HELD_EVENTS) {
      this.#held = [];
      this.#resync = true;
    }
    this.flush();
  }

  /** The stream came back after a break: what was sent meanwhile is lost, so read the board. */
  reconnected(): void {
    // Own events lost in the break are in the board read.
    for (const change of this.#changes) change.echoed = true;
    this.#resync = true;
    this.flush();
  }

  setDragging(dragging: boolean): void {
    this.#dragging = dragging;
    if (!dragging) this.flush();
  }

  /** An own change about to be drawn: call before drawing it, then confirm or fail it. */
  begin(key: string): PendingChange {
    this.#generation += 1;
    this.#base ??= this.#options.read();
    const change: OwnChange = { key, state: "sent", echoed: false };
    this.#changes.push(change);
    return {
      confirm: () => {
        change.state = "confirmed";
        this.flush();
      },
      fail: () => {
        change.state = "failed";
        this.flush();
      },
    };
  }

  /** Applies what is held, if nothing is in the way (also call when the board first arrives). */
  flush(): void {
    if (this.#stopped || this.#dragging || this.#fetching) return;
    if (this.#changes.some((change) => change.state === "sent")) return;
    if (this.#changes.some((change) => change.state === "confirmed" && !change.echoed)) {
      this.#awaitEchoes();
      return;
    }
    this.#clearEchoTimer();
    if (this.#resync) {
      // The screen keeps what it shows (own changes included) until the board is read.
      this.#held = [];
      this.#base = undefined;
      this.#changes = [];
      this.#refetch();
      return;
    }
    const holding = this.#base !== undefined;
    const base = this.#base ?? this.#options.read();
    if (!base) return; // no board yet: the events wait for it
    const { board, applied, incomplete } = applyBoardEvents(base, this.#held);
    this.#held = [];
    this.#base = undefined;
    this.#changes = [];
    if (holding || board !== base) this.#options.write(board);
    if (applied.length > 0) this.#options.applied?.(applied);
    if (incomplete) {
      this.#resync = true;
      this.flush();
    }
  }

  /** Stops timers and drops answers still on their way (the board is no longer shown). */
  stop(): void {
    this.#stopped = true;
    this.#clearEchoTimer();
  }

  /** Starts (again) after `stop`. */
  start(): void {
    this.#stopped = false;
    this.flush();
  }

  #refetch(): void {
    this.#resync = false;
    this.#fetching = true;
    const generation = this.#generation;
    this.#options.fetch().then(
      (fresh) => {
        this.#fetching = false;
        if (this.#stopped) return;
        if (generation !== this.#generation) {
          // An own change began meanwhile: this answer may not show it. Read again after it.
          this.#resync = true;
          this.flush();
          return;
        }
        const { board, applied, incomplete } = applyBoardEvents(fresh, this.#held);
        this.#held = [];
        this.#options.write(board);
        if (applied.length > 0) this.#options.applied?.(applied);
        if (incomplete) this.#resync = true;
        this.flush();
      },
      () => {
        // Tried again with the next event or reconnection.
        this.#fetching = false;
        this.#resync = true;
      },
    );
  }

  #awaitEchoes(): void {
    if (this.#echoTimer !== undefined) return;
    this.#echoTimer = setTimeout(() => {
      this.#echoTimer = undefined;
      for (const change of this.#changes) change.echoed = true;
      this.#resync = true;
      this.flush();
    }, ECHO_WAIT_MS);
  }

  #clearEchoTimer(): void {
    clearTimeout(this.#echoTimer);
    this.#echoTimer = undefined;
  }
}
