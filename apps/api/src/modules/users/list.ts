import { listUsersInput, user } from "@cairn/schema/users";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countUsers, listUsers, type UserFilter } from "./users.repo.js";

/**
 * Every account, newest first (admin); or those matching a search (`q` in the username, names,
 * e-mail or company), a role and an access (`enabled`, `disabled`), sorted and paged. The body
 * stays a bare array; the number of matching accounts before paging is in `X-Total-Count`.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/users",
      summary: "Every user, newest first; searched, filtered, sorted and paged (X-Total-Count)",
    },
    access: access.admin(),
  })
  .input(listUsersInput)
  .output(z.array(user))
  .query(({ ctx, input }) => {
    const filter: UserFilter = {
      q: input.q,
      role: input.role,
      access: input.access,
      sort: input.sort,
      order: input.order,
    };
    return pagedList(
      ctx,
      input,
      listUsers(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countUsers(ctx.db, filter),
    );
  });
