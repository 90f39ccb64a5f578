import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { invite } from "./invite.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { resendInvitation } from "./resend-invitation.js";
import { update } from "./update.js";

export const usersRouter = router({ list, create, invite, resendInvitation, update, remove });
