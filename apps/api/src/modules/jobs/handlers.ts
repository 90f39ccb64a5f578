/**
 * The handler of every job kind and target, in one place: the pushes into each tool
 * (modules/tool-push) and the imports of each format (modules/imports).
 */
import { pushHandlers } from "../tool-push/push-handler.js";
import type { JobHandlers } from "./runner.js";

export const jobHandlers: JobHandlers = {
  export: pushHandlers(),
};
