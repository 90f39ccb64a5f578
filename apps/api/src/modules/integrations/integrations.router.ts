import { router } from "../../core/procedures.js";
import { list } from "./list.js";
import { test } from "./test.js";
import { toggle } from "./toggle.js";
import { updateSettings } from "./update-settings.js";

export const integrationsRouter = router({ list, toggle, updateSettings, test });
