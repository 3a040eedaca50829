import { registerEnumType } from 'type-graphql';
import { CommonError, commonErrorDescriptions } from '../shared/common.errors';

/**
 * The one ErrorCode enum clients translate: the common codes, then every module's (`errors` in its
 * module declaration), merged by the composition root before the schema is built.
 */
export const ErrorCode: Record<string, string> = { ...CommonError };
export type ErrorCode = string;

/** Re-exported for the modules' `*.errors.ts` (declared in shared/, below this layer). */
export type { ErrorDescriptions } from '../shared/error-descriptions';

// Filled with the codes; type-graphql reads it when the schema is built.
const valuesConfig: Record<string, { description: string }> = {};

function describe(descriptions: Record<string, string> | undefined): void {
  for (const [key, description] of Object.entries(descriptions ?? {})) valuesConfig[key] = { description };
}
describe(commonErrorDescriptions);

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: "Stable codes sent in extensions.code of every error; clients render them in the user's language.",
  valuesConfig,
});

export function registerErrorCodes(moduleName: string, codes: Record<string, string>, descriptions?: Record<string, string>): void {
  describe(descriptions);
  for (const [key, value] of Object.entries(codes)) {
    if (key !== value) throw new Error(`module ${moduleName}: error code ${key} must equal its value`);
    if (ErrorCode[key] !== undefined && !(Object.values(CommonError) as string[]).includes(key) && ErrorCode[key] !== value) {
      throw new Error(`module ${moduleName}: error code ${key} is already taken`);
    }
    ErrorCode[key] = value;
  }
}

export function allErrorCodes(): string[] {
  return Object.values(ErrorCode);
}
