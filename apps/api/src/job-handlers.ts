/**
 * The handler of every job kind and target, in one place: the pushes into each tool
 * (modules/tool-push) and the imports of each format (modules/imports). Assembled here, beside
 * the app that runs them, so that the jobs' runner knows no kind of job and the modules that
 * bring jobs depend on the runner, not the other way round.
 */
import { importHandler } from "./modules/imports/run-import.js";
import type { JobHandlers } from "./modules/jobs/runner.js";
import { pushHandlers } from "./modules/tool-push/push-handler.js";

export const jobHandlers: JobHandlers = {
  export: pushHandlers(),
  import: {
    "trello-json": importHandler("trello-json"),
    "jira-csv": importHandler("jira-csv"),
    "asana-csv": importHandler("asana-csv"),
    csv: importHandler("csv"),
  },
};
