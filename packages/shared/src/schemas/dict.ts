// Dictionaries (spec 000 section 3): entries keyed by dictionary type.
import { z } from 'zod';
import { commonFields } from './common';

export const dictEntrySchema = z
  .object({
    dictType: z.string(),
    dictValue: z.string(),
    dictLabel: z.string(),
    dictEnLabel: z.string(),
    remark: z.string().nullable(),
  })
  .meta({ id: 'DictEntry' });
export type DictEntry = z.infer<typeof dictEntrySchema>;

const typeList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

export const dictTypesBody = z
  .object({
    ...commonFields,
    dictType: typeList.optional(),
    dictTypeList: typeList.optional(),
    filterDictType: typeList.optional().meta({ description: 'dictionary types to leave out of the answer' }),
  })
  .meta({ id: 'DictTypesBody', description: 'dictType (or dictTypeList): the types wanted, as a list or a comma list' });

export const dictTypesData = z.record(z.string(), z.array(dictEntrySchema)).meta({ id: 'DictByType' });

export const currencyQuery = z.object({ ...commonFields, countryId: z.coerce.string().min(1) });
