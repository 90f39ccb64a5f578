/**
 * The signed-in people of the dashboard's component tests: the demo consultant (Jordan Lee) and
 * the demo client (Casey), as the session hands them to the screens.
 */
import type { Person } from "../features/session/person";

export const consultant: Person = {
  id: 2,
  username: "consultant",
  email: "jordan@cairn.example",
  firstName: "Jordan",
  lastName: "Lee",
  role: "consultant",
  company: "Cairn",
  createdAt: "2026-01-01T00:00:00.000Z",
};

export const client: Person = {
  ...consultant,
  id: 5,
  username: "client",
  email: "casey@example.com",
  firstName: "Casey",
  lastName: "Client",
  role: "user",
};
