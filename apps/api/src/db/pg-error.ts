/** An error PostgreSQL (or PGlite) raised: its SQLSTATE and, for a violation, the constraint. */
export interface PgError {
  code: string;
  constraint?: string;
  table?: string;
}

/** Whether a thrown value carries a SQLSTATE: five digits or capitals ("23505"). */
export function isPgError(value: unknown): value is PgError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string" &&
    /^[0-9A-Z]{5}$/.test((value as { code: string }).code)
  );
}
