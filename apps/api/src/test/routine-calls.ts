/**
 * What the routines and calendar tests share (routines/routines.int.test.ts,
 * calendar/calendar.int.test.ts): a session of each demo role, taken under the frozen clock and
 * taken again when a test moves it (a session idle for 12 hours ends); the REST call as one of
 * them (or no one); a project of the demo client led by the demo consultant; and a routine set up
 * through the API, daily at 09:00 UTC with a checklist unless a test says otherwise.
 */
import { beforeAll, expect } from "vitest";
import { type DemoIds, demoIds, freshProject } from "./fixtures.js";
import type { TestApp } from "./harness.js";

export type Who = "admin" | "consultant" | "client";

const ROLES = ["admin", "consultant", "client"] as const;

export function routineCalls(t: TestApp, now: Date) {
  const cookies = new Map<Who, string>();
  let ids: DemoIds;

  const signIn = async () => {
    for (const who of ROLES) cookies.set(who, await t.session(who));
  };

  beforeAll(async () => {
    t.setNow(now);
    ids = await demoIds(t.db);
    await signIn();
  });

  const call = (
    who: Who | null,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ): ReturnType<TestApp["request"]> =>
    t.request({
      method,
      url: `/api${url}`,
      headers: who ? { cookie: cookies.get(who) ?? "" } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  return {
    call,
    /** The demo records' ids (valid inside tests). */
    ids: () => ids,
    /** Moves the app's clock, and signs everyone in again. */
    moveTo: async (date: Date) => {
      t.setNow(date);
      await signIn();
    },
    ownProject: () =>
      freshProject(t.db, { clientId: ids.users.client, consultantId: ids.users.consultant }),
    /** A routine set up by the consultant: 201, answered as the API answers it. */
    addRoutine: async (projectId: number, extra: object = {}) => {
      const response = await call("consultant", "POST", `/projects/${projectId}/routines`, {
        name: "Daily stand-up",
        recurrence: "FREQ=DAILY",
        startsOn: "2026-06-01",
        time: "09:00",
        durationMinutes: 15,
        checklist: ["Yesterday", "Today", "Blockers"],
        assigneeId: ids.users.consultant,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; nextAt: string | null };
    },
  };
}
