/**
 * Converting a won lead (docs/invitations.md): in one transaction, the client's account (role
 * `user`, no password until the invitation is accepted), a project made exactly as any other
 * (its four board columns), its roadmap from the chosen plan, the routines of the plan's
 * recurring processes (docs/routines.md), the invitation (and its e-mail
 * through the outbox), the lead's link to the project and a `converted` event on its timeline.
 * A failure anywhere leaves nothing behind.
 */
import type { TEAM_SIZE_BANDS } from "@cairn/schema/constants";
import type { ConvertLeadInput, ConvertLeadResult } from "@cairn/schema/invitations";
import type { WizardResult } from "@cairn/schema/wizard";
import { wizardInput, wizardResult } from "@cairn/schema/wizard";
import type { Kysely } from "kysely";
import type { Context } from "../../core/context.js";
import type { Database } from "../../db/database.js";
import { isPgError } from "../../db/pg-error.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { unusablePasswordHash } from "../auth/password.js";
import { issueInvitation } from "../invitations/issue-invitation.js";
import { hashPlanToken, newPlanToken } from "../plans/plan-token.js";
import { findPlanById, insertPlan } from "../plans/plans.repo.js";
import { insertProject } from "../projects/projects.repo.js";
import { layOutRoadmap } from "../roadmap/lay-out.js";
import { setUpPlanRoutines } from "../routines/plan-routines.js";
import { inviterName } from "../users/inviter-name.js";
import { insertUser, usernamesStartingWith } from "../users/users.repo.js";
import { engineVersion } from "../wizard/engine-version.js";
import { recommend } from "../wizard/planner.js";
import { firstFreeUsername, usernameBase } from "./conversion-username.js";
import { insertLeadEvent, linkLeadToProject, lockLead } from "./leads.repo.js";

/** A team size for the planner from the signup form's band: a size typical of the band. */
const BAND_SIZES: Record<(typeof TEAM_SIZE_BANDS)[number], number> = {
  "1-5": 5,
  "6-20": 12,
  "21-50": 35,
  "51+": 75,
};

export function teamSizeOfBand(band: string | null): number {
  return BAND_SIZES[band as keyof typeof BAND_SIZES] ?? 5;
}

/** Today in UTC, `YYYY-MM-DD`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

type ConvertInput = Omit<ConvertLeadInput, "startDate"> & { startDate?: string | undefined };

export async function convertLead(
  ctx: Pick<Context, "db" | "config" | "req" | "now"> & {
    user: { id: number; firstName: string | null; lastName: string | null; username: string };
  },
  input: ConvertInput,
): Promise<ConvertLeadResult> {
  const now = ctx.now();
  const startDate = input.startDate ?? utcDay(now);
  return withTransaction(ctx.db, async (trx) => {
    // Locked: two conversions of one lead at once make one project, not two.
    const lead = await lockLead(trx, input.leadId);
    if (!lead) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    if (lead.projectId !== null) {
      throw appError("CONFLICT", `This lead was already converted (project ${lead.projectId}).`);
    }
    if (lead.status !== "won") {
      throw appError(
        "CONFLICT",
        `Only a won lead can be converted; this one is '${lead.status}'. Mark it won first.`,
      );
    }
    if (lead.assignedTo === null) {
      throw appError("CONFLICT", "Assign the lead to a consultant before converting it.");
    }

    const { planId, phases } = await choosePlan(trx, lead, input.plan, now);
    const planType = input.planType ?? lead.planType;
    const user = await insertClient(trx, lead, input.username);
    const project = await insertProject(trx, {
      name: input.projectName,
      clientId: user.id,
      consultantId: lead.assignedTo,
      planType,
      planId,
      startDate,
    });
    if (phases.length > 0) {
      // Milestones over the plan type's roadmap length, their tasks on the board for the
      // consultant, through the board's one entry point.
      await layOutRoadmap(trx, {
        projectId: project.id,
        phases,
        planType,
        startDate,
        assigneeId: lead.assignedTo,
        actor: { id: ctx.user.id, username: ctx.user.username },
        now,
      });
    }
    // Each recurring process of the plan gets its routine (docs/routines.md), the consultant's,
    // and each process a rule runs its ready-made rule (docs/rules.md).
    await setUpPlanRoutines(
      trx,
      { id: project.id, startDate, assigneeId: lead.assignedTo },
      { id: ctx.user.id, username: ctx.user.username },
      now,
    );
    const invitation = await issueInvitation(trx, ctx, {
      user,
      createdBy: ctx.user.id,
      invitedBy: inviterName(ctx.user),
    });
    // The lead says the plan its client now has, not the one it signed up with.
    await linkLeadToProject(trx, lead.id, { projectId: project.id, planType, now });
    await insertLeadEvent(trx, {
      leadId: lead.id,
      actorId: ctx.user.id,
      kind: "converted",
      detail: String(project.id),
      createdAt: now,
    });
    await writeSystemLog(trx, {
      level: "info",
      module: "leads",
      message: `Lead #${lead.id} converted into project #${project.id}`,
      metadata: { leadId: lead.id, projectId: project.id, userId: user.id },
    });
    return { project: { ...project, planId, startDate }, user, invitation };
  });
}

async function choosePlan(
  trx: Kysely<Database>,
  lead: { planId: number | null; teamSize: string | null },
  choice: ConvertInput["plan"],
  now: Date,
): Promise<{ planId: number | null; phases: WizardResult["setup_plan"] }> {
  if (choice === "empty") return { planId: null, phases: [] };
  if (choice === "lead") {
    const stored = lead.planId === null ? undefined : await findPlanById(trx, lead.planId);
    if (!stored) {
      throw appError(
        "CONFLICT",
        "This lead has no plan attached. Choose the standard plan, or start without a roadmap.",
      );
    }
    const plan = wizardResult.parse(stored.plan);
    return { planId: stored.id, phases: plan.setup_plan };
  }
  // The planner's plan for a team of the lead's size, kept like a saved plan. Its private link's
  // token is thrown away: the plan is reached through the project.
  const answers = wizardInput.parse({
    teamSize: teamSizeOfBand(lead.teamSize),
    industry: "General",
  });
  const plan = recommend(answers);
  const { id } = await insertPlan(trx, {
    tokenHash: hashPlanToken(newPlanToken()),
    answers,
    plan,
    engineVersion: engineVersion("deterministic"),
    createdAt: now,
  });
  return { planId: id, phases: plan.setup_plan };
}

/** Splits "Jane van Doe" into Jane / van Doe; one word is a first name. */
function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(" ") || null };
}

async function insertClient(
  trx: Kysely<Database>,
  lead: { name: string; email: string; company: string | null },
  chosen: string | undefined,
) {
  const username = chosen ?? (await freeUsername(trx, usernameBase(lead.email)));
  try {
    // The unique index decides (any case), also against an account made a moment ago; the
    // error rolls the whole conversion back, and the consultant reads why.
    return await insertUser(trx, {
      username,
      email: lead.email,
      ...splitName(lead.name),
      company: lead.company,
      role: "user",
      passwordHash: unusablePasswordHash(),
    });
  } catch (error) {
    if (isPgError(error) && error.code === "23505" && error.constraint === "users_username_key") {
      throw appError(
        "CONFLICT",
        `The username '${username}' is already taken. Choose another one.`,
      );
    }
    throw error;
  }
}

async function freeUsername(trx: Kysely<Database>, base: string): Promise<string> {
  return firstFreeUsername(base, new Set(await usernamesStartingWith(trx, base)));
}
