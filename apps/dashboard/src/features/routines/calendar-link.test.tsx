import { Toaster } from "@cairn/ui/toast";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { fakeTrpc } from "../../test/fake-trpc";
import { OwnCalendarLink } from "./calendar-link";

afterEach(() => {
  vi.unstubAllGlobals();
});

const FEED_URL = "https://cairn.example/api/calendar-feeds/0wn-s3cr3t.ics";

function renderOwnLink({
  feed = { active: false, createdAt: null },
  handlers = {},
}: {
  feed?: { active: boolean; createdAt: string | null };
  handlers?: Record<string, (input: never) => unknown>;
} = {}) {
  const api = fakeTrpc({ "calendar.ownFeed": () => feed, ...handlers });
  render(
    <ApiProvider>
      <OwnCalendarLink />
      <Toaster />
    </ApiProvider>,
  );
  return api;
}

describe("OwnCalendarLink", () => {
  it("offers a link to the routines of all one's projects, read from ownFeed", async () => {
    const api = renderOwnLink();
    expect(screen.getByRole("heading", { name: "Your calendar" })).toBeTruthy();
    expect(
      screen.getByText(
        "Follow the routines of all your projects in your calendar app, through a private link of your own.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText("You have no calendar link to your routines yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Get calendar link" })).toBeTruthy();
    // No project's link is read: the own one only, without input.
    expect(api.calls.map((call) => call.path)).toEqual(["calendar.ownFeed"]);
  });

  it("shows a new link once, with Copy; revokes it after a confirmation", async () => {
    const feed = { active: false, createdAt: null as string | null };
    const api = renderOwnLink({
      handlers: {
        "calendar.ownFeed": () => feed,
        "calendar.makeOwnFeed": () => {
          feed.active = true;
          feed.createdAt = "2026-12-05T09:00:00.000Z";
          return { url: FEED_URL, createdAt: feed.createdAt };
        },
        "calendar.revokeOwnFeed": () => {
          feed.active = false;
          feed.createdAt = null;
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Get calendar link" }));
    const field = await screen.findByRole("textbox", { name: "Your calendar link" });
    expect(field).toHaveProperty("value", FEED_URL);
    expect(field).toHaveProperty("readOnly", true);
    expect(await screen.findByText("Calendar link ready")).toBeTruthy();
    expect(screen.getByText(/Google Calendar/).textContent).toContain(
      "anyone who has it sees your routines.",
    );
    expect(api.inputsOf("calendar.makeOwnFeed")).toHaveLength(1);
    // ownFeed read again once the link was made.
    await waitFor(() => expect(api.inputsOf("calendar.ownFeed")).toHaveLength(2));
    // The link stays shown (only this once) although the feed now says one exists.
    expect(screen.getByRole("textbox", { name: "Your calendar link" })).toBeTruthy();

    // In place of user-event's own clipboard, which its calls set up (as routines-tab.test does).
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();

    // Kept at first, then revoked.
    await userEvent.click(screen.getByRole("button", { name: "Revoke" }));
    let confirm = await screen.findByRole("dialog", { name: "Revoke your calendar link?" });
    expect(confirm.textContent).toContain("Calendars subscribed to it stop showing your routines.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("calendar.revokeOwnFeed")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Revoke" }));
    confirm = await screen.findByRole("dialog", { name: "Revoke your calendar link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Calendar link revoked")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Get calendar link" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your calendar link" })).toBeNull();
    expect(api.inputsOf("calendar.revokeOwnFeed")).toHaveLength(1);
    // Neither project procedure was called.
    expect(api.calls.some((call) => call.path.includes("Project"))).toBe(false);
  });

  it("says a link exists without showing it again, with New link and Revoke", async () => {
    renderOwnLink({ feed: { active: true, createdAt: "2026-12-01T09:00:00.000Z" } });
    expect(
      await screen.findByText(
        "You have a calendar link, made 1 Dec 2026. It was shown only once: if you no longer have it, make a new one.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your calendar link" })).toBeNull();
    expect(screen.getByRole("button", { name: "New link" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Revoke" })).toBeTruthy();
  });
});
