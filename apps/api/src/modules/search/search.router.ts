import { router } from "../../trpc/procedures.js";
import { search } from "./search.js";

export const searchRouter = router({ search });
