/**
 * The handler of every job kind and target, in one place: the pushes into each tool
 * (modules/tool-push) and the imports of each format (modules/imports).
 */
import { importHandler } from "../imports/run-import.js";
import { pushHandlers } from "../tool-push/push-handler.js";
import type { JobHandlers } from "./runner.js";

export const jobHandlers: JobHandlers = {
  export: pushHandlers(),
  import: {
    "trello-json": importHandler("trello-json"),
    "jira-csv": importHandler("jira-csv"),
    "asana-csv": importHandler("asana-csv"),
    csv: importHandler("csv"),
  },
};
