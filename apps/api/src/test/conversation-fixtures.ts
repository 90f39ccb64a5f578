/**
 * What the comment and checklist tests share: a project of their own with the demo client and
 * consultant, signed-in sessions by name, calls by method and path, and a follower of the
 * project's live board events (the hub every stream reads from: LISTEN/NOTIFY, as in production).
 */
import type { BoardEvent } from "@cairn/schema/board";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import {
  type DemoIds,
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshProject,
  freshTask,
} from "./fixtures.js";
import type { TestApp } from "./harness.js";

export interface Scene {
  ids: DemoIds;
  projectId: number;
  taskId: number;
}

/** A fresh project of the demo client (Sam Rivera), led by the demo consultant (Jordan Lee). */
export async function freshScene(t: TestApp, assignedTo: number | null = null): Promise<Scene> {
  const ids = await demoIds(t.db);
  const projectId = await freshProject(t.db, {
    clientId: ids.users.client,
    consultantId: ids.users.consultant,
  });
  return { ids, projectId, taskId: await freshTask(t.db, projectId, assignedTo) };
}

export interface Person {
  id: number;
  cookie: string;
}

/** Signed-in sessions, made once each: a login is a real password check. */
export function sessions(t: TestApp) {
  const cookies = new Map<string, string>();
  return {
    async of(username: string, password?: string): Promise<string> {
      const known = cookies.get(username);
      if (known) return known;
      const cookie = await t.login(username, password);
      cookies.set(username, cookie);
      return cookie;
    },
    /** A new account with a name, signed in. */
    async fresh(
      role: "user" | "consultant",
      name: { firstName: string; lastName: string },
    ): Promise<Person> {
      const account = await freshAccount(t.db, role);
      await t.db.updateTable("users").set(name).where("id", "=", account.id).execute();
      return { id: account.id, cookie: await this.of(account.username, FRESH_PASSWORD) };
    },
  };
}

export function call(
  t: TestApp,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Follows a project's board events from now on. */
export async function followBoard(t: TestApp, projectId: number) {
  const controller = new AbortController();
  const received: BoardEvent[] = [];
  const before = t.app.boardEvents.subscriberCount;
  const events = t.app.boardEvents.subscribe(projectId, controller.signal);
  void (async () => {
    for await (const event of events) received.push(event);
  })();
  await expect.poll(() => t.app.boardEvents.subscriberCount).toBe(before + 1);
  return {
    async next(match: (event: BoardEvent) => boolean): Promise<BoardEvent> {
      await expect.poll(() => received.some(match), { timeout: 2000 }).toBe(true);
      const found = received.find(match);
      if (!found) throw new Error("no such event");
      return found;
    },
    close: () => controller.abort(),
  };
}
