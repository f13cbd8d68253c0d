/** The order payload of spec §3 ("Application form sent on submit"), as the engine builds it. */
export interface PolicyHolderPayload {
  birthday: string;
  phone: string;
  licenceNo: string;
  licenceType: string;
  sex: string;
  name: string;
  holderCode: string;
  type: '01';
  location: string;
  provinceCode: string;
  cityCode: string;
  email?: string;
}

export interface InsuredPayload {
  /** 'YYYY-MM-DD 00:00:00'. */
  birthday: string;
  isHolder: 'Y' | 'N';
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
  sex: string;
  bnfyOption: '01';
  licenceNo: string;
  licenceType: string;
  type: '01';
  relaToHolder: string;
  phone: string;
  name: string;
  /** Age in full years on the cover start date. */
  insureYear: number;
  socialMedicalInsurance: 'Y' | 'N' | '';
  schoolName: string;
  schoolType: string;
  schoolNature: string;
  collegeName: string;
  /** The grade (the form's `class` field). */
  grade: string;
  /** The class (the form's `grade` field). */
  classAndGrade: string;
  location: string;
}

export interface AgentPayload {
  branchCode: string;
  agentCode: string;
  portion: 1;
  agentName: string;
  branchName: string;
  departCode: string;
  departName: string;
  channelCode: 'edu';
  channelName: string;
}

export interface ApplicationFormPayload {
  applicationType: '00';
  /** 'YYYY-MM-DD 00:00:00'. */
  startDate: string;
  /** 'YYYY-MM-DD 23:59:59' or 'YYYY-MM-DD 00:00:00' (confirm layout endOfDay). */
  endDate: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
  projectCode: string;
  projectName: string;
  productCode: string;
  productName: string;
  branchName: string;
  branchCode: string;
  channelType: '02';
  channalCode: 'edu';
  productType: '00';
  isRenewal: 'Y' | 'N';
  renewalTimes: number;
  renewalLastPolicyNo: string;
  policyKind: '00';
  term: string;
  policyHolder: PolicyHolderPayload;
  insureds: InsuredPayload[];
  risk: { riskCode: string; riskName: string; programCode: string }[];
  plan: { code: string; quantity: number; reducePrem: 0; name: string; prem: number };
  agents: AgentPayload[];
  factors: { factorCode: string; factorValue: string }[];
  schanelCode?: string;
  insuranceCompanies: { name: string; code: string; partyRole: string }[];
  idempotentSerialNo: string;
  commissionContractNo?: string;
  bailorName?: string;
  bailorIdNo?: string;
  contractStart?: string;
  contractEnd?: string;
  signatureDate?: string;
}

export interface ApplicationPayload {
  source: '01';
  entryType: '00';
  operator: string;
  applicationForms: ApplicationFormPayload;
  /** The manifest version the buyer saw (the gateway stores it with the order). */
  manifestVersion: string;
}

/** A problem found in a submitted payload: JSON pointer and a message naming the field. */
export interface PayloadError {
  path: string;
  message: string;
}

export type PayloadCheck = { ok: true } | { ok: false; errors: PayloadError[] };

/** The premium request item of spec §7 / §9 (calpremiums sends a one-element list). */
export interface PremiumRequestItem {
  buyCopies: number;
  channelNo: 'edu';
  factorInfos: { factorCode: string; factorValue: string }[];
  insuranceVOS: { count: number; programCode: string; riskBeans: { riskCode: string }[] }[];
  productCode: string;
  renewalStatus: 1;
}
