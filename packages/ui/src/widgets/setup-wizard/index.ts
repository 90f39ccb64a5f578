export { SetupWizard, type SetupWizardOptions, type SetupWizardProps } from "./setup-wizard.js";
export { SetupWizardHost, type SetupWizardHostProps } from "./setup-wizard-host.js";
export {
  buildWizardRequest,
  canGenerate,
  DEFAULT_LIST_DEFAULTS,
  DEFAULT_TEAM_SIZE,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  initialWizardState,
  RESULTS_STEP,
  toggleItem,
  WIZARD_INPUT_STEPS,
  type WizardAction,
  type WizardAnswers,
  type WizardListDefaults,
  type WizardPlan,
  type WizardRequest,
  type WizardState,
  wizardProgress,
  wizardReducer,
  wizardStepLabel,
} from "./wizard-state.js";
