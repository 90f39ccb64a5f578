import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { follow } from "./follow.js";
import { following } from "./following.js";
import { list } from "./list.js";
import { listMentionable } from "./list-mentionable.js";
import { remove } from "./remove.js";
import { unfollow } from "./unfollow.js";
import { update } from "./update.js";

export const commentsRouter = router({
  list,
  create,
  update,
  remove,
  listMentionable,
  following,
  follow,
  unfollow,
});
