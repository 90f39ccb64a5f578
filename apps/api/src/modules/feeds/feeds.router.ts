import { router } from "../../core/procedures.js";
import { read } from "./read.js";

export const feedsRouter = router({ read });
