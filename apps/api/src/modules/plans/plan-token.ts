/**
 * A saved plan's private link (lib/secret-token.ts): only its token's hash is stored, so plans
 * cannot be listed or enumerated.
 */
export {
  hashSecretToken as hashPlanToken,
  newSecretToken as newPlanToken,
} from "../../lib/secret-token.js";
