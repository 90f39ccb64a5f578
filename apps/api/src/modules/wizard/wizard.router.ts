import { router } from "../../trpc/procedures.js";
import { recommendations } from "./recommendations.js";

export const wizardRouter = router({ recommendations });
