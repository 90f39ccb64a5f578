import type { AssistantAnswer } from "@cairn/schema/assistant";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { SessionContext } from "../session/session-context";
import { isAssistantShortcut, isTypingElsewhere } from "./assistant-button";
import AssistantPanel from "./assistant-panel";

const consultant = {
  id: 2,
  username: "consultant",
  email: "jordan@cairn.example",
  firstName: "Jordan",
  lastName: "Lee",
  role: "consultant" as const,
  company: "Cairn",
  createdAt: "2026-01-01T00:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const myWork: AssistantAnswer = {
  intent: "my_work",
  title: "Start with #41 Write the launch brief: it is overdue.",
  sections: [
    {
      heading: "Your open tasks",
      items: [
        {
          text: "#41 Write the launch brief",
          detail: "Northwind Website Relaunch · due 20 Nov",
          link: { label: "#41", href: "/consultant-dashboard/projects/1/tasks/41" },
        },
      ],
      empty: "Nothing open is assigned to you.",
    },
    { heading: "Waiting on others", items: [], empty: "Nobody is holding you up." },
  ],
  links: [{ label: "Open the board", href: "/consultant-dashboard/projects/1" }],
  suggestions: ["what is overdue?"],
};

const moveProposal: AssistantAnswer = {
  intent: "move_task",
  title: 'Move #41 "Write the launch brief" to Review?',
  sections: [],
  links: [],
  confirmation: {
    token: "a".repeat(43),
    prompt: 'Move #41 "Write the launch brief" from To Do to Review?',
    expiresAt: "2026-11-27T10:00:00.000Z",
  },
  suggestions: [],
};

const moved: AssistantAnswer = {
  ...moveProposal,
  title: 'Moved #41 "Write the launch brief" to Review.',
  confirmation: undefined,
};

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderPanel(path = "/consultant-dashboard", onOpenChange = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionContext.Provider value={{ user: consultant, logout: async () => {} }}>
            <AssistantPanel open onOpenChange={onOpenChange} />
            <Where />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { onOpenChange, view, box: screen.getByRole("textbox", { name: "Ask the assistant" }) };
}

describe("the assistant panel", () => {
  it("offers questions for the home page, asks one, and shows the answer's parts", async () => {
    let release = () => {};
    const api = fakeTrpc({
      "assistant.ask": async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return myWork;
      },
    });
    const { onOpenChange, box } = renderPanel();
    const user = userEvent.setup();
    expect(document.activeElement).toBe(box);
    await user.click(screen.getByRole("button", { name: "any new leads?" }));
    expect(await screen.findByText("Thinking…")).toBeTruthy();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // A second question waits for the first: Enter keeps it in the box, and nothing is sent.
    await user.type(screen.getByRole("textbox", { name: "Ask the assistant" }), "who{Enter}");
    expect(
      (screen.getByRole("textbox", { name: "Ask the assistant" }) as HTMLTextAreaElement).value,
    ).toBe("who");
    release();
    expect(await screen.findByText(myWork.title)).toBeTruthy();
    expect(api.inputsOf("assistant.ask")).toEqual([{ question: "any new leads?" }]);
    expect(screen.queryByText("Thinking…")).toBeNull();
    expect(screen.getByText("Nobody is holding you up.")).toBeTruthy();
    expect(screen.getByText("Northwind Website Relaunch · due 20 Nov")).toBeTruthy();
    expect(screen.getByRole("button", { name: "what is overdue?" })).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "#41 Write the launch brief" }));
    expect(screen.getByText("at /consultant-dashboard/projects/1/tasks/41")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends on Enter, keeps Shift+Enter as a new line, and keeps the conversation in the tab", async () => {
    const api = fakeTrpc({ "assistant.ask": () => myWork });
    const { box, view } = renderPanel();
    const user = userEvent.setup();
    await user.type(box, "what should{Shift>}{Enter}{/Shift}I do");
    expect((box as HTMLTextAreaElement).value).toBe("what should\nI do");
    await user.keyboard("{Enter}");
    expect(await screen.findByText(myWork.title)).toBeTruthy();
    expect(api.inputsOf("assistant.ask")).toEqual([{ question: "what should\nI do" }]);
    expect((box as HTMLTextAreaElement).value).toBe("");

    view.unmount();
    renderPanel();
    expect(screen.getByText(myWork.title)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByText(myWork.title)).toBeNull();
    expect(screen.getByRole("button", { name: "what should I work on?" })).toBeTruthy();
  });

  it("confirms a proposed action once, and shows what it did", async () => {
    const api = fakeTrpc({
      "assistant.ask": (input: { question?: string; confirm?: boolean }) =>
        input.question ? moveProposal : moved,
    });
    const { box } = renderPanel();
    const user = userEvent.setup();
    await user.type(box, "move #41 to review{Enter}");
    const confirm = await screen.findByRole("button", { name: "Confirm" });
    await user.click(confirm);
    expect(await screen.findByText(moved.title)).toBeTruthy();
    expect(api.inputsOf("assistant.ask")).toEqual([
      { question: "move #41 to review" },
      { confirmation: "a".repeat(43), confirm: true },
    ]);
    const proposal = screen.getByRole("article", { name: "You asked: move #41 to review" });
    expect(within(proposal).getByRole("button", { name: "Confirm" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(proposal).getByRole("button", { name: "Cancel" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("says to wait when the assistant is asked too often, and shows other errors as they come", async () => {
    let limited = true;
    fakeTrpc({
      "assistant.ask": () => {
        if (limited) {
          limited = false;
          throw new FakeApiError(
            "TOO_MANY_REQUESTS",
            429,
            "Too many questions: the assistant answers 30 a minute. Please wait 12 seconds.",
          );
        }
        throw new FakeApiError("BAD_REQUEST", 400, "question: Type a question");
      },
    });
    const { box } = renderPanel();
    const user = userEvent.setup();
    await user.type(box, "status{Enter}");
    expect(
      await screen.findByText(/^Please wait a moment before asking again\. Too many/),
    ).toBeTruthy();
    await user.type(box, "again{Enter}");
    expect(await screen.findByText("question: Type a question")).toBeTruthy();
  });

  it("suggests questions about the project on screen", async () => {
    fakeTrpc({ "projects.get": () => ({ id: 1, name: "Northwind Website Relaunch" }) });
    renderPanel("/consultant-dashboard/projects/1");
    expect(
      await screen.findByRole("button", { name: "status Northwind Website Relaunch" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "who Northwind Website Relaunch" })).toBeTruthy();
  });

  it("gives a Teams code to copy", async () => {
    const api = fakeTrpc({
      "assistant.createLink": () => ({
        platform: "microsoft-teams",
        linked: false,
        message: "Send this to @Cairn in a Teams channel within 10 minutes; it works once.",
        say: "link ABCD2345",
        expiresAt: "2026-11-27T10:00:00.000Z",
      }),
    });
    renderPanel();
    const user = userEvent.setup();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByText("Link Slack or Teams"));
    await user.click(screen.getByRole("button", { name: "Get a Teams code" }));
    expect(await screen.findByText("link ABCD2345")).toBeTruthy();
    expect(api.inputsOf("assistant.createLink")).toEqual([{ platform: "microsoft-teams" }]);
    await user.click(screen.getByRole("button", { name: "Copy link ABCD2345" }));
    expect(writeText).toHaveBeenCalledWith("link ABCD2345");
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
  });
});

describe("the assistant's shortcut", () => {
  it("is Ctrl or ⌘ with /, and leaves other fields' typing alone", () => {
    const key = { key: "/", code: "Slash", ctrlKey: true, metaKey: false, altKey: false };
    expect(isAssistantShortcut(key)).toBe(true);
    expect(isAssistantShortcut({ ...key, ctrlKey: false, metaKey: true })).toBe(true);
    expect(isAssistantShortcut({ ...key, ctrlKey: false })).toBe(false);
    expect(isAssistantShortcut({ ...key, altKey: true })).toBe(false);
    const field = document.createElement("input");
    const panelBox = document.createElement("textarea");
    panelBox.setAttribute("data-assistant-input", "");
    expect(isTypingElsewhere(field)).toBe(true);
    expect(isTypingElsewhere(panelBox)).toBe(false);
    expect(isTypingElsewhere(document.body)).toBe(false);
  });
});
