import { router } from "../../core/procedures.js";
import { search } from "./search.js";

export const searchRouter = router({ search });
