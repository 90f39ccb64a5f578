/**
 * The blog's articles (docs/product.md §2.8, §3.9): 24 posts, agile 8, pmo 6, tools 5, leadership 5, one
 * featured. The article text lives in blog-bodies.ts, loaded only by the article page.
 * route-paths.ts reads the slugs, so every article has a real URL the server answers 200.
 */

export const BLOG_CATEGORIES = ["agile", "pmo", "tools", "leadership"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  agile: "Agile",
  pmo: "PMO",
  tools: "Tools",
  leadership: "Leadership",
};

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  readTime: string;
  category: BlogCategory;
  image: string;
  featured: boolean;
}

const image = (category: BlogCategory) => `/media/blog/${category}.svg`;

type Entry = Omit<BlogPost, "id" | "image" | "featured"> & { featured?: boolean };

const ENTRIES: Entry[] = [
  {
    slug: "pmo-in-30-days",
    title: "How to set up a PMO in 30 days without a consultant",
    excerpt:
      "A week-by-week plan for standing up a lightweight project-management office: roles, cadence, templates and the first portfolio review.",
    author: "Maya Lindqvist",
    date: "2024-06-18",
    readTime: "9 min read",
    category: "pmo",
    featured: true,
  },
  {
    slug: "sprint-planning-that-sticks",
    title: "Sprint planning that sticks: five habits of reliable teams",
    excerpt:
      "Most sprint plans fall apart by Wednesday. Five small habits keep commitments realistic and make the plan survive contact with reality.",
    author: "Sofia Marquez",
    date: "2024-06-04",
    readTime: "6 min read",
    category: "agile",
  },
  {
    slug: "kanban-wip-limits",
    title: "WIP limits explained: why doing less at once ships more",
    excerpt:
      "Work-in-progress limits feel like a brake. In practice they are the fastest way to shorten cycle time and expose bottlenecks.",
    author: "Rahul Mehta",
    date: "2024-05-28",
    readTime: "7 min read",
    category: "agile",
  },
  {
    slug: "retrospectives-that-change-things",
    title: "Retrospectives that actually change things",
    excerpt:
      "If the same issues come up every two weeks, the retro is broken, not the team. A format that turns talk into tracked experiments.",
    author: "Sofia Marquez",
    date: "2024-05-14",
    readTime: "5 min read",
    category: "agile",
  },
  {
    slug: "scrum-or-kanban",
    title: "Scrum or Kanban? Choosing a delivery model for each team",
    excerpt:
      "There is no company-wide answer. How to pick a delivery model per team based on the shape of its work, not on fashion.",
    author: "Rahul Mehta",
    date: "2024-04-30",
    readTime: "8 min read",
    category: "agile",
  },
  {
    slug: "user-stories-for-agencies",
    title: "Writing user stories when your customer is a client",
    excerpt:
      "Agencies serve two masters: the client who pays and the users who matter. A practical way to write stories that satisfy both.",
    author: "James Whitaker",
    date: "2024-04-16",
    readTime: "6 min read",
    category: "agile",
  },
  {
    slug: "estimation-without-drama",
    title: "Estimation without drama: ranges, not promises",
    excerpt:
      "Story points started debates they were meant to end. Range estimates and throughput forecasts give stakeholders better answers.",
    author: "Daniel Osei",
    date: "2024-04-02",
    readTime: "7 min read",
    category: "agile",
  },
  {
    slug: "daily-standup-in-ten-minutes",
    title: "The ten-minute daily stand-up",
    excerpt:
      "Walk the board from right to left, talk about work rather than people, and take problem-solving offline. Here is how to make it stick.",
    author: "Sofia Marquez",
    date: "2024-03-19",
    readTime: "4 min read",
    category: "agile",
  },
  {
    slug: "scaling-agile-to-ten-teams",
    title: "Scaling Agile from two teams to ten",
    excerpt:
      "What breaks when you grow from one squad to many, and the minimum coordination you need before reaching for a heavyweight framework.",
    author: "Maya Lindqvist",
    date: "2024-03-05",
    readTime: "10 min read",
    category: "agile",
  },
  {
    slug: "pmo-roles-and-responsibilities",
    title: "PMO roles and responsibilities for a team of fifty",
    excerpt:
      "You do not need a department. The four roles a small PMO needs, who usually fills them, and how much time each takes.",
    author: "Rahul Mehta",
    date: "2024-06-11",
    readTime: "7 min read",
    category: "pmo",
  },
  {
    slug: "portfolio-review-agenda",
    title: "A monthly portfolio review in 45 minutes",
    excerpt:
      "An agenda that keeps executives focused on decisions: what to start, stop, speed up or fund, backed by the same numbers every month.",
    author: "Maya Lindqvist",
    date: "2024-05-21",
    readTime: "6 min read",
    category: "pmo",
  },
  {
    slug: "project-health-scores",
    title: "Project health scores your executives will trust",
    excerpt:
      "Red-amber-green reports are opinions. How to build a health score from task completion, timeline and team engagement data instead.",
    author: "Aiko Tanaka",
    date: "2024-05-07",
    readTime: "8 min read",
    category: "pmo",
  },
  {
    slug: "raid-logs-that-get-read",
    title: "RAID logs that people actually read",
    excerpt:
      "Risks, assumptions, issues and dependencies only help when someone acts on them. Keep the log short, owned and reviewed weekly.",
    author: "James Whitaker",
    date: "2024-04-09",
    readTime: "5 min read",
    category: "pmo",
  },
  {
    slug: "measuring-pmo-roi",
    title: "Measuring the ROI of your PMO",
    excerpt:
      "Finance will ask what the PMO is worth. Four measures that connect project governance to money saved and revenue protected.",
    author: "Maya Lindqvist",
    date: "2024-03-12",
    readTime: "9 min read",
    category: "pmo",
  },
  {
    slug: "jira-vs-trello-vs-asana",
    title: "Jira, Trello or Asana: picking a tool for how you work",
    excerpt:
      "Each tool encodes a way of working. Match the tool to your delivery model and team maturity, not to a feature checklist.",
    author: "Daniel Osei",
    date: "2024-06-25",
    readTime: "8 min read",
    category: "tools",
  },
  {
    slug: "notion-as-a-pmo-wiki",
    title: "Using Notion as your PMO's single source of truth",
    excerpt:
      "A page structure for charters, decisions and templates that stays tidy as the number of projects grows.",
    author: "Sofia Marquez",
    date: "2024-05-31",
    readTime: "6 min read",
    category: "tools",
  },
  {
    slug: "slack-bots-for-status-updates",
    title: "Replacing status meetings with a Slack bot",
    excerpt:
      "Asynchronous check-ins freed one agency eight hours a week. The prompts, the schedule and what they still discuss face to face.",
    author: "Aiko Tanaka",
    date: "2024-05-02",
    readTime: "5 min read",
    category: "tools",
  },
  {
    slug: "kpi-dashboards-in-power-bi",
    title: "Building delivery KPI dashboards in Power BI and Looker Studio",
    excerpt:
      "Which delivery metrics to export, how to model them, and the three charts every portfolio dashboard needs.",
    author: "Aiko Tanaka",
    date: "2024-04-23",
    readTime: "9 min read",
    category: "tools",
  },
  {
    slug: "tool-sprawl",
    title: "Tool sprawl is a process problem",
    excerpt:
      "When every team picks its own tracker, reporting becomes archaeology. How to consolidate without a mutiny.",
    author: "Daniel Osei",
    date: "2024-03-26",
    readTime: "6 min read",
    category: "tools",
  },
  {
    slug: "leading-through-change",
    title: "Leading a team through a new way of working",
    excerpt:
      "Introducing a PMO changes habits. Why people resist, and how leaders can make the first month feel like help instead of control.",
    author: "Maya Lindqvist",
    date: "2024-06-20",
    readTime: "7 min read",
    category: "leadership",
  },
  {
    slug: "team-mood-early-warning",
    title: "Team mood is your earliest warning signal",
    excerpt:
      "Burnout shows up in mood and energy weeks before it shows up in missed deadlines. How to ask, listen and act without surveillance.",
    author: "James Whitaker",
    date: "2024-05-24",
    readTime: "6 min read",
    category: "leadership",
  },
  {
    slug: "delegating-as-a-founder",
    title: "Delegating delivery as a founder",
    excerpt:
      "Founders are often the bottleneck on every project. A step-by-step way to hand over delivery without losing sight of it.",
    author: "Daniel Osei",
    date: "2024-04-26",
    readTime: "8 min read",
    category: "leadership",
  },
  {
    slug: "one-on-ones-for-project-leads",
    title: "One-on-ones for project leads: an agenda that works",
    excerpt:
      "Status belongs on the board. Use one-on-ones for growth, blockers and the conversations that never make it into a ticket.",
    author: "Sofia Marquez",
    date: "2024-03-29",
    readTime: "5 min read",
    category: "leadership",
  },
  {
    slug: "saying-no-to-projects",
    title: "The hardest PMO skill: saying no to good projects",
    excerpt:
      "Capacity is finite. How to make trade-offs visible so that the organisation, not the loudest voice, decides what waits.",
    author: "Rahul Mehta",
    date: "2024-02-27",
    readTime: "7 min read",
    category: "leadership",
  },
];

export const BLOG_POSTS: readonly BlogPost[] = ENTRIES.map((entry, index) => ({
  ...entry,
  id: index + 1,
  image: image(entry.category),
  featured: entry.featured ?? false,
}));

export const BLOG_LIST_SIZE = 8;
