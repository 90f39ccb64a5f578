import { expect, type Page } from "@playwright/test";
import { type Account, signIn as signInAs } from "./dashboard-helpers.js";

/** Signs in (`signIn` of dashboard-helpers.ts, which reuses a session) and skips the onboarding tour. */
export async function signIn(
  page: Page,
  account: Account,
  options: { fresh?: boolean } = {},
): Promise<void> {
  await signInAs(page, account, options);
  await page.addInitScript(() => {
    for (const role of ["admin", "consultant", "user"]) {
      window.localStorage.setItem(`onboarding_${role}`, "skipped");
    }
  });
}

/** The tRPC procedures of a request (`/trpc/a.b,c.d?batch=1`), or none. */
export function proceduresOf(url: string): string[] {
  const { pathname } = new URL(url);
  const at = pathname.indexOf("/trpc/");
  if (at < 0) return [];
  return decodeURIComponent(pathname.slice(at + "/trpc/".length)).split(",");
}

/** Counts the calls of each monitoring procedure the page makes from now on. */
export function countMonitoringCalls(page: Page) {
  const counts = new Map<string, number>();
  page.on("request", (request) => {
    for (const procedure of proceduresOf(request.url())) {
      if (procedure.startsWith("monitoring.")) {
        counts.set(procedure, (counts.get(procedure) ?? 0) + 1);
      }
    }
  });
  return {
    of: (procedure: string) => counts.get(procedure) ?? 0,
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    reset: () => counts.clear(),
  };
}

export interface Integration {
  name: string;
  enabled: boolean;
  status: string;
  settings: Record<string, string | boolean | null>;
}

export async function apiIntegrations(page: Page): Promise<Integration[]> {
  const response = await page.request.get("/api/integrations");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Integration[];
}
