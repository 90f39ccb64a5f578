/**
 * The one rule of every reader of team mood (SECURITY.md, "Shared rules"): the Team Mood tab's
 * list and statistics, the health factors and the weekly reports made of them, the KPIs, the BI
 * feed and the assistant.
 *
 * - **Figures only from 3 entries.** A mean, a trend or a score made from mood, energy or stress
 *   is given only over at least MIN_ENTRIES_FOR_AVERAGES entries; below that, nothing but "not
 *   enough entries", so that nobody's answers can be singled out.
 * - **Entries only to whom the entry dialog names.** An entry, with its author's name and note,
 *   is read by its author, the project's consultant and administrators (an anonymous one without
 *   the name; an administrator still gets its author's id, for moderation). An anonymous entry
 *   is listed to the consultant only in a period of 3 entries or more. Everyone else — the
 *   project's client, people assigned its tasks — reads no one's entries but their own.
 */
import type { Role } from "@cairn/schema/users";

/** The fewest entries a mood, energy or stress figure is given from. */
export const MIN_ENTRIES_FOR_AVERAGES = 3;

/** What a reader is told in place of figures made from fewer entries. */
export const NOT_ENOUGH_ENTRIES = `not enough entries (mood is shown from ${MIN_ENTRIES_FOR_AVERAGES})`;

export function enoughMoodEntries(count: number): boolean {
  return count >= MIN_ENTRIES_FOR_AVERAGES;
}

/**
 * THE mood figure: the mean of `count` answers on the 1–5 scale that add up to
 * `sum`, to one decimal (half up, as PostgreSQL's `round(numeric, 1)`), or null below the
 * minimum of entries. Every reader — the Team Mood tab, the Health tab and its reasons, the
 * weekly report, the KPIs, the BI feed (the same rule in SQL), the assistant — states mood,
 * energy and stress through it, so the same entries give the same figure everywhere.
 */
export function moodAverage(sum: number, count: number): number | null {
  // 10 × sum ÷ count is one correctly rounded division: an exact half stays an exact half.
  return enoughMoodEntries(count) ? Math.round((10 * sum) / count) / 10 : null;
}

export interface MoodAnswers {
  moodScore: number;
  energyLevel: number;
  stressLevel: number;
}

export interface MoodAverages {
  entries: number;
  averageMood: number | null;
  averageEnergy: number | null;
  averageStress: number | null;
}

/** The three figures of a set of entries (`moodAverage` each): all null below 3 entries. */
export function moodAverages(entries: readonly MoodAnswers[]): MoodAverages {
  const total = (pick: (entry: MoodAnswers) => number) =>
    moodAverage(
      entries.reduce((sum, entry) => sum + pick(entry), 0),
      entries.length,
    );
  return {
    entries: entries.length,
    averageMood: total((entry) => entry.moodScore),
    averageEnergy: total((entry) => entry.energyLevel),
    averageStress: total((entry) => entry.stressLevel),
  };
}

/**
 * Who took part: people who wrote at least one of `entries` ÷ the project's `members`, in
 * percent (whole), at most 100. The Team Mood tab, the Health tab and its reason alike.
 */
export function moodParticipation(
  entries: readonly { userId: number | null }[],
  members: number,
): number {
  const authors = new Set(entries.map((entry) => entry.userId).filter((id) => id !== null)).size;
  return members === 0 ? 0 : Math.min(100, Math.round((100 * authors) / members));
}

export interface MoodReader {
  id: number;
  role: Role;
}

/** The entries of a project's period that `reader` may read (its consultant: `consultantId`). */
export function readableEntries<T extends { userId: number | null; anonymous: boolean }>(
  entries: readonly T[],
  reader: MoodReader,
  consultantId: number | null,
): T[] {
  if (reader.role === "admin") return [...entries];
  if (reader.id === consultantId) {
    const enough = enoughMoodEntries(entries.length);
    return entries.filter((entry) => !entry.anonymous || enough || entry.userId === reader.id);
  }
  return entries.filter((entry) => entry.userId === reader.id);
}
