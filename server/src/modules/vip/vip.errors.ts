import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of VIP.
export enum VipError {
  VIP_ALREADY = 'VIP_ALREADY',
}

export const vipErrorDescriptions: ErrorDescriptions<VipError> = {
  VIP_ALREADY: "'Already VIP': the user is VIP; the status is re-checked monthly.",
};
