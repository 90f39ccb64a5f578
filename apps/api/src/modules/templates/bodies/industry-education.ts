/** The bodies of the "Industry: education" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryEducation: CategoryBodies<"Industry: education"> = {
  "Academic term calendar": {
    body: `# Academic term calendar: {{client.company}}

## Purpose
Translates the academic year of {{client.company}} into dates a project team can plan around: when teaching starts and ends, when enrolment and exams happen, when results are released, and when no system, process or timetable change may go live. A student records upgrade that lands in enrolment week, or a learning platform change in the middle of exams, does lasting damage to trust in every project that follows.

## When to use
Build it when the institution publishes its dates for the coming year, and before the project roadmap is set. Every project, including {{project.name}}, checks its milestones against it at planning ({{cadence.planning}}), and again whenever a go-live date moves.

## Roles
- Writes: the PMO lead with the registry or academic administration office.
- Approves: the registrar (or academic secretary) confirms academic dates; the IT director and the head of student services agree the no-launch windows.
- Reads: project managers, IT change management, faculty administrators, student support and {{consultant.name}}.

## Sections
1. Term or semester dates, teaching weeks numbered, and reading weeks.
2. Enrolment and registration periods, including late enrolment and international arrivals.
3. Assessment periods: coursework deadline clusters, exam weeks, resit periods.
4. Marking and moderation windows, exam boards, and results-release dates.
5. Graduation ceremonies and open days.
6. Governance: dates of academic board, senate or equivalent committees, and the paper deadlines before each; course changes often need approval a full year ahead.
7. No-launch windows. A common set: the two weeks before and after teaching starts, all exam and results periods, and clearing or admissions peaks. Summer is the usual window for large changes, but it is shorter than it looks once resits, summer schools and staff leave are subtracted.
8. Staff availability: periods when academics are unavailable for testing or training (marking, fieldwork, conferences).

## Steps
1. Gather dates from the registry and faculty offices; note where faculties differ.
2. Mark no-launch windows in red and agree them in one meeting.
3. Publish the calendar in {{tools.docs}} and subscribe project calendars to it.
4. Flag, in {{tools.tracker}}, any milestone that falls in a red window and require an approved exception.
5. Review each term for changes and for next year's dates.

## Checklist
- [ ] Dates confirmed by the registry
- [ ] Faculty differences shown
- [ ] No-launch windows agreed by IT and student services
- [ ] Governance paper deadlines included
- [ ] Calendar linked from every project plan`,
    methods: ["waterfall", "hybrid", "scrum", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["education", "calendar", "planning", "change-freeze"],
  },

  "Course development plan": {
    body: `# Course development plan: {{project.name}}

## Purpose
Plans the creation of a new course, or a major redesign, from learning outcomes to first teaching day: what learners will be able to do, how that will be assessed, which materials are needed, who reviews them and by when. Working backwards from the first teaching date shows early whether the course can really be ready, and protects the time reviewers need.

## When to use
As soon as a new course or module is approved in principle, typically 9 to 12 months before first teaching for a credit-bearing course, and 8 to 16 weeks for a short professional course. Institutional approval steps and their deadlines are set by {{client.company}}'s quality office; the plan schedules around them.

## Roles
- Writes: the course lead (the academic responsible) with a learning designer.
- Approves: the programme director and, for credit-bearing courses, the faculty or institutional approval committee.
- Reads: subject-matter reviewers, the media and library teams, the accessibility adviser, timetabling and {{consultant.name}}.

## Sections
1. Course summary: title, level, credits or hours, mode (on campus, online, blended), expected learners.
2. Learning outcomes: four to six, each starting with a verb that can be assessed ("analyse", "design", "evaluate"), never "understand".
3. Assessment map: each assessment, its weighting and the outcomes it tests. Every outcome is assessed at least once.
4. Outline by week or unit: topic, activities, learner hours and materials.
5. Materials list: existing, adapted or new; who produces each; copyright or licence status.
6. Reviews: academic peer review, learning design review, accessibility review, and a student or learner review where possible.
7. Milestones, back-scheduled from the first teaching date: approval paper deadline, outline approved, first half of materials reviewed, all materials complete, platform build, final check, four weeks of buffer.
8. Risks: author availability during marking periods, delayed media production, third-party content permissions.

## Steps
1. Hold a 90-minute kick-off to agree outcomes and the assessment map.
2. Put milestones in {{tools.tracker}} with named owners.
3. Review progress every two weeks; report slips at the stakeholder review ({{cadence.review}}).
4. Freeze materials four weeks before teaching; later changes go through the course lead.

## Checklist
- [ ] Outcomes are measurable
- [ ] Every outcome assessed
- [ ] Copyright cleared for all materials
- [ ] Accessibility review done before build
- [ ] Approval deadlines met
- [ ] Buffer kept before first teaching`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 240,
    tags: ["education", "course-design", "curriculum", "planning"],
  },

  "Curriculum review checklist": {
    body: `# Curriculum review checklist: {{project.name}}

## Purpose
States what faculty check, and who signs off, when a course or programme changes: new outcomes, a different assessment, a change of credits, a merged module. Without a shared list, reviews either miss knock-on effects (a prerequisite that no longer exists, an accreditation requirement quietly dropped) or turn into open-ended debates. The institution's quality office owns the formal rules and approval levels; this checklist applies them consistently.

## When to use
For every proposed curriculum change under {{project.name}}, and in the periodic review of a whole programme (often every five or six years). Start at least one approval cycle before the change is meant to take effect; many institutions need changes approved before the prospectus or course catalogue for that year is published.

## Roles
- Writes: the course or programme lead prepares the change and completes the checklist.
- Approves: the programme committee, then the faculty committee; major changes also go to the institutional quality committee and, where relevant, to the professional or accrediting body.
- Reads: departmental colleagues whose courses connect, student representatives, the timetabling and records teams, and {{consultant.name}} when changes feed a systems project.

## Steps
1. Describe the change and the reason, with evidence: student feedback, results, external examiner comments, industry input.
2. Classify it as minor or major using the quality office's definitions, which decide the approval route.
3. Consult affected colleagues and student representatives; record their comments and your responses in {{tools.docs}}.
4. Complete the checklist below, attaching evidence for each item.
5. Submit by the committee's paper deadline; track it in {{tools.tracker}}.
6. After approval, update the course record, the catalogue entry and the learning platform, and tell current students how they are affected.

## Checklist
- [ ] Learning outcomes still match the programme's outcomes and level
- [ ] Every outcome is assessed, and assessment load per credit is in line with the institution's norm
- [ ] Credit value and learner hours are consistent
- [ ] Prerequisites and courses that depend on this one still make sense
- [ ] Accreditation or professional body requirements still met, checked with the accreditation lead
- [ ] Materials meet accessibility requirements
- [ ] Impact on current students, and any transition arrangements, stated
- [ ] Resources confirmed: staff, rooms, equipment, library
- [ ] External examiner or external adviser consulted for major changes
- [ ] Student representatives consulted
- [ ] Timetable and student records teams informed of the effective date`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["education", "curriculum", "quality", "approval"],
  },

  "Accessibility checklist for learning materials": {
    body: `# Accessibility checklist for learning materials: {{project.name}}

## Purpose
Checks that course materials work for every learner, including people who use screen readers, magnifiers or captions, who are colour-blind, who navigate by keyboard or who have dyslexia. Fixing a document at the start costs minutes; retrofitting a whole course when a student needs it costs weeks and leaves them behind meanwhile. Many institutions aim for WCAG 2.2 level AA for digital content; the legal duties that apply are for {{client.company}}'s accessibility or disability services lead to confirm.

## When to use
When creating or updating any material on {{project.name}}: slides, documents, PDFs, videos, quizzes and pages on the learning platform. Run a full check before materials are released to learners, and a spot check of 10 percent of existing materials each term.

## Roles
- Writes: the author of the material runs the checklist on their own work.
- Approves: the learning designer or accessibility adviser reviews a sample and signs off new courses.
- Reads: teaching staff, the media team, student support services and {{consultant.name}}.

## Steps
1. Use the built-in accessibility checker of the authoring tool first; automated checks find only part of the problems, mostly structural ones such as missing alternative text.
2. Work through the checklist by hand for the rest.
3. Test one piece of each type with a screen reader and with keyboard only.
4. Log fixes that need the media team in {{tools.tracker}}; nothing is released with a known barrier and no alternative.
5. Publish an accessibility contact so learners can report problems.

## Checklist
- [ ] Headings use real heading styles in order, not bold text
- [ ] Every meaningful image has alternative text; decorative images are marked as such
- [ ] Charts and diagrams have a text description of what they show
- [ ] Text and background contrast is at least 4.5 to 1 for normal text
- [ ] Colour is never the only way information is shown
- [ ] Link text says where it goes, never "click here"
- [ ] Videos have accurate captions (checked, not only auto-generated) and a transcript
- [ ] Audio-only material has a transcript
- [ ] PDFs are tagged, with reading order checked, or an accessible alternative is offered
- [ ] Tables have header rows and are used for data, not layout
- [ ] Quizzes and interactive content work by keyboard, with time limits adjustable
- [ ] Mathematical notation is in an accessible format rather than images
- [ ] Documents are offered in an editable format where possible`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["education", "accessibility", "wcag", "learning-materials"],
  },
};
