/**
 * Who an imported task goes to (pure): a person named by e-mail is the Cairn account with that
 * address (any case); one named only by a display name (Jira, Trello) is the account whose full
 * name it is, when exactly one account has it. Nobody else is ever guessed or created: an
 * unknown person is listed in the report and the task stays unassigned.
 */
import type { PersonRef } from "./formats/item.js";

export interface Person {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const key = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

export class PeopleIndex {
  readonly #byEmail = new Map<string, number>();
  readonly #byName = new Map<string, number[]>();
  readonly unknown = new Set<string>();

  constructor(people: readonly Person[]) {
    for (const person of people) {
      this.#byEmail.set(key(person.email), person.id);
      const name = key([person.firstName, person.lastName].filter(Boolean).join(" "));
      if (name) this.#byName.set(name, [...(this.#byName.get(name) ?? []), person.id]);
    }
  }

  /** The account's id, or null (the person is then remembered as unknown). */
  resolve(person: PersonRef | null): number | null {
    if (!person) return null;
    if (person.email) {
      const id = this.#byEmail.get(key(person.email));
      if (id !== undefined) return id;
      this.unknown.add(person.email.trim());
      return null;
    }
    if (person.name) {
      const ids = this.#byName.get(key(person.name)) ?? [];
      if (ids.length === 1) return ids[0] ?? null;
      this.unknown.add(person.name.trim());
    }
    return null;
  }
}
