import { FEEDS, feedInput, feedPage } from "@cairn/schema/feeds";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { appError } from "../../lib/app-error.js";
import { CSV_CONTENT_TYPE } from "../../lib/csv.js";
import { nextLink } from "../../lib/paged-list.js";
import { toCsv } from "./csv.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import { readFeed } from "./feeds.repo.js";

/**
 * `GET /api/feeds/{dataset}`: a page of a BI feed (docs/bi-feeds.md), as JSON (`{ dataset,
 * version, columns, rows, next }`) or CSV (`format=csv`). Every page says how many rows match in
 * `X-Total-Count` and links the next one in `Link: <…>; rel="next"`; the dataset's version (FEEDS) is in
 * `X-Feed-Version`. Reads with a session or an API token alike; the rows are those the caller
 * may read (datasets.repo.ts).
 */
export const read = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/feeds/{dataset}",
      summary: "A BI feed (tasks, task history, projects, milestones, health, mood) as JSON or CSV",
      download: { contentTypes: [CSV_CONTENT_TYPE], json: feedPage },
    },
    access: access.signedIn(),
  })
  .input(feedInput)
  .query(async ({ ctx, input }) => {
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    if (input.cursor !== undefined && !cursor) {
      const message = "must be the next cursor of a page before";
      throw appError(
        "BAD_REQUEST",
        `cursor ${message}`,
        new z.ZodRealError([{ code: "custom", path: ["cursor"], message, input: undefined }]),
      );
    }
    const { user } = ctx;
    const page = await readFeed(
      ctx.db,
      input.dataset,
      { user, plans: reachablePlans(user, ctx.token !== undefined) },
      { limit: input.limit, cursor, updatedSince: input.updated_since },
    );
    const definition = FEEDS[input.dataset];
    const next = page.next ? encodeCursor(page.next) : null;
    ctx.reply.header("x-total-count", String(page.total));
    ctx.reply.header("x-feed-version", String(definition.version));
    if (next) ctx.reply.header("link", nextLink(nextUrl(input, next)));
    if (input.format === "csv") {
      return {
        filename: `cairn-${input.dataset.replace(/_/g, "-")}.csv`,
        contentType: CSV_CONTENT_TYPE,
        content: Buffer.from(toCsv(definition.columns, page.rows)).toString("base64"),
      };
    }
    return {
      dataset: input.dataset,
      version: definition.version,
      columns: [...definition.columns],
      rows: page.rows,
      next,
    };
  });

/** The path and query of the next page (relative to the server, as RFC 8288 allows). */
function nextUrl(input: z.output<typeof feedInput>, cursor: string): string {
  const query = new URLSearchParams({ format: input.format, limit: String(input.limit) });
  if (input.updated_since) query.set("updated_since", input.updated_since);
  query.set("cursor", cursor);
  return `/api/feeds/${input.dataset}?${query.toString()}`;
}
