import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type KeyboardEvent, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { insertMention, matchingCandidates, mentionQueryAt } from "./mention-query.js";
import { MentionTextarea } from "./mention-textarea.js";

const PEOPLE = [
  { id: 1, name: "Sam Rivera", description: "client" },
  { id: 2, name: "Jordan Lee", description: "consultant" },
  { id: 3, name: "Ada Lovelace", description: "assignee" },
  { id: 4, name: "Adam Smith", description: "assignee" },
];

describe("mentionQueryAt", () => {
  it("finds the @name being typed at the caret, up to two words", () => {
    expect(mentionQueryAt("Hi @Sa", 6)).toEqual({ start: 3, end: 6, text: "Sa" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, end: 1, text: "" });
    expect(mentionQueryAt("(@Ada Lo", 8)).toEqual({ start: 1, end: 8, text: "Ada Lo" });
    expect(mentionQueryAt("mail me@example", 15)).toBeNull();
    expect(mentionQueryAt("@Ada Love lace", 14)).toBeNull();
    expect(mentionQueryAt("@Sam and", 4)).toEqual({ start: 0, end: 4, text: "Sam" });
  });

  it("matches names and words of names, names first", () => {
    expect(matchingCandidates(PEOPLE, "ad").map((p) => p.id)).toEqual([3, 4]);
    expect(matchingCandidates(PEOPLE, "lee").map((p) => p.id)).toEqual([2]);
    expect(matchingCandidates(PEOPLE, "s").map((p) => p.id)).toEqual([1, 4]);
    expect(matchingCandidates(PEOPLE, "").map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(matchingCandidates(PEOPLE, "zz")).toEqual([]);
  });

  it("replaces the query with the name and a space", () => {
    const query = { start: 3, end: 6, text: "Sa" };
    expect(insertMention("Hi @Sa please", query, { id: 1, name: "Sam Rivera" })).toEqual({
      value: "Hi @Sam Rivera please",
      caret: 15,
    });
  });
});

function Composer({
  onMention = () => {},
  onKeyDown = () => {},
}: {
  onMention?: (person: (typeof PEOPLE)[number]) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}) {
  const [value, setValue] = useState("");
  return (
    <>
      <MentionTextarea
        aria-label="Comment"
        value={value}
        onValueChange={setValue}
        people={PEOPLE}
        onMention={onMention}
        onKeyDown={onKeyDown}
      />
      <p data-testid="value">{value}</p>
    </>
  );
}

describe("MentionTextarea", () => {
  it("offers people as @ is typed; arrows move, Enter chooses", async () => {
    const user = userEvent.setup();
    const onMention = vi.fn();
    render(<Composer onMention={onMention} />);
    const box = screen.getByRole("textbox", { name: "Comment" });
    await user.type(box, "Thanks @ad");
    const list = screen.getByRole("listbox", { name: "People to mention" });
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Ada Lovelaceassignee",
      "Adam Smithassignee",
    ]);
    expect(box.getAttribute("aria-controls")).toBe(list.id);
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(screen.getByRole("status").textContent).toContain("2 people to mention");

    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(screen.getByTestId("value").textContent).toBe("Thanks @Adam Smith ");
    expect(onMention).toHaveBeenCalledWith(PEOPLE[3]);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(box.hasAttribute("aria-activedescendant")).toBe(false);
    // The caret is after the inserted name: typing goes on from there.
    await user.keyboard("hi");
    expect((box as HTMLTextAreaElement).value).toBe("Thanks @Adam Smith hi");
  });

  it("chooses with Tab or a click, and Escape closes only the list", async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a test's listener, standing in for a dialog that closes on Escape
      <div onKeyDown={(event) => event.key === "Escape" && outside()}>
        <Composer />
      </div>,
    );
    const box = screen.getByRole("textbox", { name: "Comment" });
    await user.type(box, "@jor");
    await user.keyboard("{Tab}");
    expect((box as HTMLTextAreaElement).value).toBe("@Jordan Lee ");
    expect(document.activeElement).toBe(box);

    await user.type(box, "and @s");
    expect(screen.getAllByRole("option")).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(outside).not.toHaveBeenCalled();
    // Typing on after Escape keeps it closed for that @; a new @ opens it again.
    await user.keyboard("a");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.keyboard(" @");
    expect(screen.getAllByRole("option")).toHaveLength(4);
    await user.click(screen.getByRole("option", { name: /Sam Rivera/ }));
    expect((box as HTMLTextAreaElement).value).toBe("@Jordan Lee and @sa @Sam Rivera ");
    // With no list open, Escape goes to whatever holds the field.
    await user.keyboard("{Escape}");
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it("passes Ctrl+Enter on, and plain Enter when nothing is offered", async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    render(
      <Composer
        onKeyDown={(event) => {
          keys.push(`${event.ctrlKey ? "Ctrl+" : ""}${event.key}`);
        }}
      />,
    );
    const box = screen.getByRole("textbox", { name: "Comment" });
    await user.type(box, "@sa");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(keys).toContain("Ctrl+Enter");
    expect((box as HTMLTextAreaElement).value).toBe("@sa");
  });
});
