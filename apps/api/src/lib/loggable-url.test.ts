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

  it("leaves other URLs as they are", () => {
    expect(loggableUrl("/api/projects/3?limit=2")).toBe("/api/projects/3?limit=2");
  });
});
