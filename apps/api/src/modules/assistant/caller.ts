/**
 * The assistant asks the API's own procedures for every fact and every change, as the asker: the
 * same permission guard, the same validation, the same records as the REST paths answer. So an
 * answer can never show a client another company's project, nor a change be made that the
 * screens would refuse. `reach` lists the only procedures it may call.
 */
import type { FastifyReply } from "fastify";
import type { Context } from "../../core/context.js";
import { createCallerFactory, router } from "../../core/procedures.js";
import { boardRouter } from "../board/board.router.js";
import { healthRouter } from "../health/health.router.js";
import { leadsRouter } from "../leads/leads.router.js";
import { moodRouter } from "../mood/mood.router.js";
import { projectsRouter } from "../projects/projects.router.js";
import { roadmapRouter } from "../roadmap/roadmap.router.js";
import { tasksRouter } from "../tasks/tasks.router.js";
import { usersRouter } from "../users/users.router.js";

const reach = router({
  projects: projectsRouter,
  users: usersRouter,
  tasks: tasksRouter,
  board: boardRouter,
  health: healthRouter,
  roadmap: roadmapRouter,
  mood: moodRouter,
  leads: leadsRouter,
});

const createCaller = createCallerFactory(reach);
export type AssistantCaller = ReturnType<typeof createCaller>;

/**
 * A reply that keeps nothing: the procedures the assistant calls may set headers (a list's
 * `X-Total-Count`), which belong to their own REST answers, not to the assistant's.
 */
function detachedReply(): FastifyReply {
  const reply = { header: () => reply, headers: () => reply, status: () => reply };
  return reply as unknown as FastifyReply;
}

/** A caller acting as `ctx.session`'s user. */
export function callerFor(ctx: Context): AssistantCaller {
  return createCaller({ ...ctx, reply: detachedReply(), upload: undefined });
}
