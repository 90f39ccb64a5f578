import { label, projectLabelsInput } from "@cairn/schema/labels";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listLabels } from "./labels.repo.js";

/** `GET /api/projects/{projectId}/labels`: the project's labels by name, with how many tasks carry each. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/labels",
      summary: "A project's labels, with how many of its tasks carry each",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectLabelsInput)
  .output(z.array(label))
  .query(({ ctx, input }) => listLabels(ctx.db, input.projectId));
