import { router } from "../../core/procedures.js";
import { addPreset } from "./add-preset.js";
import { create } from "./create.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { runs } from "./runs.js";
import { test } from "./test.js";
import { update } from "./update.js";

/**
 * A project's rules (docs/rules.md): "when … if … then …" automation, its ready-made rules,
 * its test mode on the last 30 days, and the audit of its runs.
 */
export const rulesRouter = router({ list, create, addPreset, update, remove, test, runs });
