import { COMMENT_MAX_LENGTH, type TaskComment } from "@cairn/schema/comments";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { SHOW_MORE_SIZE } from "../../lib/list-view";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import type { Person } from "../session/person";
import { SessionContext } from "../session/session-context";
import { lengthLeft, TaskComments } from "./task-comments";

const SAM: Person = {
  id: 4,
  username: "client",
  email: "sam@northwind.example",
  firstName: "Sam",
  lastName: "Rivera",
  role: "user",
  company: "Northwind",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const PEOPLE = [
  { id: 2, name: "Jordan Lee", initials: "JL", part: "consultant" },
  { id: 4, name: "Sam Rivera", initials: "SR", part: "client" },
  { id: 7, name: "Ada Lovelace", initials: "AL", part: "assignee" },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function comment(id: number, body: string, authorId = SAM.id, extra: Partial<TaskComment> = {}) {
  const author = PEOPLE.find((person) => person.id === authorId);
  return {
    id,
    taskId: 31,
    body,
    author: author ? { id: author.id, name: author.name, initials: author.initials } : null,
    mentions: [],
    createdAt: "2026-11-27T09:30:00.000Z",
    editedAt: null,
    ...extra,
  } satisfies TaskComment;
}

/** The API of one task's comments, kept in memory as the server would. */
function serveComments(initial: TaskComment[]) {
  let thread = [...initial];
  let next = 100;
  const api = fakeTrpc({
    // Paged as the API pages: oldest first, `limit` from `offset`.
    "comments.list": ({ limit, offset }: { limit: number; offset: number }) =>
      thread.slice(offset, offset + limit),
    "comments.listMentionable": () => PEOPLE,
    "comments.following": () => ({ following: true, followers: 2 }),
    "comments.create": ({ body }: { body: string }) => {
      const mentions = PEOPLE.filter((p) => body.includes(`(user:${p.id})`)).map(
        ({ part: _part, ...person }) => person,
      );
      const made = comment(next++, body, SAM.id, { mentions });
      thread = [...thread, made];
      return made;
    },
    "comments.update": ({ commentId, body }: { commentId: number; body: string }) => {
      const found = thread.find((c) => c.id === commentId);
      if (!found) throw new FakeApiError("NOT_FOUND", 404, `Comment ${commentId} was not found.`);
      const edited = { ...found, body, editedAt: "2026-11-27T10:00:00.000Z" };
      thread = thread.map((c) => (c.id === commentId ? edited : c));
      return edited;
    },
    "comments.remove": ({ commentId }: { commentId: number }) => {
      thread = thread.filter((c) => c.id !== commentId);
      return null;
    },
  });
  return api;
}

function renderComments() {
  render(
    <ApiProvider>
      <SessionContext.Provider value={{ user: SAM, logout: async () => {} }}>
        <TaskComments taskId={31} projectId={5} />
      </SessionContext.Provider>
    </ApiProvider>,
  );
}

describe("the composer's length count", () => {
  it("says nothing far from the limit, then what is left, then how far over it a comment is", () => {
    expect(lengthLeft(0)).toBeNull();
    expect(lengthLeft(COMMENT_MAX_LENGTH - 1001)).toBeNull();
    expect(lengthLeft(COMMENT_MAX_LENGTH - 1000)).toBe("1000 characters left");
    expect(lengthLeft(COMMENT_MAX_LENGTH - 1)).toBe("1 character left");
    expect(lengthLeft(COMMENT_MAX_LENGTH)).toBe("0 characters left");
    expect(lengthLeft(COMMENT_MAX_LENGTH + 5)).toBe("5 characters over the limit of 10,000");
  });
});

describe("TaskComments", () => {
  it("shows the first page of a long thread, and the rest on Show more by keyboard", async () => {
    const user = userEvent.setup();
    const count = SHOW_MORE_SIZE + 7;
    const api = serveComments(
      Array.from({ length: count }, (_, i) => comment(i + 1, `Update ${i + 1}`, 2)),
    );
    renderComments();
    const heading = await screen.findByRole("heading", {
      name: new RegExp(`^Comments\\s*${SHOW_MORE_SIZE}\\+$`),
    });
    expect(heading).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(SHOW_MORE_SIZE);
    expect(api.inputsOf("comments.list")).toEqual([
      { taskId: 31, limit: SHOW_MORE_SIZE + 1, offset: 0 },
    ]);

    const more = screen.getByRole("button", { name: "Show more" });
    more.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(count));
    expect(api.inputsOf("comments.list")).toEqual([
      { taskId: 31, limit: SHOW_MORE_SIZE + 1, offset: 0 },
      { taskId: 31, limit: SHOW_MORE_SIZE + 1, offset: SHOW_MORE_SIZE },
    ]);
    // The oldest first, every comment once; the end is said, and has the focus.
    const texts = screen.getAllByRole("article").map((article) => article.textContent ?? "");
    expect(texts[0]).toContain("Update 1");
    expect(texts[SHOW_MORE_SIZE]).toContain(`Update ${SHOW_MORE_SIZE + 1}`);
    expect(texts.at(-1)).toContain(`Update ${count}`);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(
      screen.getByRole("heading", { name: new RegExp(`^Comments\\s*${count}$`) }),
    ).toBeTruthy();
    const end = screen.getByText(`All ${count} comments shown`);
    await waitFor(() => expect(document.activeElement).toBe(end));
  });

  it("offers no Show more when the thread fits a page", async () => {
    serveComments([comment(1, "Only one")]);
    renderComments();
    expect(await screen.findByRole("article", { name: "Sam Rivera" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(screen.queryByText(/comments shown/)).toBeNull();
  });

  it("mentions someone from the autocomplete by keyboard and sends with Ctrl+Enter", async () => {
    const user = userEvent.setup();
    const api = serveComments([]);
    renderComments();
    expect(await screen.findByRole("heading", { name: "No comments yet" })).toBeTruthy();

    const box = screen.getByRole("textbox", { name: "Add a comment" });
    await user.click(box);
    await user.keyboard("Thanks @ad");
    const list = await screen.findByRole("listbox", { name: "People to mention" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ada Lovelaceon a task"]);
    await user.keyboard("{Enter}");
    expect((box as HTMLTextAreaElement).value).toBe("Thanks @Ada Lovelace ");
    // A name typed whole is a mention too; Escape closes the list and leaves the text.
    await user.keyboard("and @jor{Escape} — @Jordan Lee, see above");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.keyboard("{Control>}{Enter}{/Control}");

    await waitFor(() =>
      expect(api.inputsOf("comments.create")).toEqual([
        {
          taskId: 31,
          body: "Thanks @[Ada Lovelace](user:7) and @jor — @[Jordan Lee](user:2), see above",
        },
      ]),
    );
    // The thread shows it, mentions as chips with the people's names; the composer is empty.
    const thread = await screen.findByRole("list");
    const posted = await within(thread).findByRole("article", { name: "Sam Rivera" });
    // (The Markdown viewer loads on first use: it may take a moment on a busy machine.)
    expect(await within(posted).findByText("@Ada Lovelace", {}, { timeout: 5000 })).toBeTruthy();
    expect(within(posted).getByText("@Jordan Lee")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("edits one's own comment with its mentions kept, and deletes after confirming", async () => {
    const user = userEvent.setup();
    const api = serveComments([
      comment(1, "@[Ada](user:7) can you check?", SAM.id, {
        mentions: [{ id: 7, name: "Ada Lovelace", initials: "AL" }],
      }),
      comment(2, "Checked.", 2),
    ]);
    renderComments();
    const mine = await screen.findByRole("article", { name: "Sam Rivera" });
    const theirs = screen.getByRole("article", { name: "Jordan Lee" });
    // Only one's own comment offers Edit and Delete (Sam is not an admin).
    expect(within(theirs).queryByRole("button")).toBeNull();

    // Escape leaves the editor without saving.
    await user.click(within(mine).getByRole("button", { name: "Edit comment by Sam Rivera" }));
    await user.keyboard(" never mind{Escape}");
    expect(within(mine).queryByRole("textbox")).toBeNull();
    expect(api.inputsOf("comments.update")).toEqual([]);

    await user.click(within(mine).getByRole("button", { name: "Edit comment by Sam Rivera" }));
    const editor = within(mine).getByRole("textbox");
    expect(document.activeElement).toBe(editor);
    expect((editor as HTMLTextAreaElement).value).toBe("@Ada Lovelace can you check?");
    // The caret waits after the text.
    expect((editor as HTMLTextAreaElement).selectionStart).toBe(28);
    await user.keyboard(" Today please.{Control>}{Enter}{/Control}");
    await waitFor(() =>
      expect(api.inputsOf("comments.update")).toEqual([
        { taskId: 31, commentId: 1, body: "@[Ada Lovelace](user:7) can you check? Today please." },
      ]),
    );
    expect(await within(mine).findByText("(edited)")).toBeTruthy();

    await user.click(within(mine).getByRole("button", { name: "Delete comment by Sam Rivera" }));
    expect(api.inputsOf("comments.remove")).toEqual([]);
    await user.click(within(mine).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Sam Rivera" })).toBeNull());
    expect(api.inputsOf("comments.remove")).toEqual([{ taskId: 31, commentId: 1 }]);
  });

  it("shows the API's reason when a comment is refused, and keeps the text", async () => {
    const user = userEvent.setup();
    fakeTrpc({
      "comments.list": () => [],
      "comments.listMentionable": () => PEOPLE,
      "comments.following": () => ({ following: false, followers: 0 }),
      "comments.create": () => {
        throw new FakeApiError("BAD_REQUEST", 400, "body: @Dana cannot be mentioned here");
      },
    });
    renderComments();
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    // (user-event reads "[" as the start of a key name: "[[" types it.)
    await user.type(box, "Hello @[[Dana](user:9)");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toContain("cannot be mentioned here");
    expect((box as HTMLTextAreaElement).value).toBe("Hello @[Dana](user:9)");
  });
});
