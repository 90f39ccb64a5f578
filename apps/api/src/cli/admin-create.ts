/**
 * Creates an administrator: the way in for a production database, where no demo account exists.
 *
 *   pnpm --filter @cairn/api admin:create -- --username ada --email ada@example.com
 *
 * The password is read from the CAIRN_ADMIN_PASSWORD variable or typed at the prompt (hidden),
 * never from the command line, where other users of the machine could read it.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { createUserInput } from "@cairn/schema/users";
import { migrateToLatest } from "../db/migrate.js";
import { openConfiguredDatabase } from "../db/open.js";
import { loadConfig } from "../env.js";
import { hashPassword } from "../modules/auth/password.js";

async function promptHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  const write = output._writeToOutput.bind(rl);
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) {
      asked = true;
      write(text);
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const password =
    process.env.CAIRN_ADMIN_PASSWORD ?? (await promptHidden("Password (12+ characters): "));
  const parsed = createUserInput.safeParse({
    username: values.username,
    email: values.email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    password,
    role: "admin",
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      process.stderr.write(`--${issue.path.join(".")}: ${issue.message}\n`);
    }
    process.exit(2);
  }
  const input = parsed.data;
  const opened = await openConfiguredDatabase(loadConfig());
  try {
    await migrateToLatest(opened.database.db);
    const { id } = await opened.database.db
      .insertInto("users")
      .values({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        role: "admin",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    opened.markReady();
    process.stdout.write(`Administrator ${input.username} created (id ${id}).\n`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    /users_username_key/.test(message)
      ? "That username is already taken.\n"
      : /users_email_key/.test(message)
        ? "An account with this e-mail address already exists.\n"
        : `Could not create the administrator: ${message}\n`,
  );
  process.exit(1);
});
