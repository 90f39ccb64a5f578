/**
 * Starts the landing page's first data at boot, beside the session check and the route's code,
 * instead of after both (no waterfall on first load). It needs the user's id and
 * role before the server confirms them: it takes them from the profile saved by the last
 * session check, and does nothing when there is none or it is of another role than the path's
 * dashboard (the gate will redirect). Should the session have ended, these reads answer 401
 * like the check itself, and the gate shows the signed-out screen as it would anyway.
 */
import { appRole, dashboardPath, type SavedUser, storedRole } from "@cairn/api-client/session";
import { projectQueries } from "../features/board/queries";
import { headerQueries } from "../features/notifications/queries";
import { adminOverviewQueries } from "../features/overview/queries";
import type { ApiClients } from "../lib/api";
import { clientQueries, consultantQueries } from "./landing-queries";

type Trpc = ApiClients["trpc"];

/** The queries the page at `pathname` reads first, for this saved user; none when unsure. */
export function landingQueries(trpc: Trpc, pathname: string, user: SavedUser | null) {
  if (!user || typeof user.id !== "number") return [];
  const role = storedRole(appRole(user.role));
  const root = dashboardPath(user.role);
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return [];
  const rest = pathname.slice(root.length).replace(/\/$/, "");
  const header = Object.values(headerQueries(trpc));
  if (rest === "") {
    const page =
      role === "admin"
        ? adminOverviewQueries(trpc)
        : role === "consultant"
          ? consultantQueries(trpc, user.id)
          : clientQueries(trpc, user.id);
    return [...header, ...Object.values(page)];
  }
  const project = /^\/projects\/([1-9]\d{0,9})(?:\/|$)/.exec(rest)?.[1];
  if (project) return [...header, ...Object.values(projectQueries(trpc, Number(project)))];
  return header;
}

/** Starts them all in one tick, so the tRPC link sends them as one batch. */
export function prefetchLanding(clients: ApiClients, pathname: string, user: SavedUser | null) {
  for (const options of landingQueries(clients.trpc, pathname, user)) {
    void clients.queryClient.prefetchQuery(
      options as Parameters<typeof clients.queryClient.prefetchQuery>[0],
    );
  }
}
