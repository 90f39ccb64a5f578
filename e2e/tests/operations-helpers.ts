import { expect, type Page, type Request } from "@playwright/test";
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

/**
 * Counts the calls of each monitoring procedure the page makes from now on, and runs the page's
 * installed clock in a way those counts can be trusted on a busy machine.
 */
export function countMonitoringCalls(page: Page) {
  const counts = new Map<string, number>();
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    const monitoring = proceduresOf(request.url()).filter((name) => name.startsWith("monitoring."));
    for (const procedure of monitoring) counts.set(procedure, (counts.get(procedure) ?? 0) + 1);
    if (monitoring.length > 0) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    of: (procedure: string) => counts.get(procedure) ?? 0,
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    reset: () => counts.clear(),
    /**
     * Runs the page's clock for `ms`, a second at a time, letting each second's polls answer
     * before the next: a poll still waiting for its answer when its next turn comes is merged
     * into that one (TanStack Query does not ask twice at once), so jumping the whole time in
     * one go counts fewer polls whenever the server is slow to answer.
     */
    runFor: async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 1_000) {
        await page.clock.runFor(Math.min(1_000, ms - passed));
        await expect.poll(() => inFlight.size).toBe(0);
      }
    },
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
