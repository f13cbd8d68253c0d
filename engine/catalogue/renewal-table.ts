/**
 * The spec's renewal table (§2), verbatim. It is the conformance list the product lint checks the
 * manifests against ("every renewal code present" with the right label); at runtime the label comes
 * from each manifest's `renewal.label`.
 */
export const SPEC_RENEWAL_TABLE: readonly { code: string; product: string; label: 'goRenew' | 'buyAgain' }[] =
  [
    { code: '19PR799624', product: 'growth-guard critical illness', label: 'goRenew' },
    { code: '19PR855366', product: 'safety umbrella', label: 'goRenew' },
    { code: '19PR611048', product: 'liability umbrella', label: 'goRenew' },
    { code: '19PR352395', product: 'million medical', label: 'goRenew' },
    { code: '19PR979745', product: 'Jining student growth', label: 'buyAgain' },
    { code: '19PR941489', product: 'Xuzhou student worry-free', label: 'buyAgain' },
    { code: '19PR999676', product: 'Taiyuan student', label: 'buyAgain' },
    { code: '20PR263503', product: 'Yunnan student and infant safety', label: 'buyAgain' },
    { code: '20PR541063', product: 'guardian worry-free double', label: 'buyAgain' },
    { code: '20PR631267', product: 'Jinan student safety', label: 'buyAgain' },
    { code: '20PR768517', product: 'school-group student cover', label: 'buyAgain' },
    { code: '20PR393968', product: 'Xuzhou student new', label: 'buyAgain' },
  ];
