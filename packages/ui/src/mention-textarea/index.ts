export {
  insertMention,
  type MentionCandidate,
  type MentionQuery,
  matchingCandidates,
  mentionQueryAt,
} from "./mention-query.js";
export { MentionTextarea, type MentionTextareaProps } from "./mention-textarea.js";
