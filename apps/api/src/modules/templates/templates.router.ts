import { router } from "../../trpc/procedures.js";
import { list } from "./list.js";

export const templatesRouter = router({ list });
