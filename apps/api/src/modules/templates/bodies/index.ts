/**
 * Every template's details (body, ways of working, team sizes, effort, tags), one file of this
 * folder per category. The type makes the set complete: a template of the catalogue without
 * its body does not compile (docs/templates.md).
 */
import type { TemplateName } from "../catalogue.js";
import type { TemplateDetails } from "../details.js";
import { agileRituals } from "./agile-rituals.js";
import { clientsAndStakeholders } from "./clients-and-stakeholders.js";
import { coachingAndOnboarding } from "./coaching-and-onboarding.js";
import { communicationAndMeetings } from "./communication-and-meetings.js";
import { industryConstruction } from "./industry-construction.js";
import { industryConsulting } from "./industry-consulting.js";
import { industryEducation } from "./industry-education.js";
import { industryFinance } from "./industry-finance.js";
import { industryHealthcare } from "./industry-healthcare.js";
import { industryLegal } from "./industry-legal.js";
import { industryManufacturing } from "./industry-manufacturing.js";
import { industryMarketing } from "./industry-marketing.js";
import { industryRetail } from "./industry-retail.js";
import { industryTechnology } from "./industry-technology.js";
import { planningAndScheduling } from "./planning-and-scheduling.js";
import { processesAndSops } from "./processes-and-sops.js";
import { projectInitiation } from "./project-initiation.js";
import { qualityAndDelivery } from "./quality-and-delivery.js";
import { reportingAndKpis } from "./reporting-and-kpis.js";
import { resourcesAndCapacity } from "./resources-and-capacity.js";
import { risksIssuesAndChange } from "./risks-issues-and-change.js";
import { scalingAndGovernance } from "./scaling-and-governance.js";
import { toolSetupGuides } from "./tool-setup-guides.js";

export const TEMPLATE_BODIES: Readonly<Record<TemplateName, TemplateDetails>> = {
  ...agileRituals,
  ...clientsAndStakeholders,
  ...coachingAndOnboarding,
  ...communicationAndMeetings,
  ...industryConstruction,
  ...industryConsulting,
  ...industryEducation,
  ...industryFinance,
  ...industryHealthcare,
  ...industryLegal,
  ...industryManufacturing,
  ...industryMarketing,
  ...industryRetail,
  ...industryTechnology,
  ...planningAndScheduling,
  ...processesAndSops,
  ...projectInitiation,
  ...qualityAndDelivery,
  ...reportingAndKpis,
  ...resourcesAndCapacity,
  ...risksIssuesAndChange,
  ...scalingAndGovernance,
  ...toolSetupGuides,
};
