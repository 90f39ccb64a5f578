export { JobStatus, type JobStatusProps } from "./job-status.js";
export {
  countsSentence,
  jobAnnouncement,
  jobPercent,
  OUTCOME_LABELS,
  progressWords,
  STATE_LABELS,
  STATE_TONES,
} from "./job-status-model.js";
