import {
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { cn } from "../cn/cn.js";
import { controlClasses } from "../input/input.js";
import { useOwnEscape } from "../own-escape/own-escape.js";
import {
  insertMention,
  type MentionCandidate,
  type MentionQuery,
  matchingCandidates,
  mentionQueryAt,
} from "./mention-query.js";

export type MentionTextareaProps<T extends MentionCandidate = MentionCandidate> = Omit<
  ComponentProps<"textarea">,
  "value" | "defaultValue" | "onChange"
> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Who may be mentioned. */
  people: readonly T[];
  /** Called when someone is chosen from the list (their `@Name` is already in the text). */
  onMention?: (person: T) => void;
  /** The accessible name of the list of people. */
  listLabel?: string;
};

/**
 * A textarea that offers people to mention as `@Name` is typed: the list opens under it, the
 * arrow keys move through it, Enter or Tab chooses, Escape closes it (and only it); a click
 * chooses too. The textarea keeps focus throughout and names the active option with
 * `aria-activedescendant`; a polite status says how many people match.
 */
export function MentionTextarea<T extends MentionCandidate>({
  value,
  onValueChange,
  people,
  onMention,
  listLabel = "People to mention",
  className,
  rows = 4,
  onKeyDown,
  onSelect,
  onBlur,
  ref,
  ...props
}: MentionTextareaProps<T>) {
  const listId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const wrapper = useRef<HTMLDivElement | null>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  /** The `@` whose list was closed with Escape: not offered again until another is typed. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const matches = query && query.start !== dismissed ? matchingCandidates(people, query.text) : [];
  const open = matches.length > 0;
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !inner.current) return;
    pendingCaret.current = null;
    inner.current.setSelectionRange(caret, caret);
  });

  const follow = (text: string, caret: number) => {
    const next = mentionQueryAt(text, caret);
    if (next?.start !== query?.start) setActive(0);
    if (next === null || (dismissed !== null && next.start !== dismissed)) setDismissed(null);
    setQuery(next);
  };

  const choose = (person: T) => {
    if (!query) return;
    const next = insertMention(value, query, person);
    pendingCaret.current = next.caret;
    onValueChange(next.value);
    setQuery(null);
    onMention?.(person);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if (open && !modified) {
      const chosen = matches[activeIndex];
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + matches.length) % matches.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey && chosen) {
        event.preventDefault();
        choose(chosen);
        return;
      }
    }
    onKeyDown?.(event);
  };

  // Escape closes the list only: a dialog or panel around the field stays open.
  useOwnEscape(wrapper, () => {
    if (!open || !query) return false;
    setDismissed(query.start);
    return true;
  });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onValueChange(event.target.value);
    follow(event.target.value, event.target.selectionStart);
  };

  const handleSelect = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    if (target.selectionStart === target.selectionEnd) follow(target.value, target.selectionStart);
    else setQuery(null);
    onSelect?.(event);
  };

  return (
    <div ref={wrapper} className="relative">
      <textarea
        // What people write is shown in its own direction (right-to-left text reads so).
        dir="auto"
        {...props}
        ref={(element) => {
          inner.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        rows={rows}
        value={value}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onSelect={handleSelect}
        onBlur={(event) => {
          setQuery(null);
          onBlur?.(event);
        }}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        className={cn(controlClasses, "min-h-20 resize-y py-2", className)}
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {matches.map((person, index) => (
            // The keys that choose are the textarea's (it keeps focus, and aria-activedescendant
            // names this option); a press chooses without taking focus from it.
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                "flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-2 py-1.5 text-sm",
                index === activeIndex && "bg-accent text-accent-foreground",
              )}
            >
              <span className="truncate font-medium">{person.name}</span>
              {person.description ? (
                <span
                  className={cn(
                    "shrink-0 text-xs",
                    index === activeIndex ? "text-accent-foreground" : "text-muted-foreground",
                  )}
                >
                  {person.description}
                </span>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      <span role="status" className="sr-only">
        {open
          ? `${matches.length} ${matches.length === 1 ? "person" : "people"} to mention: arrow keys to move, Enter to choose, Escape to close.`
          : ""}
      </span>
    </div>
  );
}
