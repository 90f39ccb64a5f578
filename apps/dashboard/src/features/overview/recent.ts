/** How many items an overview's short lists show. */
export const RECENT = 5;
