import { router } from "../../core/procedures.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { resume } from "./resume.js";

export const jobsRouter = router({ get, list, resume });
