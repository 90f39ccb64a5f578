import { router } from "../../trpc/procedures.js";
import { read } from "./read.js";

export const feedsRouter = router({ read });
