import { user } from "@cairn/schema/users";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listUsers } from "./users.repo.js";

export const list = authedProcedure.output(z.array(user)).query(({ ctx }) => listUsers(ctx.db));
