import type { AssistantAnswer } from "@cairn/schema/assistant";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { CheckIcon, XIcon } from "lucide-react";
import { Link } from "react-router";

export interface AnswerViewProps {
  answer: AssistantAnswer;
  /** Its Confirm / Cancel were used (or another question is on its way): the buttons are off. */
  decided: boolean;
  busy: boolean;
  /** Show its follow-up questions (the latest answer only, so older ones do not pile up). */
  showSuggestions: boolean;
  onAsk: (question: string) => void;
  onDecide: (confirm: boolean) => void;
  /** A link was followed: the panel gets out of the way of the page it opens. */
  onNavigate: () => void;
}

/** One answer: its title, its sections of items, its links, an action to confirm, follow-ups. */
export function AnswerView(props: AnswerViewProps) {
  const { answer, decided, busy, showSuggestions, onAsk, onDecide, onNavigate } = props;
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-card p-3 text-sm">
      <p className="font-medium text-foreground">{answer.title}</p>
      {answer.sections.map((section) => (
        <section key={section.heading} className="grid gap-1">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {section.heading}
          </h3>
          {section.items.length === 0 ? (
            <p className="text-muted-foreground">{section.empty}</p>
          ) : (
            <ul className="grid gap-1.5">
              {section.items.map((item, index) => (
                // Items carry no id; their order within a section is stable.
                <li key={index} className="grid">
                  {item.link ? (
                    <Link
                      to={item.link.href}
                      onClick={onNavigate}
                      className="w-fit rounded-sm font-medium text-primary underline-offset-2 hover:underline"
                    >
                      {item.text}
                    </Link>
                  ) : (
                    <span>{item.text}</span>
                  )}
                  {item.detail ? (
                    <span className="text-xs text-muted-foreground">{item.detail}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {answer.links.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {answer.links.map((link) => (
            <Link
              key={link.href + link.label}
              to={link.href}
              onClick={onNavigate}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
      {answer.confirmation ? (
        <div className="grid gap-2 rounded-md bg-muted/60 p-2">
          {/* The title often asks the same already: the prompt shows only when it adds to it. */}
          {answer.confirmation.prompt === answer.title ? null : <p>{answer.confirmation.prompt}</p>}
          <div className="flex gap-2">
            <Button size="sm" disabled={decided || busy} onClick={() => onDecide(true)}>
              <CheckIcon aria-hidden="true" />
              Confirm
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={decided || busy}
              onClick={() => onDecide(false)}
            >
              <XIcon aria-hidden="true" />
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {showSuggestions && answer.suggestions.length > 0 ? (
        <SuggestionChips
          label="Ask next"
          questions={answer.suggestions}
          busy={busy}
          onAsk={onAsk}
        />
      ) : null}
    </div>
  );
}

/** Questions offered as chips; one click asks it. */
export function SuggestionChips({
  label,
  questions,
  busy,
  onAsk,
}: {
  label: string;
  questions: string[];
  busy: boolean;
  onAsk: (question: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <p className="text-xs text-muted-foreground">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {questions.map((question) => (
          <li key={question}>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="h-auto rounded-full px-3 py-1 text-xs font-normal"
              disabled={busy}
              onClick={() => onAsk(question)}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
