import { router } from "../../core/procedures.js";
import { start } from "./start.js";

export const importsRouter = router({ start });
