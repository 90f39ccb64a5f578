/**
 * Reads a question in plain words, or in the fixed command form (`status Northwind`,
 * `move #12 to review`; docs/assistant.md), into an intent. Pure and deterministic: the same
 * words and names always give the same intent; the optional language model never decides what
 * was asked, it only phrases the answer.
 *
 * Actions are recognised first (they start with their verb), then the question families in an
 * order where the narrower one wins ("weekly report" before "report"-free status, "what should
 * I work on" before "who is working on"). Anything destructive or outside these families is
 * declined with a reason, never guessed.
 */
import type { Intent, ParseContext } from "./intents.js";
import {
  findColumn,
  findPerson,
  findProject,
  findTask,
  normalize,
  stripFiller,
} from "./mentions.js";

/** A regular expression's group, "" when it took no part in the match. */
function group(match: RegExpExecArray, index: number): string {
  return match[index] ?? "";
}

/** Greetings, the bot's name and politeness before the question itself. */
const LEADING =
  /^(?:(?:\/cairn|@cairn|cairn|hey|hi|hello|ok|okay|so|quick question|yo|please|pls|plz|kindly|can you|could you|would you|will you|can u|bot)\b[\s,:-]*)+/;
const TRAILING = /[\s?!.]*(?:\bplease|\bpls|\bthanks|\bthank you|\bthx)?[\s?!.]*$/;

function clean(text: string): string {
  const said = normalize(text);
  return said.replace(LEADING, "").replace(TRAILING, "").trim();
}

/** Things the assistant never does, whoever asks: they belong in the product's own screens. */
const REFUSED =
  /\b(delete|remove|erase|wipe|destroy|drop|purge|archive|reset|deactivate|disable)\b.*\b(project|projects|task|tasks|lead|leads|user|users|account|accounts|everything|all|board|password|data)\b|\b(change|reset|tell me|show me|send me|what is) (my |the |his |her |their |an? )?(password|passwords|api key|token|secret)\b/;

const HELP =
  /^(help|\?|h|commands|command list|menu|usage|what can you do|what do you do|how do (i|you) (use|work)( (you|this|it|cairn))?|what can i ask( you)?|what (questions|commands) (can i|do you)( ask| take| understand| support)?|how does this work|options|what are your commands|start|getting started)$/;

/** A question about the assistant itself: what it does, how to use it. */
const ABOUT_ME =
  /\b(you|bot|assistant|cairn|here)\b.*\b(do|doing|help|answer|understand|able|work|ask|know|possible|there|offer|support)\b|\b(ask|tell) (you|the bot|cairn)\b|\bwhat you can\b|\bwhat (is )?possible\b/;
const HELP_WORDS = /\b(help|commands?|instructions|guide|usage|how to use|manual)\b/;

const TASK_NOUN = "(?:task|to-do|todo|card|ticket|item)";

const CREATE = new RegExp(
  `^(?:create|add|make|new|log|open|raise|put in|file|set up)\\s+(?:a\\s+|an\\s+|new\\s+|another\\s+)*${TASK_NOUN}\\b\\s*(.*)$`,
);
/** `task Northwind: write release notes` (the command form). */
const CREATE_COMMAND = /^task\s+(.+?):\s*(.+)$/;

const MOVE =
  /^(?:move|drag|put|shift|send|push|take)\s+(.+?)\s+(?:to|into|in|onto|over to|back to)\s+(.+)$/;
const MARK =
  /^(?:mark|set|flag)\s+(.+?)\s+(?:as\s+|to\s+)?(done|finished|complete|completed|in progress|in review|review|to do|todo|to-do|doing)$/;
const FINISH = /^(?:complete|finish|close|resolve)\s+(.+)$/;
const START = /^(?:start|begin|pick up)\s+(?:work(?:ing)? on\s+)?(.+)$/;

const ASSIGN = /^(?:assign|reassign|give|hand|hand over|allocate|delegate)\s+(.+?)\s+to\s+(.+)$/;
const ASSIGN_SELF =
  /^(?:assign me|assign myself(?: to)?|i ll take|ill take|let me take|i will take|give me)\s+(.+)$/;

const CLAIM =
  /^(?:claim|grab|take|pick up|i ll take|ill take|i will take|assign me)\s+(?:the\s+)?(?:new\s+)?lead\s*(.*)$/;
const CLAIM_COMMAND = /^claim\s+(.+)$/;

/**
 * Who or what "how is … doing" asks about when it is not a project: the asker's own lot, the
 * team's mood, their tasks.
 */
const NOT_A_PROJECT =
  /^(?:we|us|you|it|i|they|things|everything|everyone|everybody|all|work)$|^(?:my|our|your|all|every)\b|\b(?:feeling|feel|wellbeing|morale|mood|people|team|tasks?)\b/;

/** The progress verbs of "how is X doing". */
const DOING = "(?:doing|going|looking|coming along|progressing|getting on|tracking)";

/**
 * Where a project is named: after "in", "for", "on", "of", "about" at the end, after "project",
 * or in "how is X (doing)" and "how's X going" ("How is Helix Payments doing?"), so that a name
 * the asker cannot see is answered as not found rather than with another project.
 */
function projectWords(said: string): string | undefined {
  const match =
    /\b(?:in|for|on|of|about|at|from|with)\s+(?:the\s+)?(?:project\s+)?(.+)$/.exec(said) ??
    /\bproject\s+([a-z0-9][a-z0-9 -]*?)(?:\s+(?:going|doing|looking|status)\b|$)/.exec(said) ??
    new RegExp(
      `\\bhow\\s+(?:is|are)\\s+(?:the\\s+)?([a-z0-9][a-z0-9 -]*?)(?:\\s+project)?(?:\\s+${DOING}\\b.*)?$`,
    ).exec(said) ??
    new RegExp(`\\bhow\\s+(?:the\\s+)?([a-z0-9][a-z0-9 -]*?)(?:\\s+project)?\\s+${DOING}\\b`).exec(
      said,
    );
  const words = match?.[1]?.trim();
  return words && !NOT_A_PROJECT.test(words) ? words : undefined;
}

/** The words of a project's name, as a pattern that removes them from a question. */
function namedWords(name: string): RegExp {
  const words = normalize(name).split(" ").filter(Boolean);
  return new RegExp(`\\b(${words.join("|")})\\b`, "g");
}

function action(said: string, context: ParseContext): Intent | null {
  const command = CREATE_COMMAND.exec(said);
  if (command) {
    return {
      kind: "create_task",
      project: findProject(group(command, 1), context, group(command, 1)),
      title: group(command, 2).replace(/"/g, "").trim(),
    };
  }
  const create = CREATE.exec(said);
  if (create) return createTask(group(create, 1), context);

  const claim = CLAIM.exec(said);
  if (claim) return claimLead(group(claim, 1));
  if (/^claim\s/.test(said) && !/\b(task|card|ticket)\b/.test(said)) {
    const rest = CLAIM_COMMAND.exec(said);
    if (rest) return claimLead(group(rest, 1));
  }

  const assignSelf = ASSIGN_SELF.exec(said);
  if (assignSelf && !/\blead\b/.test(group(assignSelf, 1))) {
    // "give me #12" takes a task; "give me an update" is a question.
    const task = findTask(group(assignSelf, 1));
    if (
      task?.kind === "id" ||
      (task && new RegExp(`\\b${TASK_NOUN}$`).test(group(assignSelf, 1)))
    ) {
      return { kind: "assign_task", task, person: { kind: "me" } };
    }
  }
  const assign = ASSIGN.exec(said);
  if (assign) {
    if (/\blead\b/.test(group(assign, 1)) && /^(me|myself)$/.test(group(assign, 2))) {
      return claimLead(group(assign, 1).replace(/^(?:the\s+)?lead\s*/, ""));
    }
    const task = findTask(group(assign, 1));
    if (!task) return { kind: "decline", reason: "incomplete" };
    return { kind: "assign_task", task, person: findPerson(group(assign, 2), context) };
  }

  for (const pattern of [MARK, MOVE]) {
    const match = pattern.exec(said);
    if (match) {
      const column = findColumn(group(match, 2));
      const task = findTask(group(match, 1));
      if (column && task) return { kind: "move_task", task, column };
      if (pattern === MARK || /\b(column|board)\b/.test(said) || task?.kind === "id") {
        return { kind: "decline", reason: "incomplete" };
      }
    }
  }
  const finish = FINISH.exec(said);
  if (finish) {
    const task = findTask(group(finish, 1));
    if (task?.kind === "id") return { kind: "move_task", task, column: "done" };
  }
  const start = START.exec(said);
  if (start) {
    const task = findTask(group(start, 1));
    if (task?.kind === "id") return { kind: "move_task", task, column: "inprogress" };
  }
  // A move or an assignment without its target: say what is missing rather than guess.
  if (/^(move|drag|mark|assign|reassign)\b/.test(said))
    return { kind: "decline", reason: "incomplete" };
  return null;
}

/**
 * Requests in the imperative that are not the assistant's four actions: they are declined, never
 * read as a question about the project they name ("archive Acme" is not "how is Acme").
 */
const OTHER_ORDERS =
  /^(archive|rename|remove|delete|export|import|change|make me|set up|setup|book|order|email|call|phone|schedule|translate|play|convert|generate|write|draft|ignore|approve|reject|hack|invite|add (?!a |an |new |another )|cancel|pay|buy|print|forward|send (?!me\b))\b/;

/** Facts Cairn does not keep: declined rather than answered with something else. */
const UNKNOWN_TOPICS =
  /\b(budget|budgets|cost|costs|spend|spent|billed|billing|invoices?|price|prices|pricing|stock|revenue|profit|salary|salaries|ceo|cfo|email address|email addresses|phone numbers?|weather|game|football|capital of|joke|poem|song|music|recipe|cook|time is it|meaning of life|system prompt|server logs)\b/;

function createTask(rest: string, context: ParseContext): Intent {
  // The title is quoted, or follows a colon; the project is named with "in", "for", "to"… —
  // whatever is left once the project's words are taken out is the title.
  const quoted = /"([^"]+)"/.exec(rest);
  const colon = quoted ? null : /^(.*?):\s*(.+)$/.exec(rest);
  const outside = quoted ? rest.replace(group(quoted, 0), " ") : colon ? group(colon, 1) : rest;
  const project = findProject(outside, context, projectPlace(outside));
  let title = quoted?.[1] ?? colon?.[2] ?? rest;
  if (!quoted && !colon && project.kind === "one") title = withoutProject(rest, project.name);
  title = title
    .replace(/^\s*(?:to|called|named|titled|that says|saying|for|:)\s+/, "")
    .replace(/"/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!title) return { kind: "decline", reason: "incomplete" };
  return { kind: "create_task", project, title };
}

/** The words after a preposition that may name the project a new task goes in. */
function projectPlace(text: string): string | undefined {
  const match = /(?:^|\s)(?:in|for|on|to|under|into)\s+(?:the\s+)?(?:project\s+)?(.+)$/.exec(text);
  return match ? group(match, 1) : undefined;
}

/** The text without the run of words that names the project (and its preposition). */
function withoutProject(text: string, name: string): string {
  const nameWords = new Set(normalize(name).split(" "));
  const words = text.split(" ");
  const first = words.findIndex((word) => nameWords.has(word));
  if (first < 0) return text;
  let last = first;
  while (last + 1 < words.length && nameWords.has(words[last + 1] ?? "")) last += 1;
  let from = first;
  if (from > 0 && words[from - 1] === "project") from -= 1;
  if (from > 0 && words[from - 1] === "the") from -= 1;
  if (from > 0 && /^(in|for|on|to|under|into)$/.test(words[from - 1] ?? "")) from -= 1;
  if (last + 1 < words.length && words[last + 1] === "project") last += 1;
  return [...words.slice(0, from), ...words.slice(last + 1)].join(" ");
}

function claimLead(rest: string): Intent {
  const words = rest.replace(/^(?:from|for|of|at|called|named)\s+/, "").trim();
  const numbered = /^#?(\d{1,9})$/.exec(words);
  if (numbered) return { kind: "claim_lead", lead: { kind: "id", id: Number(group(numbered, 1)) } };
  if (!words) return { kind: "decline", reason: "incomplete" };
  return { kind: "claim_lead", lead: { kind: "name", words } };
}

const PIPELINE =
  /\b(leads?|pipeline|prospects?|deals?|sales funnel|funnel|inbound|enquiries|inquiries|signups|sign ups|new clients|potential clients|opportunities)\b/;
const WEEKLY_REPORT =
  /\b(weekly report|weekly reports|week report|weekly summary|week summary|week in review|weekly review|weekly health|weekly check|weekly update|health report|health check report|last week report|report for last week|report for this week|weekly digest|report|recap|this week in)\b/;
const MOOD =
  /\b(mood|moods|morale|feeling|feelings|feel|happy|happiness|unhappy|stress|stressed|stressful|energy|burnout|burned out|burnt out|vibe|vibes|spirits|sentiment|wellbeing|well being|motivated|motivation|pulse|burning out|burn out|team (ok|okay|alright|all right|fine|coping))\b/;
const MY_WORK =
  /\b(what should i|what do i|what can i|what must i|what shall i|what am i supposed to|have me work|want me to work|i should be|i be (doing|working|focusing)|(urgent|important|pressing) .*for me|prioriti[sz]e|my (top |most |next |main |biggest )?(tasks|work|priorities|priority|todo|to-do|to do|plate|queue|list|assignments|day|focus|next)|next for me|i should (work|focus|do|tackle|pick)|should i (work|focus|do|tackle|start|pick)|focus on|work on next|tackle (first|next)|most important for me|priorities for me|on my plate|for me to do|top of my list|where should i start|whats next|what next|what now|next task|next up)\b/;
const WHO =
  /\b(who|whos|whom|workload|workloads|assignments|assignees|assigned to whom|doing what|working on what|what is everyone|what everyone|what are people|what is each|what are they|what is the team working|what is the team doing|what are the team|team working on|team doing|busy with|is everyone|is everybody|what is everybody|which people|what people|members|who else|what (is |s )?[a-z]+ (working|doing|busy)\b|[a-z]+ busy with)\b/;
const DUE =
  /\b(overdue|late|past due|past their due|behind|miss|missed|slip|slipping|slipped|due|deadline|deadlines|due dates?|running over|expire|expiring|coming up|to be delivered|deliver|delivered|to be done by|to be finished)\b/;
const OVERDUE_WORDS =
  /\b(overdue|late|past due|past their due|behind|miss|missed|slip|slipping|slipped|running over)\b/;
const STATUS =
  /\b(status|statuses|health|healthy|progress|on track|off track|update|updates|where are we|where do we stand|how are we|how is|how are|how goes|how it going|hows|going|doing|state|overview|summary|at risk|risks?|looking|score|rag|red|amber|green|milestones?|tracking|happening|going on|lowdown|on schedule|behind schedule|tell me about|how did|news)\b/;

function question(said: string, context: ParseContext): Intent | null {
  const where = projectWords(said);
  const project = () => findProject(said, context, where);
  if (PIPELINE.test(said)) return { kind: "pipeline" };
  if (WEEKLY_REPORT.test(said)) return { kind: "weekly_report", project: project() };
  if (MOOD.test(said)) return { kind: "mood", project: project() };
  const due = (): Intent => ({
    kind: "due",
    range: OVERDUE_WORDS.test(said) ? "overdue" : "this_week",
    project: project(),
  });
  // "Which of my tasks are overdue?" asks for dates, "what should I work on" for priorities.
  if (DUE.test(said) && !/\b(what should i|what do i|work on)\b/.test(said)) return due();
  if (MY_WORK.test(said) && !/\b(who|whos)\b/.test(said)) return { kind: "my_work" };
  if (WHO.test(said) && !DUE.test(said.replace(/\bdue\b.*$/, ""))) {
    const person =
      /\bwhat (?:is |s )?([a-z]+) (?:working|doing|busy)\b|^(?:what )?([a-z]+) busy with\b/.exec(
        said,
      );
    const name = person?.[1] ?? person?.[2];
    return {
      kind: "who",
      project: project(),
      person:
        name &&
        !/^(everyone|everybody|the|each|she|he|it|they|people|team|you|we|is|who|whos)$/.test(name)
          ? findPerson(name, context)
          : null,
    };
  }
  if (DUE.test(said)) return due();
  if (STATUS.test(said)) return { kind: "status", project: project() };
  // A project's name alone ("Northwind?") asks for its status.
  const named = project();
  if (
    named.kind === "one" &&
    stripFiller(said.replace(normalize(named.name), " ").replace(namedWords(named.name), " ")) ===
      ""
  ) {
    return { kind: "status", project: named };
  }
  return null;
}

/** The fixed command form: the first word names the intent, the rest its target. */
const COMMANDS: Readonly<Record<string, (rest: string, context: ParseContext) => Intent>> = {
  help: () => ({ kind: "help" }),
  status: (rest, context) => ({ kind: "status", project: findProject(rest, context, rest) }),
  mywork: () => ({ kind: "my_work" }),
  next: () => ({ kind: "my_work" }),
  due: (rest, context) => ({
    kind: "due",
    range: "this_week",
    project: findProject(rest, context, rest),
  }),
  overdue: (rest, context) => ({
    kind: "due",
    range: "overdue",
    project: findProject(rest, context, rest),
  }),
  who: (rest, context) => ({
    kind: "who",
    project: findProject(rest, context, rest),
    person: null,
  }),
  mood: (rest, context) => ({ kind: "mood", project: findProject(rest, context, rest) }),
  report: (rest, context) => ({
    kind: "weekly_report",
    project: findProject(rest, context, rest),
  }),
  pipeline: () => ({ kind: "pipeline" }),
  leads: () => ({ kind: "pipeline" }),
};

/**
 * The words of `normalized` as they were written in `original` (capitals, punctuation and all):
 * a new task's title is the asker's, not the parser's lower-cased copy.
 */
export function asWritten(original: string, normalized: string): string {
  const words = normalized.split(" ").filter(Boolean);
  if (words.length === 0) return normalized;
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(
    words.map((word) => `${literal(word)}(?:['’]s)?`).join("[^\\p{L}\\p{N}]+"),
    "iu",
  );
  const found = pattern.exec(original);
  if (found) return found[0];
  return normalized.charAt(0).toUpperCase() + normalized.slice(1);
}

export function parseQuestion(text: string, context: ParseContext): Intent {
  const intent = parseWords(text, context);
  return intent.kind === "create_task"
    ? { ...intent, title: asWritten(text, intent.title) }
    : intent;
}

function parseWords(text: string, context: ParseContext): Intent {
  const said = clean(text);
  if (said === "") return { kind: "help" };
  if (REFUSED.test(said)) return { kind: "decline", reason: "not_supported" };
  if (HELP.test(said)) return { kind: "help" };
  const [first = "", ...others] = said.split(" ");
  const command = COMMANDS[first === "my" && others[0] === "work" ? "mywork" : first];
  const rest = first === "my" ? others.slice(1).join(" ") : others.join(" ");
  // A bare command word, or one followed by a name: "status northwind", "overdue".
  if (command && (rest === "" || !/\b(is|are|of|the|for|what|how|who)\b/.test(rest))) {
    if (first !== "who" || rest === "") return command(rest, context);
  }
  const act = action(said, context);
  if (act) return act;
  if (OTHER_ORDERS.test(said) || UNKNOWN_TOPICS.test(said)) {
    return { kind: "decline", reason: "not_supported" };
  }
  const wordCount = said.split(" ").length;
  if (
    (HELP_WORDS.test(said) && wordCount <= 8) ||
    /\bask (you|the bot|cairn)\b/.test(said) ||
    (ABOUT_ME.test(said) &&
      !/\b(work on|working on|have me|want me|should i|projects?|tasks?)\b/.test(said))
  ) {
    return { kind: "help" };
  }
  return question(said, context) ?? { kind: "decline", reason: "not_understood" };
}
