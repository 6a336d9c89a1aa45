// Operator details printed in the footer; set at build time (VITE_*) by whoever deploys the portal.
export const site = {
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || 'service@scholarship-portal.cn',
  /** ICP record number; the spec says the footer has one but does not print it. */
  recordNumber: import.meta.env.VITE_RECORD_NUMBER || '',
  since: 2024,
};
