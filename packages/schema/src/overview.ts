import { z } from "zod";

const count = z.number().int().min(0);

/** The admin dashboard's counters (docs/product.md §2.17 Overview), computed in one round of queries. */
export const adminOverview = z.object({
  users: z.object({ total: count, admins: count, consultants: count, clients: count }),
  projects: z.object({ total: count, active: count, completed: count, onHold: count }),
  leads: z.object({ total: count, new: count, unassigned: count }),
  tasks: z.object({
    total: count,
    pending: count,
    inProgress: count,
    completed: count,
    overdue: count,
  }),
});
export type AdminOverview = z.infer<typeof adminOverview>;
