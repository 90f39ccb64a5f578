import { intakeForm, intakeFormParam } from "@cairn/schema/intake";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { isSecretToken } from "../../lib/secret-token.js";
import { projectByIntakeToken } from "./intake.repo.js";

/** One answer for a link that is switched off, wrong or of an archived project. */
export const formClosed = () =>
  appError(
    "NOT_FOUND",
    "This request form is closed: its link was switched off, or is not a link Cairn made.",
  );

/** `GET /api/intake-forms/{token}`: what the public form shows (docs/intake.md). */
export const form = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/intake-forms/{token}",
      summary: "A project's public request form, by its link",
    },
    access: access.anyone(),
  })
  .input(intakeFormParam)
  .output(intakeForm)
  .query(async ({ ctx, input }) => {
    const project = isSecretToken(input.token)
      ? await projectByIntakeToken(ctx.db, input.token)
      : undefined;
    if (!project) throw formClosed();
    return { projectName: project.name };
  });
