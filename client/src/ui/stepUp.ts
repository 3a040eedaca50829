import { errorCodeOf } from '../i18n/errors';

/**
 * Step-up (issue 32): money movements and security changes ask for a fresh second factor. An action
 * refused with STEP_UP_REQUIRED opens the step-up sheet (StepUpSlot, mounted once in the app); once the
 * user has confirmed it is them, the action is sent again, once, with the same variables (the refusal
 * changed nothing, so a retry with the same idempotency key is the first attempt).
 */
let prompt: (() => Promise<boolean>) | null = null;

/** The slot registers how to ask (null when it unmounts). */
export function setStepUpPrompt(next: (() => Promise<boolean>) | null): void {
  prompt = next;
}

/** Opens the step-up sheet; true once the session is freshly checked, false when the user closed it. */
export function askStepUp(): Promise<boolean> {
  return prompt ? prompt() : Promise.resolve(false);
}

/** Runs the action; when it needs a fresh check, asks for one and runs it again. Other errors are thrown as they are. */
export async function withStepUp<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (errorCodeOf(error) !== 'STEP_UP_REQUIRED' || !(await askStepUp())) throw error;
    return action();
  }
}
