import { listDocumentsInput, projectDocumentSummary } from "@cairn/schema/documents";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { canWriteProject } from "../../core/ownership.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { pagedList } from "../../lib/paged-list.js";
import { getProject } from "../projects/projects.repo.js";
import { countDocuments, listDocuments } from "./documents.repo.js";

/**
 * A project's documents, the most recently saved first: all of them for its consultant and
 * administrators, the shared ones for its client (ownership.ts, canReadDocument).
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/documents",
      summary:
        "A project's documents (its client sees the shared ones); paged (X-Total-Count, Link)",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(listDocumentsInput)
  .output(z.array(projectDocumentSummary))
  .query(async ({ ctx, input }) => {
    const project = await getProject(ctx.db, input.projectId);
    if (!project) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    const sharedOnly = !canWriteProject(ctx.user, project);
    return pagedList(
      ctx,
      input,
      listDocuments(ctx.db, input.projectId, {
        limit: input.limit,
        offset: input.offset,
        sharedOnly,
      }),
      () => countDocuments(ctx.db, input.projectId, sharedOnly),
    );
  });
