import { authRouter } from "../modules/auth/auth.router.js";
import { boardRouter } from "../modules/board/board.router.js";
import { leadsRouter } from "../modules/leads/leads.router.js";
import { overviewRouter } from "../modules/overview/overview.router.js";
import { projectsRouter } from "../modules/projects/projects.router.js";
import { tasksRouter } from "../modules/tasks/tasks.router.js";
import { usersRouter } from "../modules/users/users.router.js";
import { router } from "./procedures.js";

export const appRouter = router({
  auth: authRouter,
  board: boardRouter,
  leads: leadsRouter,
  overview: overviewRouter,
  projects: projectsRouter,
  tasks: tasksRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
