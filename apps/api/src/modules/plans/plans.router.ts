import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { get } from "./get.js";

export const plansRouter = router({ create, get });
