/**
 * The board's reads, named once: the board (use-board.ts) and the project page
 * (routes/project/project-detail-page.tsx) read them, and boot (boot/prefetch-landing.ts) starts
 * the same ones when a project page is the first page loaded.
 */
import type { Api } from "@cairn/api-client/trpc";

type Trpc = Api["trpc"];

/** A project page: the project and its board (use-board.ts reads the same). */
export function projectQueries(trpc: Trpc, projectId: number) {
  return {
    project: trpc.projects.get.queryOptions({ projectId }),
    board: trpc.board.get.queryOptions({ projectId }),
  };
}
