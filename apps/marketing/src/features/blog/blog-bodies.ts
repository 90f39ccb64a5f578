/** The text of each blog article, keyed by slug. Loaded only by the article page. */
import type { ArticleSection } from "../../parts/article-body";

export const BLOG_BODIES: Readonly<Record<string, readonly ArticleSection[]>> = {
  "pmo-in-30-days": [
    {
      paragraphs: [
        "Most growing companies reach the same moment: five projects become fifteen, nobody can say which ones are late, and the leadership meeting turns into a debate about whose spreadsheet is right. The usual answer is to hire a consultant for three months. The better answer is a lightweight project-management office that the team builds itself, in about 30 days.",
        "A PMO at this stage is not a department. It is a small set of agreements: how work is planned, how progress is reported, who decides trade-offs, and which templates everyone uses. Here is how we see teams put those agreements in place, week by week.",
      ],
    },
    {
      heading: "Week 1: foundation",
      paragraphs: [
        "Start by naming the roles. Someone owns the portfolio view, each project has one accountable lead, and a sponsor can break ties. Then agree a single place where every project lives, with the same four columns: To Do, In Progress, Review and Done.",
        "Finish the week with a one-page charter template and use it on every active project, even the ones that have been running for months. The charter forces three questions that most stalled projects cannot answer: what does done look like, who decides, and by when.",
      ],
    },
    {
      heading: "Week 2: cadence",
      paragraphs: [
        "Introduce a rhythm that everyone can predict: a short daily stand-up per team, a weekly project check-in, and a monthly portfolio review. Write the agendas down and keep them short. The goal is fewer, better meetings, not more of them.",
      ],
    },
    {
      heading: "Week 3: visibility",
      paragraphs: [
        "Now that the data lives in one place, build the dashboard the leadership meeting will use. Keep it to a handful of measures: tasks completed against plan, overdue work, and a health score per project. Resist the temptation to track everything.",
      ],
    },
    {
      heading: "Week 4: the first portfolio review",
      paragraphs: [
        "Run the first monthly review with the new dashboard. Its purpose is to make decisions: which project to speed up, which to pause, and where people are overloaded. When the meeting ends with three clear decisions instead of a status recital, your PMO is working.",
      ],
      list: [
        "Roles named and written down",
        "Every project on one board with the same columns",
        "A charter for each active project",
        "A predictable meeting cadence",
        "One dashboard the leadership actually uses",
      ],
    },
  ],
  "sprint-planning-that-sticks": [
    {
      paragraphs: [
        "A sprint plan is a forecast, not a contract. Teams that treat it as a contract over-commit to look ambitious and then spend the second week negotiating scope. Teams that treat it as a forecast plan less and finish more. Five habits make the difference.",
      ],
    },
    {
      heading: "Plan from capacity, not from the backlog",
      paragraphs: [
        "Before looking at a single ticket, count the days people are actually available. Subtract holidays, support rotations and the meetings that always happen. Plan against that number and leave a buffer of around 15 percent for the unexpected.",
      ],
    },
    {
      heading: "Agree a sprint goal in one sentence",
      paragraphs: [
        "A goal such as 'customers can pay by invoice' lets the team make sensible trade-offs mid-sprint. A list of twelve unrelated tickets does not. If you cannot write the goal in one sentence, the sprint is probably two sprints.",
      ],
    },
    {
      heading: "Split work until it fits in two days",
      paragraphs: [
        "Large items hide risk. When every item can be finished in two days or less, progress is visible daily and problems surface early, while there is still time to react.",
      ],
    },
    {
      heading: "Make dependencies explicit and review the plan midway",
      paragraphs: [
        "Name any work that depends on another team and agree a date with them during planning, not after. Then look at the plan again halfway through the sprint. A five-minute check on the goal, not on every ticket, is enough to decide whether to cut scope early rather than late.",
      ],
    },
  ],
  "kanban-wip-limits": [
    {
      paragraphs: [
        "A work-in-progress limit caps how many items can sit in a column at once. When the In Progress column is full, nobody starts something new; they help finish something instead. It sounds like a rule that slows people down. It is the opposite.",
      ],
    },
    {
      heading: "Why less at once means faster delivery",
      paragraphs: [
        "Little's Law tells us that the average time an item spends in a system equals the amount of work in the system divided by the rate at which work leaves it. If a team finishes ten items a week and has forty in progress, each item takes about four weeks. Halve the work in progress and, with the same throughput, each item takes two.",
        "There is also a human effect. Switching between five tasks costs attention every time. Limiting work in progress reduces switching and gives people the satisfaction of finishing.",
      ],
    },
    {
      heading: "Setting your first limits",
      paragraphs: [
        "Start with the number of people in the team plus one for the In Progress column, and a small limit such as three for Review. Watch where work piles up. A Review column that is always full tells you that reviewing, not building, is the bottleneck, and that is where the team should help.",
        "Treat limits as a signal rather than a wall. Cairn's boards show a soft limit: the column turns amber when it is exceeded so the team can talk about it in the next stand-up.",
      ],
    },
  ],
  "retrospectives-that-change-things": [
    {
      paragraphs: [
        "A retrospective that produces the same complaints every two weeks is not a safe space; it is a ritual. The fix is not a new game or a new set of sticky-note colours. It is treating improvements like any other work.",
      ],
    },
    {
      heading: "Pick one experiment, not ten actions",
      paragraphs: [
        "End each retro with a single experiment, phrased as a hypothesis: 'If we pair on every review for two weeks, review time will drop below a day.' One experiment the team actually runs beats ten actions nobody owns.",
      ],
    },
    {
      heading: "Put the experiment on the board",
      paragraphs: [
        "Add it as a task with an owner and a due date, on the same board as product work. It then shows up in stand-ups and cannot be quietly forgotten.",
      ],
    },
    {
      heading: "Start the next retro with the result",
      paragraphs: [
        "Open every retrospective by reviewing the last experiment. Did it work? Keep it, change it or drop it. This five-minute habit is what turns a retrospective from a conversation into a system for improvement.",
      ],
    },
  ],
  "scrum-or-kanban": [
    {
      paragraphs: [
        "Companies often pick one delivery model for everyone. That is convenient for reporting and painful for teams whose work does not fit. The better question is which model fits each team's work.",
      ],
    },
    {
      heading: "When Scrum fits",
      paragraphs: [
        "Scrum suits teams building a product in increments, where work can be planned a couple of weeks ahead and stakeholders benefit from a regular review. The sprint boundary creates focus and a natural moment to show progress.",
      ],
    },
    {
      heading: "When Kanban fits",
      paragraphs: [
        "Kanban suits flow work: support, operations, content production, or agency teams juggling many small client requests. Work arrives continuously, priorities change daily, and a fixed sprint would be broken within hours.",
      ],
    },
    {
      heading: "Reporting across both",
      paragraphs: [
        "The PMO does not need every team to work the same way. It needs every team to report the same few things: what was finished, what is late, and how healthy the team is. Throughput, overdue items and a health score work for Scrum and Kanban alike.",
      ],
    },
  ],
  "user-stories-for-agencies": [
    {
      paragraphs: [
        "In a product company, the user story connects the team to the person using the software. In an agency there is a third party in the room: the client, who pays, approves and sometimes has different priorities from the end users.",
      ],
    },
    {
      heading: "Write for the user, accept with the client",
      paragraphs: [
        "Keep the story about the end user: 'As a patient, I want to reschedule an appointment online so that I do not have to call.' Then add acceptance criteria that the client signs off, including the business rules only they know.",
      ],
    },
    {
      heading: "Make approval part of the flow",
      paragraphs: [
        "Add a Review column for client approval and agree a service level for it, such as two working days. When approvals stall, the board makes it obvious, and the conversation with the client is about facts rather than feelings.",
        "Finally, give clients a read-only view of their project. Fewer status emails, fewer surprises, and much better conversations at the end of each sprint.",
      ],
    },
  ],
  "estimation-without-drama": [
    {
      paragraphs: [
        "Story points were meant to end arguments about hours. In many teams they started new arguments about points. Stakeholders do not want points anyway; they want to know when something will be ready.",
      ],
    },
    {
      heading: "Forecast from history",
      paragraphs: [
        "If a team has finished between eight and twelve items a week over the last two months, a backlog of forty similar items will take roughly four to five weeks. That forecast is built from data, and it needs no estimation meeting at all.",
      ],
    },
    {
      heading: "Give ranges, with a confidence",
      paragraphs: [
        "Say 'between 14 and 28 June, most likely the 21st' instead of 'the 21st'. Ranges communicate uncertainty honestly and make it clear when the range is narrowing, which is exactly the information a sponsor needs to plan around you.",
        "Keep estimation for the rare large item that is unlike anything the team has done before, and even then, split it first.",
      ],
    },
  ],
  "daily-standup-in-ten-minutes": [
    {
      paragraphs: [
        "The classic three questions turn a stand-up into a round of status reports. Everyone waits for their turn, nobody listens, and twenty minutes later the team returns to work no better coordinated.",
      ],
    },
    {
      heading: "Walk the board from right to left",
      paragraphs: [
        "Start with the items closest to Done and ask what it takes to finish them. Then move left. This focuses the conversation on finishing work rather than on looking busy, and it surfaces blocked items first.",
      ],
    },
    {
      heading: "Park problem-solving",
      paragraphs: [
        "When a discussion starts, note it and agree who stays afterwards. The stand-up is for coordination; the follow-up is for solving. With these two rules, most teams finish in under ten minutes.",
      ],
    },
  ],
  "scaling-agile-to-ten-teams": [
    {
      paragraphs: [
        "One team can coordinate over lunch. Three teams need a shared backlog and a weekly sync. Ten teams need something more deliberate, but rarely the full weight of a scaling framework.",
      ],
    },
    {
      heading: "What breaks first",
      paragraphs: [
        "Dependencies. Teams wait on each other without knowing it, and the first sign is a cluster of tasks stuck in Review or blocked. Make cross-team dependencies visible on the boards, with an owner on both sides.",
        "Priorities break next. When each team has its own product owner, local priorities drift apart. A single ranked list of company-level outcomes, reviewed monthly, keeps everyone pulling in the same direction.",
      ],
    },
    {
      heading: "The minimum coordination layer",
      paragraphs: [
        "A weekly thirty-minute sync of team leads, a monthly portfolio review, shared definitions of done and of priority, and one reporting format. Add more structure only when a specific problem demands it.",
      ],
    },
  ],
  "pmo-roles-and-responsibilities": [
    {
      paragraphs: [
        "A fifty-person company does not need a PMO department. It needs four responsibilities covered, usually by people who already have other jobs.",
      ],
    },
    {
      heading: "The four roles",
      paragraphs: [
        "The portfolio owner keeps the list of projects, runs the monthly review and owns the dashboard; plan on two to four hours a week. The project leads are accountable for delivery of one project each. The sponsor, usually a founder or executive, breaks ties and approves trade-offs. The process steward maintains templates and helps teams adopt them.",
      ],
      list: [
        "Portfolio owner: 2–4 hours a week",
        "Project lead: part of the delivery role",
        "Sponsor: 1 hour a month plus escalations",
        "Process steward: about 2 hours a week",
      ],
    },
    {
      heading: "Write it down",
      paragraphs: [
        "A single page naming who holds each role prevents most of the confusion that makes projects slip. Review it every quarter, because as the company grows, the portfolio owner will become a full-time job sooner than you expect.",
      ],
    },
  ],
  "portfolio-review-agenda": [
    {
      paragraphs: [
        "The monthly portfolio review is where a PMO earns its keep. Done well, it replaces dozens of ad hoc escalations with one meeting that makes clear decisions.",
      ],
    },
    {
      heading: "The 45-minute agenda",
      paragraphs: [
        "Spend five minutes on the portfolio dashboard, only noting what changed since last month. Spend twenty minutes on the two or three projects whose health score dropped. Spend fifteen minutes on capacity: who is overloaded and which requests are waiting. Use the final five minutes to read back the decisions.",
      ],
    },
    {
      heading: "Decisions, not updates",
      paragraphs: [
        "Send the dashboard the day before so nobody reads status aloud. Every agenda item should end in one of four decisions: start, stop, speed up or fund. Record them on the board so they can be followed up next month.",
      ],
    },
  ],
  "project-health-scores": [
    {
      paragraphs: [
        "Red-amber-green status reports are popular because they are easy to produce. They are also opinions, and project leads are optimists. A health score built from data gives executives a signal they can trust.",
      ],
    },
    {
      heading: "Three ingredients",
      paragraphs: [
        "Task completion compares finished work with planned work. Timeline looks at overdue items and the trend of the forecast date. Team engagement uses participation in check-ins and the team's reported mood and stress. Each produces a score from 0 to 100.",
        "Combine them into an overall score and show the bands clearly: 80 and above is healthy, 60 to 79 needs attention, below 60 needs action this week.",
      ],
    },
    {
      heading: "Scores start conversations",
      paragraphs: [
        "A score is not a verdict. Its job is to direct attention to the right project at the right time, and to show whether the fix is working week after week.",
      ],
    },
  ],
  "raid-logs-that-get-read": [
    {
      paragraphs: [
        "Most RAID logs are written once, at kick-off, and never opened again. By the time a risk materialises, the log still describes the project as it was three months ago.",
      ],
    },
    {
      heading: "Short, owned and reviewed",
      paragraphs: [
        "Keep no more than ten open entries per project. Each has an owner and a next review date. Review the log in the weekly check-in for five minutes: close what is resolved, raise what has grown, and add what is new.",
      ],
    },
    {
      heading: "Link risks to work",
      paragraphs: [
        "When a risk needs mitigation, create a task for it on the project board. Mitigation that lives only in the log does not happen; mitigation on the board gets done.",
      ],
    },
  ],
  "measuring-pmo-roi": [
    {
      paragraphs: [
        "Sooner or later the finance team will ask what the PMO is worth. 'Better visibility' is true but hard to put in a budget. These four measures connect governance to money.",
      ],
    },
    {
      heading: "Four measures",
      paragraphs: [
        "Delivery predictability: the share of projects delivered within their forecast range. Avoided waste: the cost of projects stopped early because the portfolio review showed they no longer made sense. Time saved: hours of status meetings and reports replaced by dashboards. Revenue protected: client escalations and churn compared with the year before.",
      ],
      list: [
        "Delivery predictability",
        "Waste avoided by stopping the wrong work",
        "Hours of reporting saved",
        "Client churn and escalations",
      ],
    },
    {
      heading: "Take a baseline now",
      paragraphs: [
        "None of these can be shown without a before and after. Record the numbers in the first month of your PMO, even if they are rough, and report the change each quarter.",
      ],
    },
  ],
  "jira-vs-trello-vs-asana": [
    {
      paragraphs: [
        "Comparison tables of project tools run to hundreds of rows. Almost none of the rows matter. What matters is that each tool encodes a way of working, and you should pick the one that matches yours.",
      ],
    },
    {
      heading: "Jira",
      paragraphs: [
        "Built for software teams running Scrum or Kanban, with workflows, issue types and strong reporting. It rewards teams that configure it carefully and punishes those that do not.",
      ],
    },
    {
      heading: "Trello",
      paragraphs: [
        "A board of cards that anyone understands in a minute. Ideal for small teams and flow work; it needs conventions and power-ups to stay tidy as it grows.",
      ],
    },
    {
      heading: "Asana",
      paragraphs: [
        "Strong at cross-functional projects with timelines, dependencies and portfolios, popular with marketing and operations teams. Whichever you choose, agree the columns, fields and definitions of done once, and let Cairn apply them to every project.",
      ],
    },
  ],
  "notion-as-a-pmo-wiki": [
    {
      paragraphs: [
        "Notion is flexible enough to become your PMO's single source of truth, and flexible enough to become a maze. A simple structure prevents the maze.",
      ],
    },
    {
      heading: "Three databases",
      paragraphs: [
        "Create one database for projects (with charter, sponsor and status), one for decisions (date, context, decision and owner), and one for templates. Link every decision to its project. Everything else is a page inside a project.",
      ],
    },
    {
      heading: "Keep tasks elsewhere",
      paragraphs: [
        "Notion can track tasks, but teams that already live in a board tool should keep them there. Link to the board from the project page and let the integration sync status, so the wiki never shows stale progress.",
      ],
    },
  ],
  "slack-bots-for-status-updates": [
    {
      paragraphs: [
        "One twenty-person agency we work with spent eight hours a week in status meetings. They replaced most of them with a bot that asks each person three short questions in Slack every morning.",
      ],
    },
    {
      heading: "The prompts",
      paragraphs: [
        "What did you finish yesterday? What will you finish today? Is anything blocking you? Answers are collected in a thread per team, and blockers are posted to the project lead directly.",
      ],
    },
    {
      heading: "What stayed face to face",
      paragraphs: [
        "They kept a weekly thirty-minute call per project for decisions and relationship-building. Asynchronous updates handle the information; meetings handle the judgement. The result was fewer meetings and, by the team's own account, better ones.",
      ],
    },
  ],
  "kpi-dashboards-in-power-bi": [
    {
      paragraphs: [
        "Delivery data becomes far more useful once it sits beside finance and sales data in the company's BI tool. Power BI and Looker Studio read Cairn's data feeds and refresh them on their own schedule; here is what to pull in and how to present it.",
      ],
    },
    {
      heading: "What to export",
      paragraphs: [
        "Export tasks with their status, dates and project; projects with their health scores; and weekly snapshots so you can chart trends. Keep identifiers stable so that joins with other data sets keep working.",
      ],
    },
    {
      heading: "Three charts every portfolio dashboard needs",
      paragraphs: [
        "A health score per project over time, so trends are visible before they become problems. Throughput per team per week, which is the most honest measure of delivery capacity. And overdue work by project, which shows where attention is needed now.",
      ],
    },
  ],
  "tool-sprawl": [
    {
      paragraphs: [
        "When every team chooses its own tracker, the PMO spends its time copying numbers between tools. The instinct is to mandate one tool. That usually triggers a revolt and changes little.",
      ],
    },
    {
      heading: "Standardise the process first",
      paragraphs: [
        "Agree the columns, the definition of done and the handful of fields every project must have. Once teams follow the same process, the tool matters much less, and integrations can pull consistent data from several tools into one view.",
      ],
    },
    {
      heading: "Consolidate gradually",
      paragraphs: [
        "Retire tools as projects finish rather than migrating everything at once. Within two quarters, most companies end up with one or two tools that everyone accepts, without a single forced migration weekend.",
      ],
    },
  ],
  "leading-through-change": [
    {
      paragraphs: [
        "A new PMO changes how people plan, report and decide. Even when everyone agrees the change is needed, the first month can feel like more process and less freedom.",
      ],
    },
    {
      heading: "Why people resist",
      paragraphs: [
        "Most resistance is not about the process itself. It is about losing autonomy, being measured, or doing extra work for someone else's benefit. Address those concerns directly and early.",
      ],
    },
    {
      heading: "Make the first month feel like help",
      paragraphs: [
        "Start by removing work: cancel a recurring status meeting for every new report you introduce. Show teams their own dashboard before showing it to executives. And ask for feedback in week two, then visibly act on it.",
      ],
    },
  ],
  "team-mood-early-warning": [
    {
      paragraphs: [
        "Burnout rarely arrives without warning. Mood, energy and stress change weeks before deadlines start slipping. Teams that track them can act while there is still time.",
      ],
    },
    {
      heading: "Ask lightly and often",
      paragraphs: [
        "A weekly check-in with three sliders for mood, energy and stress takes thirty seconds. Allow anonymous entries, and never use the data to assess individuals. Trends across the team are what matter.",
      ],
    },
    {
      heading: "Act visibly",
      paragraphs: [
        "When stress rises for two weeks in a row, talk about it in the retrospective and change something: reduce work in progress, move a deadline, or add help. People keep answering only if they see that their answers lead somewhere.",
      ],
    },
  ],
  "delegating-as-a-founder": [
    {
      paragraphs: [
        "In many startups every project still runs through a founder. That worked with five people; with forty, it makes the founder the slowest step in every process.",
      ],
    },
    {
      heading: "Hand over decisions in stages",
      paragraphs: [
        "Start by having project leads propose decisions that you approve. After a few weeks, let them decide and inform you. Finally, review outcomes monthly in the portfolio review. Each stage builds trust on evidence rather than hope.",
      ],
    },
    {
      heading: "Keep sight without keeping control",
      paragraphs: [
        "A dashboard with health scores per project gives you the visibility you used to get from being in every meeting. Look at it weekly, ask questions when a score drops, and resist the urge to step back in when it does not.",
      ],
    },
  ],
  "one-on-ones-for-project-leads": [
    {
      paragraphs: [
        "If your one-on-ones with project leads are status updates, you are paying twice for the same information: once on the board and once in the meeting.",
      ],
    },
    {
      heading: "A better agenda",
      paragraphs: [
        "Start with what is on their mind. Then discuss one blocker you can help remove, one skill they want to build, and one piece of feedback in each direction. Status is only discussed when the board raises a question.",
      ],
    },
    {
      heading: "Keep a shared note",
      paragraphs: [
        "A running document of topics and commitments makes each conversation build on the last. Review the commitments at the start of the next meeting, and both of you will take them more seriously.",
      ],
    },
  ],
  "saying-no-to-projects": [
    {
      paragraphs: [
        "Every organisation has more good ideas than capacity. Without a way to choose, everything starts, nothing finishes, and the loudest stakeholder sets the priorities.",
      ],
    },
    {
      heading: "Make capacity visible",
      paragraphs: [
        "Show, in the portfolio review, how many people are committed to each project and how much capacity is left. When capacity is visibly full, a new project means stopping or delaying another one, and that becomes an explicit decision.",
      ],
    },
    {
      heading: "Say 'not yet' with a reason",
      paragraphs: [
        "A clear 'not now, because these three projects matter more this quarter' is easier to accept than a vague 'maybe'. Record the request, the reason and the date it will be reconsidered, and come back to it.",
      ],
    },
  ],
};
