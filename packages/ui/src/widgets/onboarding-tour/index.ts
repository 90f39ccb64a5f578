export {
  OnboardingTour,
  type OnboardingTourProps,
  type OnboardingTourStep,
} from "./onboarding-tour.js";
