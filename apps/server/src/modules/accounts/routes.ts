// The account calls of spec 000 section 7 under /api/auth/...
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODES,
  SEND_TYPES,
  answers,
  checkEmailBody,
  checkUserData,
  codeSentData,
  nothing,
  tokenData,
  checkPhoneBody,
  checkUserBody,
  loginBody,
  phoneLoginBody,
  registerBody,
  resetBody,
  sendEmailBody,
  sendPhoneBody,
} from '@portal/shared';
import { BizError, ok } from '../../lib/envelope';
import { DEVICE_COOKIE, setDeviceCookie, setSessionCookies } from '../../plugins/session';
import { securityNotifier } from './security-notices';
import { checkCode, sendCode, type Channel } from './codes';
import {
  accountExists,
  findByAccount,
  isKnownDevice,
  loginWithPassword,
  loginWithPhoneCode,
  register,
  resetPassword,
  type SignedIn,
} from './service';

const tags = ['accounts'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const codes = () => ({ db: app.db, key: app.secrets.digestKey });
  const notify = securityNotifier({ sms: app.sms, mail: app.mail, log: app.log });
  const deps = () => ({ db: app.db, codes: codes(), policy: app.sessionPolicy, log: app.log, notify });
  const meta = (req: FastifyRequest) => ({
    ip: req.ip,
    lang: req.lang,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    deviceToken: req.cookies?.[DEVICE_COOKIE],
  });
  /** The session cookies, and the device cookie that lets this browser past a stranger's lockout. */
  const signIn = (reply: FastifyReply, s: SignedIn) => {
    setSessionCookies(app, reply, s.token);
    setDeviceCookie(app, reply, s.device);
    return { token: s.token };
  };

  app.post(
    '/auth/student/login',
    {
      schema: { tags, summary: 'Log in with a phone number or email and the password', body: loginBody, response: answers(tokenData) },
    },
    async (req, reply) => {
      return ok(signIn(reply, await loginWithPassword(deps(), req.body.content, req.body.passWord, meta(req))), req.lang);
    },
  );

  app.post(
    '/auth/agent/login/phone',
    {
      schema: {
        tags,
        summary: 'Log in with a phone number and a code sent with sendType 4',
        body: phoneLoginBody,
        response: answers(tokenData),
      },
    },
    async (req, reply) => {
      return ok(signIn(reply, await loginWithPhoneCode(deps(), req.body.phoneNumber, req.body.verifyCode, meta(req))), req.lang);
    },
  );

  // Answers that say whether a contact is registered are limited per address.
  const contactLookup = app.limiter('contact-lookup', app.config.CONTACT_LOOKUP_PER_MINUTE, 60_000);

  app.post(
    '/auth/student/checkUser',
    {
      onRequest: contactLookup,
      schema: {
        tags,
        summary: 'Whether a phone number or email is already registered',
        description: 'Answers data.exists. Used by the register form before a code is sent.',
        body: checkUserBody,
        response: answers(checkUserData),
      },
    },
    async (req) => ok({ exists: await accountExists(app.db, req.body.content) }, req.lang),
  );

  /**
   * Send a code. Register codes go only to unregistered contacts (013), reset and login codes only
   * to registered ones (019): the register form reveals registration anyway, and nobody gets texts
   * for an account they cannot use.
   */
  async function send(req: FastifyRequest, channel: Channel, destination: string, purpose: number) {
    const holder = await findByAccount(app.db, destination);
    let knownDevice = false;
    if (purpose !== SEND_TYPES.profile) {
      if (purpose === SEND_TYPES.register && holder) throw new BizError(CODES.ACCOUNT_EXISTS);
      if ((purpose === SEND_TYPES.reset || purpose === SEND_TYPES.login) && !holder) throw new BizError(CODES.ACCOUNT_UNKNOWN);
      knownDevice = !!holder && (await isKnownDevice(app.db, holder.id, req.cookies?.[DEVICE_COOKIE]));
    } else if (holder) {
      throw new BizError(CODES.BOUND_ELSEWHERE);
    }
    return sendCode(
      {
        ...codes(),
        sms: app.sms,
        mail: app.mail,
        perAddress: { hour: app.config.CODE_SENDS_PER_ADDRESS_HOUR, day: app.config.CODE_SENDS_PER_ADDRESS_DAY },
      },
      { channel, destination, purpose, ip: req.ip, lang: req.lang, knownDevice },
    );
  }

  const sendDescription =
    'Limits (code 006): 1 a minute, 5 an hour, 10 a day per destination and client address; 10 an hour and 20 a day per destination ' +
    '(not from a browser the account signed in from before); 20 an hour and 50 a day per client address (CODE_SENDS_PER_ADDRESS_HOUR/_DAY); 20 a minute per client address for this call and checkUser. ' +
    'sendType 1 register (013 when registered), 2 reset and 4 login (019 when not registered), 3 profile change (018 when bound to another account). ' +
    'Answers data.expiresIn in seconds.';

  app.post(
    '/auth/student/sendPhone',
    {
      onRequest: contactLookup,
      schema: {
        tags,
        summary: 'Send a verification code by SMS',
        description: sendDescription,
        body: sendPhoneBody,
        response: answers(codeSentData),
      },
    },
    async (req) => ok(await send(req, 'sms', req.body.phoneNumber, req.body.sendType), req.lang),
  );

  app.post(
    '/auth/student/sendEmail',
    {
      onRequest: contactLookup,
      schema: {
        tags,
        summary: 'Send a verification code by email',
        description: sendDescription,
        body: sendEmailBody,
        response: answers(codeSentData),
      },
    },
    async (req) => ok(await send(req, 'mail', req.body.email, req.body.sendType), req.lang),
  );

  const checkDescription = 'Confirms a code without using it up; wrong tries count (5 per client address and 30 in all, then 012).';
  app.post(
    '/auth/student/checkPhone',
    {
      schema: { tags, summary: 'Check an SMS code', description: checkDescription, body: checkPhoneBody, response: answers(nothing) },
    },
    async (req) => {
      await checkCode(codes(), {
        channel: 'sms',
        destination: req.body.phoneNumber,
        purpose: req.body.sendType,
        code: req.body.verifyCode,
        consume: false,
        ip: req.ip,
      });
      return ok(null, req.lang);
    },
  );

  app.post(
    '/auth/student/checkEmail',
    {
      schema: { tags, summary: 'Check an email code', description: checkDescription, body: checkEmailBody, response: answers(nothing) },
    },
    async (req) => {
      await checkCode(codes(), {
        channel: 'mail',
        destination: req.body.email,
        purpose: req.body.sendType,
        code: req.body.verifyCode,
        consume: false,
        ip: req.ip,
      });
      return ok(null, req.lang);
    },
  );

  app.post(
    '/auth/student/register',
    {
      schema: {
        tags,
        summary: 'Register with a phone number or email, a code (sendType 1), a password and a school',
        body: registerBody,
        response: answers(tokenData),
      },
    },
    async (req, reply) => {
      return ok(signIn(reply, await register(deps(), req.body, meta(req))), req.lang);
    },
  );

  app.post(
    '/auth/student/reset',
    {
      schema: {
        tags,
        summary: 'Reset the password with a code (sendType 2)',
        description: 'Ends every session of the account and answers a new token.',
        body: resetBody,
        response: answers(tokenData),
      },
    },
    async (req, reply) => {
      return ok(signIn(reply, await resetPassword(deps(), req.body, meta(req))), req.lang);
    },
  );
};

export default routes;
