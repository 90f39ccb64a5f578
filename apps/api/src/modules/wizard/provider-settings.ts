/**
 * Limits on the optional AI provider. The time limit keeps a slow provider from holding a
 * visitor's request: past it, the deterministic plan is served. Tests shorten it by mocking
 * this module, so they need not wait eight seconds.
 */
export const PROVIDER_TIMEOUT_MS = 8000;
/** A plan is a few kilobytes; an answer far larger than that is not a plan. */
export const PROVIDER_MAX_ANSWER_CHARS = 200_000;
