// The contract class of each study country (spec 001 section 9; country_settings). The spec names
// A for the United Kingdom, Ireland, Australia and New Zealand and B for the United States and
// Canada. Our choice for the other nine study countries (Netherlands, Singapore, Switzerland,
// Sweden, Malaysia, Germany, Hungary, France, Norway): class A. Their applications and student
// visas are closer to the A countries' (no visa interview, no I-20/SEVIS or study-permit steps as in
// North America), so the lower fees fit the work. Staff may change a class later; the seed only
// inserts missing rows, so an edit is never overwritten. README 'Service contract' says the same.
import type { ContractClass } from '@portal/shared';
import type { Db } from '../client';
import { countrySettings } from '../schema';

export const CONTRACT_CLASS_SEED: Record<string, ContractClass> = {
  // Spec: A
  '140': 'A', // United Kingdom
  '11': 'A', // Ireland
  '35': 'A', // Australia
  '41': 'A', // New Zealand
  // Spec: B
  '877157913121263616': 'B', // United States
  '100': 'B', // Canada
  // Our choice: A
  '51': 'A', // Netherlands
  '101': 'A', // Singapore
  '840181842530537472': 'A', // Switzerland
  '210': 'A', // Sweden
  '211': 'A', // Malaysia
  '212': 'A', // Germany
  '213': 'A', // Hungary
  '214': 'A', // France
  '215': 'A', // Norway
};

/** Inserts the classes of countries that have none yet (idempotent; staff edits stay). */
export async function seedContractClasses(db: Db): Promise<void> {
  await db
    .insert(countrySettings)
    .values(Object.entries(CONTRACT_CLASS_SEED).map(([countryId, contractClass]) => ({ countryId, contractClass })))
    .onConflictDoNothing();
}
