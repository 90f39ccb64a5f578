import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url.js";

describe("loggableUrl", () => {
  const token = "YWBq-7wixQvC2czR9szyKLbZz8zuagl3hsUA_rikolY";

  it("hides an invitation's token in REST paths", () => {
    expect(loggableUrl(`/api/invitations/${token}`)).toBe("/api/invitations/[token]");
    expect(loggableUrl(`/api/invitations/${token}/accept?x=1`)).toBe(
      "/api/invitations/[token]/accept?x=1",
    );
  });

  it("hides the input of /trpc calls to invitations procedures only", () => {
    const input = encodeURIComponent(JSON.stringify({ token }));
    expect(loggableUrl(`/trpc/invitations.get?input=${input}`)).toBe(
      "/trpc/invitations.get?[input]",
    );
    expect(loggableUrl(`/trpc/auth.me,invitations.get?batch=1&input=${input}`)).not.toContain(
      token,
    );
    expect(loggableUrl("/trpc/projects.list?input=%7B%7D")).toBe(
      "/trpc/projects.list?input=%7B%7D",
    );
  });

  it("hides the token of a saved plan's link, in the page and in the API", () => {
    expect(loggableUrl(`/plan/${token}`)).toBe("/plan/[token]");
    expect(loggableUrl(`/invitation/${token}`)).toBe("/invitation/[token]");
    expect(loggableUrl(`/api/plans/${token}?x=1`)).toBe("/api/plans/[token]?x=1");
    const input = encodeURIComponent(JSON.stringify({ token }));
    expect(loggableUrl(`/trpc/plans.get?input=${input}`)).toBe("/trpc/plans.get?[input]");
  });

  it("hides the token of a chat account's link, in the page and in the API", () => {
    expect(loggableUrl(`/link-chat/${token}`)).toBe("/link-chat/[token]");
    expect(loggableUrl(`/api/assistant/links/${token}`)).toBe("/api/assistant/links/[token]");
    const input = encodeURIComponent(JSON.stringify({ token }));
    expect(loggableUrl(`/trpc/assistant.readLink?input=${input}`)).toBe(
      "/trpc/assistant.readLink?[input]",
    );
    expect(loggableUrl("/api/assistant/links")).toBe("/api/assistant/links");
  });

  it("leaves other URLs as they are", () => {
    expect(loggableUrl("/api/projects/3?limit=2")).toBe("/api/projects/3?limit=2");
    expect(loggableUrl("/api/plans")).toBe("/api/plans");
    expect(loggableUrl("/api/leads/4/status")).toBe("/api/leads/4/status");
  });

  it("hides a calendar feed's token, and those of a request form and of a request's receipt", () => {
    expect(loggableUrl(`/api/calendar-feeds/${token}.ics`)).toBe("/api/calendar-feeds/[token]");
    expect(loggableUrl(`/intake/${token}`)).toBe("/intake/[token]");
    expect(loggableUrl(`/intake/receipt/${token}`)).toBe("/intake/receipt/[token]");
    expect(loggableUrl(`/api/intake-forms/${token}/requests`)).toBe(
      "/api/intake-forms/[token]/requests",
    );
    expect(loggableUrl(`/api/intake-receipts/${token}`)).toBe("/api/intake-receipts/[token]");
    const input = encodeURIComponent(JSON.stringify({ token }));
    expect(loggableUrl(`/trpc/intake.form?input=${input}`)).toBe("/trpc/intake.form?[input]");
    // A request's id in the staff's own paths is not a secret.
    expect(loggableUrl("/api/projects/5/intake/12/accept")).toBe(
      "/api/projects/5/intake/12/accept",
    );
  });
});
