/**
 * Every list that takes `limit`/`offset` answers a page by default: at most
 * PAGE_SIZE_DEFAULT rows unless told, the number matching in `X-Total-Count`, the next page in
 * `Link: <…>; rel="next"` (none on the last), and a `limit` above PAGE_SIZE_MAX refused.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@cairn/schema/common";
import type { Project } from "@cairn/schema/projects";
import type { Task } from "@cairn/schema/tasks";
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, freshProject, freshTask } from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

const LIMIT_MESSAGE = `must be a whole number from 1 to ${PAGE_SIZE_MAX}`;

/** The target of a `Link: <…>; rel="next"` header, or null without one. */
function nextOf(link: string | string[] | number | undefined): string | null {
  if (typeof link !== "string") return null;
  return /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null;
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let admin = "";
  let projectId = 0;
  const taskIds: number[] = [];

  beforeAll(async () => {
    admin = await t.session("admin");
    const ids = await demoIds(t.db);
    // More projects in use than a page holds, whatever the demo holds.
    await t.db
      .insertInto("projects")
      .values(Array.from({ length: PAGE_SIZE_DEFAULT + 5 }, (_, i) => ({ name: `Paged ${i}` })))
      .execute();
    projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    for (let i = 0; i < PAGE_SIZE_DEFAULT + 3; i += 1)
      taskIds.push(await freshTask(t.db, projectId));
  });

  const get = (url: string) => t.request({ method: "GET", url, headers: { cookie: admin } });

  describe("a list asked without limit", () => {
    it("answers the first page, the total and a link to the next; the last page links none", async () => {
      const inUse = await t.db
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("archivedAt", "is", null)
        .executeTakeFirstOrThrow();
      const total = Number(inUse.n);

      const first = await get("/api/projects");
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toHaveLength(PAGE_SIZE_DEFAULT);
      expect(first.headers["x-total-count"]).toBe(String(total));
      expect(nextOf(first.headers.link)).toBe(`/api/projects?offset=${PAGE_SIZE_DEFAULT}`);

      const seen = new Set((first.json() as Project[]).map((project) => project.id));
      let next = nextOf(first.headers.link);
      let pages = 1;
      while (next) {
        const page = await get(next);
        expect(page.statusCode, page.body).toBe(200);
        expect(page.headers["x-total-count"]).toBe(String(total));
        for (const project of page.json() as Project[]) seen.add(project.id);
        next = nextOf(page.headers.link);
        pages += 1;
      }
      expect(pages).toBe(Math.ceil(total / PAGE_SIZE_DEFAULT));
      expect(seen.size).toBe(total);
    });

    it("pages a list that answered everything before (a project's tasks)", async () => {
      const url = `/api/tasks/project/${projectId}`;
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toHaveLength(PAGE_SIZE_DEFAULT);
      expect(first.headers["x-total-count"]).toBe(String(taskIds.length));
      expect(nextOf(first.headers.link)).toBe(`${url}?offset=${PAGE_SIZE_DEFAULT}`);

      const last = await get(`${url}?offset=${PAGE_SIZE_DEFAULT}`);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json()).toHaveLength(taskIds.length - PAGE_SIZE_DEFAULT);
      expect(last.headers["x-total-count"]).toBe(String(taskIds.length));
      expect(last.headers.link).toBeUndefined();

      const answered = [...(first.json() as Task[]), ...(last.json() as Task[])].map(
        (task) => task.id,
      );
      expect(answered.sort((a, b) => a - b)).toEqual([...taskIds].sort((a, b) => a - b));
    });
  });

  describe("a list asked with a query", () => {
    it("keeps the query in the next page's link, the offset advanced", async () => {
      const response = await get(`/api/tasks/project/${projectId}?limit=20&offset=20`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toHaveLength(20);
      expect(nextOf(response.headers.link)).toBe(
        `/api/tasks/project/${projectId}?limit=20&offset=40`,
      );
    });

    it("says the total past the end, and links nothing", async () => {
      const response = await get(`/api/tasks/project/${projectId}?offset=500`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers["x-total-count"]).toBe(String(taskIds.length));
      expect(response.headers.link).toBeUndefined();
    });

    it(`answers up to ${PAGE_SIZE_MAX} rows when asked, and refuses more`, async () => {
      const most = await get(`/api/tasks/project/${projectId}?limit=${PAGE_SIZE_MAX}`);
      expect(most.statusCode, most.body).toBe(200);
      expect(most.json()).toHaveLength(taskIds.length);
      expect(most.headers.link).toBeUndefined();

      const tooMany = await get(`/api/projects?limit=${PAGE_SIZE_MAX + 1}`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        code: "BAD_REQUEST",
        issues: [{ path: ["limit"], message: LIMIT_MESSAGE }],
      });
      expect(tooMany.headers["x-total-count"]).toBeUndefined();
    });
  });
});
