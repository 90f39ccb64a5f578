import { authRouter } from "../modules/auth/auth.router.js";
import { leadsRouter } from "../modules/leads/leads.router.js";
import { usersRouter } from "../modules/users/users.router.js";
import { router } from "./procedures.js";

export const appRouter = router({
  auth: authRouter,
  leads: leadsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
