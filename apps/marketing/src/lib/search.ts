/** Case-insensitive substring match on any of the fields (docs/product.md §5); an empty query matches. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}

export const ALL = "all";

/** Items in the category ("all" for every one) whose searched fields contain the query. */
export function filterItems<T extends { category: string }>(
  items: readonly T[],
  { query, category }: { query: string; category: string },
  fields: (item: T) => readonly string[],
): T[] {
  return items.filter(
    (item) =>
      (category === ALL || item.category === category) && matchesSearch(query, fields(item)),
  );
}

/** How many items each category holds, with "all" for the total. */
export function countByCategory<T extends { category: string }>(
  items: readonly T[],
  categories: readonly string[],
): Record<string, number> {
  const counts: Record<string, number> = { [ALL]: items.length };
  for (const category of categories) counts[category] = 0;
  for (const item of items) counts[item.category] = (counts[item.category] ?? 0) + 1;
  return counts;
}
