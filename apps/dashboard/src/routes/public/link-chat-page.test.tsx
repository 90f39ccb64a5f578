import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionCheckedContext, SessionContext } from "../../features/session/session-context";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import LinkChatPage from "./link-chat-page";

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

const TOKEN = "t".repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage({ signedIn, checked = true }: { signedIn: boolean; checked?: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: "/link-chat/:token",
        element: (
          <SessionCheckedContext.Provider value={checked}>
            <SessionContext.Provider
              value={signedIn ? { user: consultant, logout: async () => {} } : null}
            >
              <LinkChatPage />
            </SessionContext.Provider>
          </SessionCheckedContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/link-chat/${TOKEN}`] },
  );
  render(
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
}

describe("the chat link page", () => {
  const PREVIEW = {
    platform: "slack",
    chatUser: "@jordan",
    workspace: "acme",
    expiresAt: "2026-11-29T10:10:00.000Z",
  };

  it("names the Slack account and workspace, asks before linking, and says what was linked", async () => {
    const api = fakeTrpc({
      "assistant.readLink": () => PREVIEW,
      "assistant.createLink": () => ({
        platform: "slack",
        linked: true,
        message: "Your Slack account jordan is linked: ask /cairn anything in Slack.",
      }),
    });
    renderPage({ signedIn: true });
    expect(await screen.findByText("@jordan")).toBeTruthy();
    expect(screen.getByText("acme")).toBeTruthy();
    expect(screen.getByText("Jordan Lee")).toBeTruthy();
    expect(api.inputsOf("assistant.readLink")).toEqual([{ token: TOKEN }]);
    expect(api.inputsOf("assistant.createLink")).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Link" }));
    expect(
      await screen.findByText("Your Slack account jordan is linked: ask /cairn anything in Slack."),
    ).toBeTruthy();
    expect(api.inputsOf("assistant.createLink")).toEqual([{ token: TOKEN }]);
  });

  it("says a link that cannot be read is not valid, and offers nothing to link", async () => {
    fakeTrpc({
      "assistant.readLink": () => {
        throw new FakeApiError(
          "NOT_FOUND",
          404,
          "This link is not valid: ask the bot again for a new one.",
        );
      },
    });
    renderPage({ signedIn: true });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link is not valid: ask the bot again for a new one.",
    );
    expect(screen.queryByRole("button", { name: "Link" })).toBeNull();
  });

  it("shows the API's words for a spent link, and does not offer it again", async () => {
    fakeTrpc({
      "assistant.readLink": () => PREVIEW,
      "assistant.createLink": () => {
        throw new FakeApiError(
          "CONFLICT",
          409,
          "This link was already used. Ask the bot again if your account is not linked.",
        );
      },
    });
    renderPage({ signedIn: true });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link was already used. Ask the bot again if your account is not linked.",
    );
    expect(screen.queryByRole("button", { name: /Link|Try again/ })).toBeNull();
  });

  it("waits for the session check, then offers to log in here", () => {
    fakeTrpc({});
    renderPage({ signedIn: false, checked: false });
    expect(screen.getByText("Checking your session")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log in" })).toBeNull();
  });

  it("offers to log in when signed out", () => {
    fakeTrpc({});
    renderPage({ signedIn: false });
    expect(screen.getByRole("heading", { name: "Log in to link your Slack account" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });
});
