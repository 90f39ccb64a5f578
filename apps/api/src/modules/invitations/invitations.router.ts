import { router } from "../../core/procedures.js";
import { accept } from "./accept.js";
import { get } from "./get.js";

export const invitationsRouter = router({ get, accept });
