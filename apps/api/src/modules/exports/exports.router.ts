import { router } from "../../trpc/procedures.js";
import { start } from "./start.js";

export const exportsRouter = router({ start });
