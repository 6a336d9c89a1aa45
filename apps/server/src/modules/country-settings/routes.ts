// The console's country settings (/api/console/countries, /api/console/rates): clerks and admins
// read them, admins change them (plugins/session.ts answers 004 to other accounts, 002 without a
// session). Each save is audited ('country.settings', 'currency.rate').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, countrySettingBody, countrySettingItem, currencyRateBody, currencyRateItem } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { listCountrySettings, listRates, saveCountrySetting, saveRate } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const staff = { roles: ['clerk', 'admin'] as const };
  const admins = { roles: ['admin'] as const };

  app.get(
    '/console/countries',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Every study country with its settings: currency and its rate, course-link rule, applications open, contract class, chat link',
        description: "chatUrl null: consultation opens the portal's demo chat page. updatedBy is the masked account of the last change.",
        response: answers(z.array(countrySettingItem)),
      },
    },
    async (req) => ok(await listCountrySettings(app.db), req.lang),
  );

  app.post(
    '/console/countries/save',
    {
      config: admins,
      schema: {
        tags,
        summary: "Admins: save one country's settings; audited. Answers the country as saved",
        description:
          "chatUrl '' or null: the demo chat page; else an absolute http(s) link (at most 500). Public pages see the change at once. " +
          'updatedAt: the one the form loaded (null when the country had no settings row); 71020 when the settings changed since. ' +
          '71025 an unknown country; clerks 004.',
        body: countrySettingBody,
        response: answers(countrySettingItem),
      },
    },
    async (req) => ok(await saveCountrySetting(app.db, req.auth!, req.ip, req.body), req.lang),
  );

  app.get(
    '/console/rates',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The reference rates (yuan per unit) that show tuition in yuan, with the unrated currencies in use',
        response: answers(z.array(currencyRateItem)),
      },
    },
    async (req) => ok(await listRates(app.db), req.lang),
  );

  app.post(
    '/console/rates/save',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Admins: set the yuan per unit of a currency; audited. Answers every rate',
        description:
          'cnyPerUnit more than 0 and less than 1000, at most 6 decimals. updatedAt: the one the form loaded (null for a currency ' +
          'not rated yet); 71020 when the rate changed since. 70091 a currency nothing uses; clerks 004.',
        body: currencyRateBody,
        response: answers(z.array(currencyRateItem)),
      },
    },
    async (req) => ok(await saveRate(app.db, req.auth!, req.ip, req.body), req.lang),
  );
};

export default routes;
