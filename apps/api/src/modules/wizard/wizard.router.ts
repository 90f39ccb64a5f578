import { router } from "../../core/procedures.js";
import { recommendations } from "./recommendations.js";

export const wizardRouter = router({ recommendations });
