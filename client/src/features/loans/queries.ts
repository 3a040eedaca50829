import { graphql } from '../../gql';

export const LoanLimitQuery = graphql(`
  query LoanForm_Limit($currency: String!) {
    loanLimit(currency: $currency) {
      currency
      vip
      tierCap
      collateralLimit
      totalLimit
      borrowed
      pendingRepayment
      pendingApplications
      available
      annualRate
      benchmarkRate
      benchmarkName
      spread
      dayBasis
      haircut
      maintenanceRatio
      positions {
        positionId
        symbol
        shares
        price
        value
        haircut
        stale
        simulated
        pledged
      }
    }
  }
`);

/** The user's verified identity, to fill the application in (only a passed record is used). */
export const LoanIdentityQuery = graphql(`
  query LoanForm_Identity {
    myRealName {
      id
      status
      idName
      idNumberMasked
      phone
      residence
    }
  }
`);

export const LoanAgreementQuery = graphql(`
  query LoanProtocol_Agreement($lang: String) {
    loanAgreement(lang: $lang) {
      version
      language
      text
      hash
    }
  }
`);

export const ApplyLoanMutation = graphql(`
  mutation LoanProtocol_Apply($input: ApplyLoanInput!) {
    applyLoan(input: $input) {
      id
      orderNo
      status
    }
  }
`);

export const MyLoansQuery = graphql(`
  query LoanRecords_Loans($first: Int!, $after: String) {
    myLoans(first: $first, after: $after) {
      items {
        id
        orderNo
        currency
        amount
        annualRate
        dayBasis
        dailyInterest
        principal
        interest
        outstanding
        status
        reasonCode
        reason
        agreementVersion
        agreementHash
        signedAt
        marginCallAt
        cureBy
        liquidatedAt
        appliedAt
        decidedAt
        repaidAt
        pledged
      }
      nextCursor
    }
  }
`);

export const MyRepaymentsQuery = graphql(`
  query LoanRecords_Repayments($first: Int!, $after: String) {
    myLoanRepayments(first: $first, after: $after) {
      items {
        id
        orderNo
        loanOrderNo
        currency
        amount
        interestPaid
        principalPaid
        status
        reasonCode
        reason
        appliedAt
        decidedAt
      }
      nextCursor
    }
  }
`);

export const RepayLoanMutation = graphql(`
  mutation LoanRecords_Repay($input: RepayLoanInput!) {
    repayLoan(input: $input) {
      id
      orderNo
      status
    }
  }
`);
