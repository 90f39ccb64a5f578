import { router } from "../../trpc/procedures.js";
import { list } from "./list.js";

export const usersRouter = router({ list });
