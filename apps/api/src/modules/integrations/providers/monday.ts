import { z } from "zod";
import { type Provider, parseJson, text, unexpected } from "./provider.js";

// Monday.com is GraphQL: errors may come with HTTP 200, in `errors` or `error_message`.
const answer = z.object({
  data: z
    .object({ me: z.object({ id: z.union([z.string(), z.number()]), name: z.string() }).nullish() })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
  error_message: z.string().nullish(),
});

export const monday: Provider = {
  name: "Monday.com",
  webhook: false,
  credentialsHint: "Check the API token in Settings.",
  request: (settings) => ({
    method: "POST",
    url: new URL("https://api.monday.com/v2"),
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      authorization: text(settings, "apiKey"),
    },
    body: JSON.stringify({ query: "query { me { id name email } }" }),
  }),
  read(body) {
    const parsed = answer.safeParse(parseJson(body));
    if (!parsed.success) return unexpected("Monday.com", "the answer is not a GraphQL result");
    const refusal = parsed.data.errors?.[0]?.message ?? parsed.data.error_message;
    if (refusal) {
      return {
        ok: false,
        outcome: "rejected",
        message: `Monday.com refused the query: ${refusal.slice(0, 200)}. Check the API token in Settings.`,
      };
    }
    const me = parsed.data.data?.me;
    if (!me) return unexpected("Monday.com", "no user in the answer");
    return { ok: true, message: `Connected to Monday.com as ${me.name}.` };
  },
};
