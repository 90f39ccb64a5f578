import { createApi } from "@cairn/api-client/trpc";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { clientQueries, consultantQueries } from "./landing-queries";
import { landingQueries } from "./prefetch-landing";

const { trpc } = createApi(new QueryClient());
const keys = (pathname: string, user: Parameters<typeof landingQueries>[2]) =>
  landingQueries(trpc, pathname, user).map((options) => JSON.stringify(options.queryKey));

const consultant = { id: 7, username: "consultant", role: "consultant" };

describe("the landing page's first data", () => {
  it("is the dashboard's own reads, for the saved user's id", () => {
    const found = keys("/consultant-dashboard", consultant);
    expect(found).toHaveLength(5);
    expect(found).toContainEqual(JSON.stringify(consultantQueries(trpc, 7).projects.queryKey));
    expect(found).toContainEqual(
      JSON.stringify(trpc.notifications.unreadCount.queryOptions().queryKey),
    );
    expect(keys("/admin-dashboard/", { id: 1, username: "admin", role: "admin" })).toContainEqual(
      JSON.stringify(trpc.overview.get.queryOptions().queryKey),
    );
    expect(keys("/user-dashboard", { id: 4, username: "client", role: "user" })).toContainEqual(
      JSON.stringify(clientQueries(trpc, 4).projects.queryKey),
    );
  });

  it("is a project page's project and board", () => {
    const found = keys("/consultant-dashboard/projects/12/tasks/3", consultant);
    expect(found).toContainEqual(
      JSON.stringify(trpc.board.get.queryOptions({ projectId: 12 }).queryKey),
    );
    expect(found).toContainEqual(
      JSON.stringify(trpc.projects.get.queryOptions({ projectId: 12 }).queryKey),
    );
  });

  it("is nothing without a saved user, or on another role's dashboard", () => {
    expect(keys("/consultant-dashboard", null)).toEqual([]);
    expect(keys("/admin-dashboard", consultant)).toEqual([]);
    expect(keys("/consultant-dashboard", { username: "x", role: "consultant" })).toEqual([]);
  });
});
