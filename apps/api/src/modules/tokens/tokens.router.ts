import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { list } from "./list.js";
import { revoke } from "./revoke.js";

export const tokensRouter = router({ list, create, revoke });
