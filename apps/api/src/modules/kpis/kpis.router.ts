import { router } from "../../core/procedures.js";
import { get } from "./get.js";
import { getCsv } from "./get-csv.js";

export const kpisRouter = router({ get, getCsv });
