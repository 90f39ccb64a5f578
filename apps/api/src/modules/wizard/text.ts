/** Small text helpers shared by the planner's steps. */

/** ["a"] → "a"; ["a", "b"] → "a and b"; ["a", "b", "c"] → "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export type Vars = Readonly<Record<string, string | number>>;

/**
 * Fills the `{name}` placeholders of a knowledge-base text. Only texts of the knowledge base
 * pass through here, never what a person typed, so a brace in an answer is left alone. A
 * placeholder without a value is a mistake in the knowledge base and throws.
 */
export function fill(text: string, vars: Vars): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return String(value);
  });
}

/** Appends to a list only what it does not hold yet, keeping first-come order. */
export function pushUnique(list: string[], ...items: readonly string[]): void {
  for (const item of items) if (!list.includes(item)) list.push(item);
}
