// School matching (/aiSchool, issue 13): the admission models fitted on the admitted-student cases
// (a job refits one when the cases change; every process serves the newest) and the reference rates
// that turn tuition into yuan.
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One fitted admission model: its coefficients and what each request needs beside them (in `model`),
 * and its held-out check (in `method`: Brier score, reliability deciles). `signature` is a digest of
 * the case data it was fitted on, so a refit happens only when that data changed.
 */
export const admissionModels = pgTable(
  'admission_models',
  {
    id: serial('id').primaryKey(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
    signature: text('signature').notNull(),
    cases: integer('cases').notNull(),
    outcomes: integer('outcomes').notNull(),
    model: jsonb('model').notNull(),
    method: jsonb('method').notNull(),
  },
  (t) => [index('admission_models_fitted_idx').on(t.fittedAt)],
);

/** Yuan per unit of a currency: the operator's reference rate for showing tuition in yuan. */
export const currencyRates = pgTable('currency_rates', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  cnyPerUnit: numeric('cny_per_unit', { precision: 14, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
