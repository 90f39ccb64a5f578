import { router } from "../../core/procedures.js";
import { ask } from "./ask.js";
import { createLink } from "./create-link.js";
import { readLink } from "./read-link.js";
import { slackCommands } from "./slack-commands.js";
import { slackEvents } from "./slack-events.js";
import { slackInteractions } from "./slack-interactions.js";
import { teamsMessages } from "./teams-messages.js";

export const assistantRouter = router({
  ask,
  createLink,
  readLink,
  slackCommands,
  slackEvents,
  slackInteractions,
  teamsMessages,
});
