/**
 * Calendar links to routines (docs/routines.md, "Calendars"): a project's routines as an
 * iCalendar file that calendar apps read (recurring in their zone, each starting on its first
 * occurrence), one's own across projects, a link shown once, replaced and revoked, and a calendar
 * that shows only what its holder may still read.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { routineCalls } from "../../test/routine-calls.js";

/** Wednesday 10 June 2026, 08:00 UTC. */
const NOW = new Date("2026-06-10T08:00:00.000Z");

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const { call, ownProject, addRoutine: dailyRoutine } = routineCalls(t, NOW);

  describe("calendar links", () => {
    const feedUrl = (url: string) => new URL(url).pathname;

    it("give calendar apps the project's routines, recurring in their zone, until revoked", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId, {
        name: "Weekly risk review",
        recurrence: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231",
        timeZone: "Europe/Paris",
        time: "10:00",
        durationMinutes: 20,
      });
      const path = `/projects/${projectId}/calendar-feed`;
      expect((await call("client", "GET", path)).json()).toEqual({
        active: false,
        createdAt: null,
      });
      const made = await call("client", "POST", path);
      expect(made.statusCode).toBe(201);
      const link = feedUrl(made.json().url);
      expect(link).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/);
      expect((await call("client", "GET", path)).json()).toMatchObject({ active: true });

      const feed = await t.request({ method: "GET", url: link });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const [event] = calendar.getAllSubcomponents("vevent");
      const vevent = new ICAL.Event(event);
      expect(vevent.summary).toBe("Weekly risk review");
      expect(vevent.startDate.toString()).toBe("2026-06-01T10:00:00");
      expect(event?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Paris");
      expect(vevent.duration.toSeconds()).toBe(20 * 60);
      expect(event?.getFirstPropertyValue("rrule")?.toString()).toBe(
        "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231T225959Z",
      );

      // A new link revokes the one before; a revoked link is a 404 like an unknown one.
      const renewed = feedUrl((await call("client", "POST", path)).json().url);
      expect((await t.request({ method: "GET", url: link })).statusCode).toBe(404);
      expect((await t.request({ method: "GET", url: renewed })).statusCode).toBe(200);
      expect((await call("client", "DELETE", path)).statusCode).toBe(204);
      expect((await t.request({ method: "GET", url: renewed })).statusCode).toBe(404);
      expect((await call("client", "DELETE", path)).statusCode).toBe(404);
    });

    it("stop showing a project to someone who no longer reads it", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId);
      const link = feedUrl(
        (await call("client", "POST", `/projects/${projectId}/calendar-feed`)).json().url,
      );
      await t.db
        .updateTable("projects")
        .set({ clientId: null })
        .where("id", "=", projectId)
        .execute();
      const feed = await t.request({ method: "GET", url: link });
      expect(feed.statusCode).toBe(404);
      expect(feed.json().error).toBe(
        "This calendar link is not valid. Ask for a new one in Cairn.",
      );
      expect(
        (await t.request({ method: "GET", url: "/api/calendar-feeds/not-a-token" })).statusCode,
      ).toBe(404);
    });

    it("of one's own carry the routines of one's projects, each named with its project", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId, { name: "Own-feed stand-up" });
      const made = await call("consultant", "POST", "/calendar-feed");
      expect(made.statusCode).toBe(201);
      const feed = await t.request({ method: "GET", url: feedUrl(made.json().url) });
      expect(feed.statusCode).toBe(200);
      const project = await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(feed.body).toContain(`SUMMARY:Own-feed stand-up · ${project.name}`);
      expect((await call("consultant", "DELETE", "/calendar-feed")).statusCode).toBe(204);
    });
  });
});
