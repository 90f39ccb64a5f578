import { appErrorCode, errorMessage } from "@cairn/api-client/errors";
import { appRole } from "@cairn/api-client/session";
import { ASSISTANT_QUESTION_MAX, type AskInput } from "@cairn/schema/assistant";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@cairn/ui/dialog";
import { Textarea } from "@cairn/ui/textarea";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, LoaderCircleIcon, SendIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTRPC } from "../../lib/api";
import { useSession } from "../session/session-context";
import { AnswerView, SuggestionChips } from "./answer-view";
import { ChatLinking } from "./chat-linking";
import {
  addTurn,
  loadConversation,
  markDecided,
  saveConversation,
  type Turn,
} from "./conversation";
import { PANEL_INPUT_ATTRIBUTE } from "./panel-input";
import { askMutation, panelProjectQuery } from "./queries";
import { pageOf, suggestionsFor } from "./suggestions";

export interface AssistantPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The assistant panel (docs/assistant.md): a side sheet holding this tab's conversation with
 * the PMO assistant, a box to ask in, and how to link Slack or Teams. Loaded only when first
 * opened (assistant-button.tsx).
 */
export default function AssistantPanel({ open, onOpenChange }: AssistantPanelProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          "top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0",
          "flex flex-col gap-0 overflow-hidden rounded-none border-y-0 border-r-0 p-0 sm:rounded-l-xl",
          "motion-safe:data-[state=open]:animate-fade-in",
        )}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        data-assistant-panel=""
      >
        <Conversation inputRef={inputRef} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** What a failed question shows: the API's words, and a plain "please wait" when rate-limited. */
function failureText(error: unknown): string {
  const message = errorMessage(error, "The assistant could not answer. Please try again.");
  return appErrorCode(error) === "TOO_MANY_REQUESTS"
    ? `Please wait a moment before asking again. ${message}`
    : message;
}

function Conversation({
  inputRef,
  onClose,
}: {
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { user } = useSession();
  const { pathname } = useLocation();
  const inputId = useId();
  const counterId = useId();
  const [turns, setTurns] = useState<Turn[]>(() => loadConversation(user.id));
  const [typed, setTyped] = useState("");
  const endRef = useRef<HTMLDivElement>(null);

  const page = pageOf(pathname);
  const project = useQuery(
    panelProjectQuery(trpc, page.kind === "project" ? page.projectId : null),
  );
  const starters = suggestionsFor(page, {
    staff: appRole(user.role) !== "client",
    projectName: page.kind === "project" ? project.data?.name : null,
  });

  const ask = useMutation(askMutation(trpc));
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => saveConversation(user.id, turns), [user.id, turns]);
  // The newest exchange (or the "Thinking…" under it) comes into view.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [turns.length, pending]);

  function send(asked: string, input: AskInput, spend?: number) {
    if (ask.isPending) return;
    setPending(asked);
    if (spend !== undefined) setTurns((current) => markDecided(current, spend));
    ask.mutate(input, {
      onSuccess: (answer) => setTurns((current) => addTurn(current, { asked, answer })),
      onError: (error) =>
        setTurns((current) => addTurn(current, { asked, error: failureText(error) })),
      onSettled: () => setPending(null),
    });
  }

  function askQuestion(question: string) {
    const trimmed = question.trim();
    // One question at a time: Enter while one is on its way keeps the words in the box.
    if (!trimmed || ask.isPending) return;
    setTyped("");
    send(trimmed, { question: trimmed });
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    askQuestion(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      askQuestion(typed);
    }
  }

  const latest = turns.at(-1);
  return (
    <>
      <div className="flex items-start gap-2 border-b border-border px-4 py-3 pr-12">
        <div className="grid gap-0.5">
          <DialogTitle>Assistant</DialogTitle>
          <DialogDescription>
            Ask about your projects, tasks and leads. Ctrl+/ opens and closes this panel.
          </DialogDescription>
        </div>
        {turns.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto shrink-0"
            disabled={ask.isPending}
            onClick={() => setTurns([])}
          >
            <Trash2Icon aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>

      <section
        aria-label="Conversation"
        className="grid flex-1 content-start gap-4 overflow-y-auto p-4"
      >
        {turns.length === 0 && !pending ? (
          <div className="grid gap-3 text-sm text-muted-foreground">
            <p>Ask in plain words, or try one of these.</p>
            <SuggestionChips
              label="Suggested questions"
              questions={starters}
              busy={ask.isPending}
              onAsk={askQuestion}
            />
          </div>
        ) : null}
        {turns.map((turn) => (
          <article key={turn.id} className="grid gap-2" aria-label={`You asked: ${turn.asked}`}>
            <p className="ml-auto max-w-[85%] rounded-lg bg-primary px-3 py-1.5 text-sm break-words whitespace-pre-wrap text-primary-foreground">
              {turn.asked}
            </p>
            {turn.answer ? (
              <AnswerView
                answer={turn.answer}
                decided={turn.decided === true}
                busy={ask.isPending}
                showSuggestions={turn === latest}
                onAsk={askQuestion}
                onNavigate={onClose}
                onDecide={(confirm) => {
                  const token = turn.answer?.confirmation?.token;
                  if (token) {
                    send(confirm ? "Confirm" : "Cancel", { confirmation: token, confirm }, turn.id);
                  }
                }}
              />
            ) : (
              <p className="flex gap-2 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger-soft-foreground">
                <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {turn.error}
              </p>
            )}
          </article>
        ))}
        {pending ? (
          <p className="ml-auto max-w-[85%] rounded-lg bg-primary px-3 py-1.5 text-sm break-words whitespace-pre-wrap text-primary-foreground">
            {pending}
          </p>
        ) : null}
        {/* Announces the wait, then the answer's title, to screen readers as they happen. */}
        <div aria-live="polite" className="text-sm text-muted-foreground">
          {pending ? (
            <span className="flex items-center gap-2">
              <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              Thinking…
            </span>
          ) : latest ? (
            <span className="sr-only">
              {latest.answer ? `Answered: ${latest.answer.title}` : `Not answered: ${latest.error}`}
            </span>
          ) : null}
        </div>
        <div ref={endRef} />
      </section>

      <div className="grid gap-3 border-t border-border p-4">
        <form onSubmit={onSubmit} className="grid gap-1.5">
          <label htmlFor={inputId} className="sr-only">
            Ask the assistant
          </label>
          <div className="flex items-end gap-2">
            <Textarea
              id={inputId}
              ref={inputRef}
              rows={2}
              value={typed}
              maxLength={ASSISTANT_QUESTION_MAX}
              placeholder="Ask a question, e.g. what should I work on?"
              aria-describedby={counterId}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              className="min-h-0 resize-none"
              {...{ [PANEL_INPUT_ATTRIBUTE]: "" }}
            />
            <Button
              type="submit"
              size="icon"
              aria-label="Send"
              disabled={!typed.trim() || ask.isPending}
            >
              <SendIcon aria-hidden="true" />
            </Button>
          </div>
          <p id={counterId} className="text-xs text-muted-foreground">
            Enter sends, Shift+Enter starts a new line · {typed.length}/{ASSISTANT_QUESTION_MAX}
          </p>
        </form>
        <ChatLinking />
      </div>
    </>
  );
}
